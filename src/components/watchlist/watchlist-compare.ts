import { MAX_COMPARED, MIN_COMPARED } from '@/lib/compare/compare-query';

/**
 * What the watchlist's 比較 button says about the rows ticked: /compare takes two to
 * four, so fewer or more are explained before anyone is sent there.
 */
export function compareHint(count: number): { ready: boolean; text: string } {
  if (count === 0) return { ready: false, text: `勾選 ${MIN_COMPARED} 到 ${MAX_COMPARED} 檔，再按「比較」並排比較。` };
  if (count < MIN_COMPARED) return { ready: false, text: `已選 ${count} 檔，再勾選 ${MIN_COMPARED - count} 檔以上才能比較。` };
  if (count > MAX_COMPARED) return { ready: false, text: `一次最多比較 ${MAX_COMPARED} 檔，已選 ${count} 檔，請取消 ${count - MAX_COMPARED} 檔。` };
  return { ready: true, text: `已選 ${count} 檔。` };
}
