import { css } from 'styled-system/css';
import { ruledListClass, sectionClass, sectionHeadingClass } from '@/components/portfolio/section-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { focusRing, stateTag } from '@/components/ui/control-styles';
import { DELIVERY_LABELS } from '@/lib/alerts/alert-labels';
import { type DeliveryState, INBOX_LIMIT, type InboxEntry } from '@/lib/alerts/alert-types';
import { formatDateTime } from '@/lib/format/dates';

/** How the push went, as a tag: 已送達 green, 未送達 red, the rest muted. */
const DELIVERY_TONES = { delivered: 'green', failed: 'red', pending: 'grey', 'no-device': 'grey' } as const satisfies Record<DeliveryState, string>;

/**
 * 通知紀錄: the newest INBOX_LIMIT notifications, as the push showed them (the store keeps the text), each
 * opening its stock page, with when it fired and how its push went (傳送中 / 已送達 / 未送達 / 未開啟推播).
 */
export function InboxSection({ inbox }: { inbox: readonly InboxEntry[] }) {
  return (
    <section className={sectionClass} aria-labelledby="alerts-inbox-heading" data-testid="alerts-inbox">
      <h2 id="alerts-inbox-heading" className={sectionHeadingClass}>
        通知紀錄
      </h2>
      {inbox.length === 0 ? (
        <EmptyState kind="noResult" text={`還沒有通知。條件達成時，通知會出現在這裡（保留最近 ${INBOX_LIMIT} 則）。`} minHeight={120} />
      ) : (
        <ol className={ruledListClass}>
          {inbox.map((entry) => (
            <li key={entry.id} className={itemClass} data-testid="inbox-entry" data-delivery={entry.delivery}>
              <a href={entry.url} className={bodyClass}>
                {entry.body}
              </a>
              <p className={metaClass}>
                <time dateTime={new Date(entry.firedAt).toISOString()}>{formatDateTime(entry.firedAt)}</time>
                <span className={stateTag({ tone: DELIVERY_TONES[entry.delivery] })} data-delivery={entry.delivery} data-testid="inbox-delivery">
                  {DELIVERY_LABELS[entry.delivery]}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const itemClass = css({ display: 'grid', gap: '1', py: '3', borderBottom: '1px solid token(colors.line)', minW: 0 });
const bodyClass = css(focusRing.raw({ offset: 'outset' }), {
  justifySelf: 'start',
  fontSize: '15px',
  fontWeight: 600,
  color: 'brand',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
});
const metaClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', m: 0, fontSize: '13px', color: 'muted' });
