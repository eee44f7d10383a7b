import { css } from 'styled-system/css';
import { actionSummaryStyle, MemberListItem } from '@/components/member/MemberListItem';
import { stateTag, textButton } from '@/components/ui/control-styles';
import { alertUrl } from '@/lib/alerts/alert-text';
import { alertSummary, REPEAT_LABELS, STATE_LABELS } from '@/lib/alerts/alert-labels';
import { ALERTS_PATH, newAlertHref } from '@/lib/alerts/alert-routes';
import type { AlertState, StoredAlert } from '@/lib/alerts/alert-types';
import { formatDateTime } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/numbers';

/** The state as a tag: 等待中 in the brand's blue, 已觸發 green, 已停用 muted. */
const STATE_TONES = { armed: 'blue', fired: 'green', paused: 'grey' } as const satisfies Record<AlertState, string>;

/**
 * One alert: its phrase opens the stock's page; under it its state (等待中, 已觸發 with the time and
 * price, 已停用) and repeat; then 修改, 停用 or 重新啟用, and 刪除 (復原 follows on the page). Each action
 * is a plain form posted to /alerts, so it works without JavaScript.
 */
export function AlertItem({ alert }: { alert: StoredAlert }) {
  const summary = alertSummary(alert);
  return (
    <MemberListItem
      testId="alert-item"
      ids={{ 'data-alert-id': alert.id }}
      href={alertUrl(alert.symbol)}
      name={summary}
      meta={
        <p className={metaClass}>
          <span className={stateTag({ tone: STATE_TONES[alert.state] })} data-state={alert.state} data-testid="alert-state">
            {stateText(alert)}
          </span>
          <span>{REPEAT_LABELS[alert.repeat]}</span>
        </p>
      }
    >
      <a href={newAlertHref({ edit: alert.id })} className={linkClass} aria-label={`修改「${summary}」`} data-testid="alert-edit">
        修改
      </a>
      {alert.state === 'armed' ? (
        <Action intent="pause" id={alert.id} label="停用" aria={`停用「${summary}」`} />
      ) : (
        <Action intent="rearm" id={alert.id} label="重新啟用" aria={`重新啟用「${summary}」`} />
      )}
      <Action intent="remove" id={alert.id} label="刪除" aria={`刪除「${summary}」`} danger />
    </MemberListItem>
  );
}

function stateText(alert: StoredAlert): string {
  if (alert.state !== 'fired') return STATE_LABELS[alert.state];
  const when = alert.firedAt === null ? '' : ` ${formatDateTime(alert.firedAt)}`;
  const price = alert.firedPrice === null ? '' : `，$${formatPrice(Number(alert.firedPrice))}`;
  return `${STATE_LABELS.fired}${when}${price}`;
}

function Action({ intent, id, label, aria, danger = false }: { intent: string; id: number; label: string; aria: string; danger?: boolean }) {
  return (
    <form method="post" action={ALERTS_PATH}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={danger ? dangerClass : buttonClass} aria-label={aria} data-testid={`alert-${intent}`}>
        {label}
      </button>
    </form>
  );
}

const metaClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', m: 0, fontSize: '13px', color: 'muted', overflowWrap: 'anywhere' });
// The item's actions look as a member list item's others do (重新命名, 刪除 in 我的持股).
const actionStyle = css.raw(textButton.raw(), actionSummaryStyle, { p: 0, _hover: { textDecoration: 'underline' } });
const linkClass = css(actionStyle);
const buttonClass = css(actionStyle);
const dangerClass = css(actionStyle, { color: 'redText' });
