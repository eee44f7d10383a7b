import { css } from 'styled-system/css';
import { SITE_NAME } from './SiteLogo';

/** Site footer. When the worker runs against the sandbox (DEMO_DATA), it says so plainly. */
export function SiteFooter({ demoData }: { demoData: boolean }) {
  return (
    <footer className={footerClass}>
      <div className={innerClass}>
        {demoData && (
          <p className={demoClass} role="note" data-testid="demo-data-notice">
            示範資料：本站的行情、財報、新聞與文章皆由本機沙盒產生，並非真實市場資料。
          </p>
        )}
        <p>本站內容僅供參考，不構成任何投資建議；投資前請審慎評估風險。</p>
        <p className={copyClass}>
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}

const footerClass = css({ mt: '10', bg: 'footer', color: 'footerText', fontSize: '13px' });
const innerClass = css({ maxW: '1200px', mx: 'auto', px: '4', py: '6', display: 'grid', gap: '2' });
const demoClass = css({ color: 'accent', fontWeight: 600, borderLeft: '3px solid token(colors.accent)', pl: '3' });
const copyClass = css({ color: 'footerMuted' });
