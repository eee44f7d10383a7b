import { css } from 'styled-system/css';
import { focusRing, iconButton } from '@/components/ui/control-styles';
import { BellIcon } from '@/components/ui/icons';
import { newAlertHref } from '@/lib/alerts/alert-routes';

/**
 * 設定通知 for one stock where a row has no room for the words (a watchlist row, a holding): a round bell that
 * opens the alert form with the symbol filled in. A plain link, so it works before (and without) any script.
 */
export function AlertBellLink({ symbol, name, testId }: { symbol: string; name: string; testId: string }) {
  return (
    <a href={newAlertHref({ symbol })} className={bellClass} aria-label={`設定 ${name} 的到價通知`} data-testid={testId}>
      <BellIcon size={18} />
    </a>
  );
}

// 28 px on a phone, where a row's every pixel counts (still above WCAG's 24 px target), 36 px from a tablet up.
const bellClass = css(iconButton.raw({ on: 'light', size: 'sm', shape: 'round' }), focusRing.raw(), { color: 'brand', tablet: { w: '36px', h: '36px' } });
