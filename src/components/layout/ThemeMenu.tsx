import { css, cx } from 'styled-system/css';
import { focusRingWithin, popover } from '@/components/ui/control-styles';
import { THEME_INPUT_NAME, type ThemeChoice } from '@/lib/design/theme-script';
import { headerIconButtonClass } from './header-styles';

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: '跟隨系統' },
  { value: 'light', label: '淺色' },
  { value: 'dark', label: '深色' },
];

/**
 * The header's theme menu (decision 042): three radios in a disclosure, plain server HTML. The inline
 * theme script (src/lib/design/theme-script.ts) checks the stored choice, applies a change at once and
 * remembers it on the device, and closes the menu on Esc or a tap outside; no client component, so the
 * menu costs no hydration. Nothing is checked in the HTML: the page may come from the guest page cache
 * and must not carry anyone's choice. Without JavaScript the menu opens but the site follows the system.
 */
export function ThemeMenu() {
  return (
    <details className={menuClass} data-theme-menu="" data-testid="theme-menu">
      <summary className={cx(headerIconButtonClass, summaryClass)} aria-label="佈景主題" title="佈景主題">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
        </svg>
      </summary>
      <fieldset className={panelClass}>
        <legend className={legendClass}>佈景主題</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={optionClass}>
            <input type="radio" name={THEME_INPUT_NAME} value={choice.value} className={radioClass} />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

const menuClass = css({ position: 'relative', flexShrink: 0 });
// The header's icon-button look, without the disclosure triangle.
const summaryClass = css({ listStyle: 'none', cursor: 'pointer', '&::-webkit-details-marker': { display: 'none' } });
const panelClass = css(popover.raw(), { top: 'calc(100% + 6px)', minW: '168px', m: 0, p: '2', border: '1px solid token(colors.line)', display: 'grid', gap: '0.5' });
// The legend names the group for assistive technology and is a small heading for everyone.
const legendClass = css({ float: 'left', w: '100%', px: '2', pt: '1', pb: '1', fontSize: '13px', color: 'muted' });
const optionClass = css(focusRingWithin.raw({ offset: 'inset' }), {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '44px',
  px: '2',
  borderRadius: 'md',
  fontSize: '15px',
  cursor: 'pointer',
  _hover: { bg: 'canvas' },
});
const radioClass = css({ w: '18px', h: '18px', m: 0, accentColor: 'brand' });
