import { css, cx } from 'styled-system/css';
import { focusRing, iconButton } from '@/components/ui/control-styles';
import { newAlertHref } from '@/lib/alerts/alert-routes';

/**
 * 設定通知 for one stock where a row has no room for the words (a watchlist row, a holding): a round bell that
 * opens the alert form with the symbol filled in. A plain link, so it works before (and without) any script.
 * The bell is the link's ::before, painted in the link's colour through a mask (two stroked paths in 24×24, as the
 * site's other icons): a table of 50 holdings then carries one class a row, not an <svg> and its paths a row.
 */
export function AlertBellLink({ symbol, name, testId, className }: { symbol: string; name: string; testId: string; className?: string }) {
  return <a href={newAlertHref({ symbol })} className={cx(bellClass, className)} aria-label={`設定 ${name} 的到價通知`} data-testid={testId} />;
}

// 28 px on a phone, where a row's every pixel counts (still above WCAG's 24 px target), 36 px from a tablet up.
const bellClass = css(iconButton.raw({ on: 'light', size: 'sm', shape: 'round' }), focusRing.raw(), {
  color: 'brand',
  verticalAlign: 'middle',
  tablet: { w: '36px', h: '36px' },
  _before: {
    content: '""',
    w: '18px',
    h: '18px',
    bg: 'currentColor',
    mask: 'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 24 24%27 fill=%27none%27 stroke=%27black%27 stroke-width=%272%27 stroke-linecap=%27round%27 stroke-linejoin=%27round%27%3E%3Cpath d=%27M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5z%27/%3E%3Cpath d=%27M10 21h4%27/%3E%3C/svg%3E") center / contain no-repeat',
    // Windows' forced colours drop backgrounds: the bell then takes the link's colour as a system colour.
    _highContrast: { bg: 'LinkText' },
  },
});
