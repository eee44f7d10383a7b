import { css } from 'styled-system/css';
import { FormNotice, NoticeForm } from '@/components/member/FormNotice';
import { addEntryLinkClass, ruledListClass, sectionClass, sectionHeadClass, sectionHeadingClass } from '@/components/portfolio/section-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { readAlertAnswer } from '@/lib/alerts/alert-answers';
import { ALERTS_PATH, newAlertHref } from '@/lib/alerts/alert-routes';
import { ALERT_LIMIT, type InboxEntry, type StoredAlert } from '@/lib/alerts/alert-types';
import { formatInteger } from '@/lib/format/numbers';
import type { MemberStore } from '@/lib/member/member-store';
import { getConfig } from '@/lib/server/request-context';
import { AlertItem } from './AlertItem';
import { alertNotice } from './alert-notice';
import { InboxSection } from './InboxSection';
import { PushSection } from './PushSection';

type Loaded = { alerts: StoredAlert[]; inbox: InboxEntry[]; devices: number };

/** The member's alerts, inbox and push device count; null when the store could not be read (the page says so). */
async function load(store: MemberStore): Promise<Loaded | null> {
  try {
    const [alerts, inbox, devices] = await Promise.all([store.listAlerts(), store.listInbox(), store.countPushSubscriptions()]);
    return { alerts, inbox, devices };
  } catch (err) {
    console.error('[alerts] the member store failed', err);
    return null;
  }
}

/**
 * /alerts (通知): what the last form post came to (with 復原 after a removal), the member's alerts with
 * their state and actions, 設定通知, push, and the inbox. Server-rendered; every action a plain form.
 */
export async function AlertsView({ store, query }: { store: MemberStore; query: string }) {
  const loaded = await load(store);
  if (loaded === null) return <EmptyState kind="error" text="通知暫時無法載入，請稍後再試。" minHeight={200} />;
  const { alerts, inbox, devices } = loaded;
  const notice = alertNotice(readAlertAnswer(query), alerts);
  const full = alerts.length >= ALERT_LIMIT;
  return (
    <>
      {notice && (
        <FormNotice tone={notice.tone} lines={[notice.line]} testId="alerts-notice">
          {notice.restoreId !== undefined && <NoticeForm action={ALERTS_PATH} fields={{ intent: 'restore', id: String(notice.restoreId) }} label="復原" testId="alerts-restore" />}
        </FormNotice>
      )}
      <section className={sectionClass} aria-labelledby="alerts-list-heading" data-testid="alerts-list">
        <div className={sectionHeadClass}>
          <h2 id="alerts-list-heading" className={sectionHeadingClass}>
            我的通知
          </h2>
          {!full && (
            <a href={newAlertHref()} className={addEntryLinkClass} data-testid="alerts-new">
              設定通知
            </a>
          )}
        </div>
        <p className={countClass} data-testid="alerts-count">
          {full ? `已達上限 ${ALERT_LIMIT} 個通知：刪除一個才能再設定。` : `${formatInteger(alerts.length)} / ${ALERT_LIMIT} 個通知`}
        </p>
        {alerts.length === 0 ? (
          <EmptyState kind="noResult" text="還沒有通知。到任何一檔股票的頁面按「設定通知」，或按上方的按鈕，例如「NVDA 高於 $150」。" minHeight={140} />
        ) : (
          <ul className={ruledListClass}>
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </section>
      <PushSection devices={devices} vapidPublicKey={getConfig().VAPID_PUBLIC_KEY} />
      <InboxSection inbox={inbox} />
    </>
  );
}

const countClass = css({ m: 0, fontSize: '13px', color: 'muted' });
