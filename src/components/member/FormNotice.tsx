import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';

/** Whether the notice reports something done (status) or something refused (the reader must act). */
export type NoticeTone = 'done' | 'refused';

/**
 * What the last post of a member's form (我的持股, 我的選股) came to, where the page shows it: a status
 * region (read out on arrival), green when done, red when refused, with what can follow it (復原, the
 * way back) as `children`.
 */
export function FormNotice({ tone, lines, testId, children }: { tone: NoticeTone; lines: readonly string[]; testId: string; children?: ReactNode }) {
  return (
    <div className={noticeClass} role="status" data-tone={tone} data-testid={testId}>
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

/** 復原 (or any one-button follow-up): a form posted to `action` with its hidden fields, so it works without JavaScript. */
export function NoticeForm({ action, fields, label, testId }: { action: string; fields: Readonly<Record<string, string>>; label: string; testId: string }) {
  return (
    <form method="post" action={action}>
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
