import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { PORTFOLIO_PATH } from '@/lib/auth/guards';

export type NoticeTone = 'done' | 'refused';

/**
 * What the last form post of 我的持股 came to, above the section it is about: a status region (read out
 * on arrival), green when done, red when refused, with what can follow it (復原).
 */
export function PortfolioNotice({ tone, lines, children }: { tone: NoticeTone; lines: readonly string[]; children?: ReactNode }) {
  return (
    <div className={noticeClass} role="status" data-tone={tone} data-testid="portfolio-notice">
      <div className={textClass}>
        {lines.map((line) => (
          <p key={line} className={lineClass}>
            {line}
          </p>
        ))}
      </div>
      {children}
    </div>
  );
}

/** 復原 (or any one-button follow-up): a form posted to 我的持股 with its hidden fields. */
export function NoticeAction({ fields, label, testId }: { fields: Readonly<Record<string, string>>; label: string; testId: string }) {
  return (
    <form method="post" action={PORTFOLIO_PATH}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={actionClass} data-testid={testId}>
        {label}
      </button>
    </form>
  );
}

const noticeClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'md',
  border: '1px solid',
  '&[data-tone="done"]': { bg: 'greenTint', color: 'greenText', borderColor: 'greenText' },
  '&[data-tone="refused"]': { bg: 'redTint', color: 'redText', borderColor: 'redText' },
});
const textClass = css({ flex: '1 1 220px', display: 'grid', gap: '1', minW: 0 });
const lineClass = css({ m: 0, fontSize: '14px', fontWeight: 600, overflowWrap: 'anywhere' });
const actionClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'outset' }), {
  h: '36px',
  px: '4',
  color: 'brand',
  bg: 'surface',
  fontSize: '14px',
  fontWeight: 700,
  cursor: 'pointer',
});
