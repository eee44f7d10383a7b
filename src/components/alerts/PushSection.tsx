import { css } from 'styled-system/css';
import { sectionClass, sectionHeadingClass } from '@/components/portfolio/section-styles';
import { PushSwitch } from './PushSwitch';

/**
 * 推播: how a notification reaches the member, and the switch that turns push on for this browser (a
 * client component: the one part of 通知 that needs JavaScript, since only script can subscribe), with the
 * site's VAPID public key and how many of the member's devices have push on (it says so itself).
 */
export function PushSection({ devices, vapidPublicKey }: { devices: number; vapidPublicKey: string }) {
  return (
    <section className={sectionClass} aria-labelledby="alerts-push-heading" data-testid="alerts-push">
      <h2 id="alerts-push-heading" className={sectionHeadingClass}>
        推播通知
      </h2>
      <div className={textClass}>
        <p>條件達成時，網站會立刻推播到你開啟推播的手機或電腦，點一下就打開那檔股票的頁面；開著本站的分頁也會跳出提示。每個通知也都記在下方的「通知紀錄」。</p>
        <p>每台裝置要各自開啟一次：按下開關後，瀏覽器才會詢問是否允許通知。</p>
        <p>iPhone 與 iPad：請先在 Safari 按「分享」→「加入主畫面」，從主畫面打開本站後再開啟推播（iOS 16.4 以上）。</p>
      </div>
      <PushSwitch vapidPublicKey={vapidPublicKey} devices={devices} />
    </section>
  );
}

const textClass = css({ display: 'grid', gap: '2', fontSize: '14px', lineHeight: '1.7', color: 'ink', '& p': { m: 0 } });
