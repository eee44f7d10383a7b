import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';

/** A form's footer: its send button and 取消, a plain link back (no JavaScript needed). */
export function FormActions({ label, testId, cancelHref }: { label: string; testId: string; cancelHref: string }) {
  return (
    <div className={actionsClass}>
      <button type="submit" className={submitClass} data-testid={testId}>
        {label}
      </button>
      <a href={cancelHref} className={cancelClass}>
        取消
      </a>
    </div>
  );
}

const actionsClass = css({ display: 'flex', alignItems: 'center', gap: '4' });
const submitClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { h: '48px', px: '6', border: 'none', fontSize: '16px', fontWeight: 700, cursor: 'pointer' });
const cancelClass = css(focusRing.raw(), { fontSize: '15px', color: 'brand', textDecoration: 'underline' });
