import { body, h2, p } from '../html.ts';
import type { VersionSeed } from '../schema.ts';

/**
 * Draft 191 (author 1) was written a paragraph at a time: 23 saved versions before the current 24th,
 * so its versions list has more than one page (20 a page) and 「載入更多」 has something to
 * load. Each save adds one paragraph to the last; the current text is the author's later rewrite.
 * Fixed dates, 12 hours apart from 2026-11-03 09:00 UTC: deterministic like all sandbox content.
 */
const STEPS: readonly (readonly [note: string, paragraph: string])[] = [
  ['建立草稿', '輝達與博通都是 AI 基礎建設的核心受惠者。'],
  ['補上商業模式', '輝達賣的是標準化的 GPU 平台，博通則替大型雲端業者設計客製化晶片（ASIC）。'],
  ['補上客戶', '博通的 AI 營收集中在少數幾家超大型雲端客戶。'],
  ['補上軟體生態', '輝達的優勢不只在硬體，CUDA 軟體生態讓開發者很難轉換。'],
  ['補上網通業務', '博通另有網通交換器晶片，AI 叢集規模越大，需求越高。'],
  ['補上毛利率', '輝達毛利率約七成，博通半導體部門毛利率也在六成以上。'],
  ['補上營收成長', '輝達資料中心營收年增仍逾五成，博通 AI 營收年增約六成。'],
  ['補上客戶集中度', '兩家公司都有客戶集中的風險，但博通更明顯。'],
  ['補上評價', '以預估本益比來看，兩家公司都在 30 倍上下。'],
  ['補上 VMware', '博通併購 VMware 後，軟體業務帶來穩定的訂閱收入。'],
  ['補上股利', '博通每年調升股利，輝達的股利則幾乎可以忽略。'],
  ['補上供應鏈', '兩家公司的先進製程都依賴台積電。'],
  ['補上風險：出口管制', '美國對中國的晶片出口管制，對輝達的影響較大。'],
  ['補上風險：自研晶片', '雲端業者自研晶片的趨勢，對輝達是長期威脅，對博通卻是商機。'],
  ['補上推論需求', 'AI 從訓練走向推論，客製化晶片的性價比優勢可能擴大。'],
  ['補上產品週期', '輝達每年推出新一代 GPU，產品週期比過去更快。'],
  ['補上資本支出', '四大雲端業者的資本支出，是兩家公司營收最重要的領先指標。'],
  ['補上財報時間', '輝達通常在 2、5、8、11 月底公布財報，博通則在 3、6、9、12 月上旬。'],
  ['補上波動度', '輝達市值更大，但股價波動並沒有比較小。'],
  ['補上持股建議', '長期投資人可以兩家都持有，以降低單一公司的風險。'],
  ['補上結論草稿', '若只能選一家：看好平台的人選輝達，重視股利與現金流的人選博通。'],
  ['修改結論', '兩家的成長動能都還在，差別在於商業模式與股東回饋。'],
  ['補上免責聲明', '本文僅供參考，不構成投資建議。'],
];

const FIRST_SAVE = Date.UTC(2026, 10, 3, 9, 0, 0);
const HOURS_BETWEEN_SAVES = 12;
const isoAt = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');

/** The text after save `index`: the opening paragraph, then (from the fifth save) a heading over the rest. */
function bodyAt(index: number): string {
  const [opening = '', ...rest] = STEPS.slice(0, index + 1).map(([, paragraph]) => p(paragraph));
  return body(opening, ...(rest.length >= 4 ? [h2('比較')] : []), ...rest);
}

/** Versions 1–23 of draft 191, oldest first. */
export const NVDA_AVGO_DRAFT_HISTORY: VersionSeed[] = STEPS.map(([note], index) => ({
  version: index + 1,
  title: index < 8 ? '（草稿）輝達 vs. 博通' : '（草稿）輝達 vs. 博通：AI 晶片雙雄誰更值得長抱？',
  body: bodyAt(index),
  updatedAt: isoAt(FIRST_SAVE + index * HOURS_BETWEEN_SAVES * 3_600_000),
  note,
}));
