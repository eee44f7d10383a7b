import type { AlertAnswer } from '@/lib/alerts/alert-answers';
import { alertSummary } from '@/lib/alerts/alert-labels';
import { ALERT_LIMIT, type AlertKind, type StoredAlert } from '@/lib/alerts/alert-types';
import type { NoticeTone } from '@/components/member/FormNotice';

/** What /alerts says about the last form post (its query, alert-answers.ts): the alert named from the store, 復原 after a removal. */
export interface AlertNotice {
  tone: NoticeTone;
  line: string;
  /** 復原: the removed alert's id. */
  restoreId?: number;
}

export function alertNotice(answer: AlertAnswer | null, alerts: readonly StoredAlert[]): AlertNotice | null {
  if (answer === null || answer.kind === 'refused') return null;
  const named = (id: number) => {
    const alert = alerts.find((candidate) => candidate.id === id);
    return alert ? `「${alertSummary(alert)}」` : '通知';
  };
  switch (answer.kind) {
    case 'created':
      return { tone: 'done', line: `已設定${named(answer.id)}` };
    case 'edited':
      return { tone: 'done', line: `已修改${named(answer.id)}，重新等待中` };
    case 'paused':
      return { tone: 'done', line: `已停用${named(answer.id)}` };
    case 'rearmed':
      return { tone: 'done', line: `已重新啟用${named(answer.id)}` };
    case 'restored':
      return { tone: 'done', line: `已復原${named(answer.id)}` };
    case 'removed': {
      const { symbol = '', kind, threshold } = answer.values;
      return { tone: 'done', line: `已刪除「${alertSummary({ symbol, kind: kind as AlertKind, threshold: threshold ?? null })}」。一天內可以復原。`, restoreId: answer.id };
    }
    case 'restore-full':
      return { tone: 'refused', line: `無法復原：最多 ${ALERT_LIMIT} 個通知，請先刪除一個` };
    case 'not-found':
      return { tone: 'refused', line: '找不到這個通知，可能已被刪除' };
    case 'error':
      return { tone: 'refused', line: '儲存失敗，請稍後再試' };
  }
}
