import type { Random } from './random.ts';

/**
 * Traditional-Chinese discussion posts, put together from phrases that Taiwanese investors
 * actually write on stock boards. `{n}` is the stock's name, `{p}` a percentage, `{d}` a number of days.
 */

/** How posts refer to the best-known channels; any other channel goes by its symbol. */
const CHANNEL_NAMES: Record<string, string> = {
  NVDA: '輝達',
  TSLA: '特斯拉',
  AAPL: '蘋果',
  MSFT: '微軟',
  GOOGL: 'Google',
  GOOG: 'Google',
  AMZN: '亞馬遜',
  META: 'Meta',
  'BRK.B': '波克夏',
  AMD: 'AMD',
  AVGO: '博通',
  LLY: '禮來',
  INTC: '英特爾',
  TSM: '台積電ADR',
  NFLX: '網飛',
  COST: '好市多',
  PLTR: 'Palantir',
  QCOM: '高通',
  MU: '美光',
  ORCL: '甲骨文',
  JPM: '摩根大通',
  KO: '可口可樂',
  DIS: '迪士尼',
  WMT: '沃爾瑪',
  '#DJI': '道瓊',
  '#IXIC': '那指',
  '#GSPC': '標普500',
  '#SOXX': '費半',
};

export const channelDisplayName = (channelKey: string): string => CHANNEL_NAMES[channelKey] ?? channelKey;

const OPENERS = [
  '{n}今天又噴了{p}%，空手的人真的很痛苦',
  '{n}連續{d}天收黑，有人跟我一樣在攤平嗎？',
  '剛看完{n}的財報，營收比預期好不少',
  '{n}盤前跌了{p}%，開盤會不會有一波買盤？',
  '抱{n}快一年了，帳上終於轉正',
  '{n}量縮整理了{d}天，感覺在等方向',
  '今天趁回檔加碼了一點{n}',
  '{n}的法說會大家有聽嗎？管理層語氣比上一季保守',
  '新手請教，{n}現在的本益比算貴嗎？',
  '{n}突破季線了，技術面看起來轉強',
  '{n}跌破月線，我先停損一半',
  '外資最近一直調高{n}的目標價',
  '{n}今天爆量上漲{p}%，是不是有消息？',
  '定期定額{n}第{d}個月，繼續紀律執行',
  '{n}這波回檔{p}%，其實基本面沒什麼變',
  '盤後{n}又跳了{p}%，明天開盤應該很精彩',
  '看到{n}的新產品發表，覺得護城河還很深',
  '有人在做{n}的選擇權嗎？隱含波動率有點高',
  '{n}的毛利率連續{d}季成長，這數字很漂亮',
  '今天{n}收在整數關卡附近，多空在拉鋸',
] as const;

const FOLLOW_UPS = [
  '我的策略是分批進場，不追高。',
  '短線可能還會震盪，但長線我還是看好。',
  '記得控制部位，別全押。',
  '等回到支撐區再考慮加碼。',
  '目前先觀望，等下一季數字出來再說。',
  '資金面還是偏多，回檔就是機會。',
  '聯準會的利率決策才是關鍵，大家小心。',
  '這種波動對存股族來說根本不用太緊張。',
  '美元走強對它的海外營收會有點壓力。',
  '跟同業比起來，估值其實還算合理。',
  '籌碼面看機構還在持續買進。',
  '技術指標KD已經進入超買區，追高要小心。',
  'AI題材還在發酵，市場情緒很熱。',
  '現金流很穩，配息應該不用擔心。',
  '老實說我已經套了{p}%，只能等解套。',
  '停利設好，剩下的就交給時間。',
] as const;

const CLOSERS = ['大家怎麼看？', '純分享，不是投資建議。', '以上個人看法，請自行判斷。', '一起抱緊處理！', '有不同看法歡迎討論。', '祝大家都賺錢。', '先記錄一下，之後回來看。'] as const;

const fill = (template: string, name: string, random: Random) =>
  template
    .replaceAll('{n}', name)
    .replaceAll('{p}', (random.int(12, 95) / 10).toFixed(1))
    .replaceAll('{d}', String(random.int(2, 12)));

/** One post: an opener, usually a follow-up, sometimes a closer. */
export function composePostText(channelKey: string, random: Random): string {
  const name = channelDisplayName(channelKey);
  const parts = [`${fill(random.pick(OPENERS), name, random)}。`];
  if (random.next() < 0.8) parts.push(fill(random.pick(FOLLOW_UPS), name, random));
  if (random.next() < 0.5) parts.push(random.pick(CLOSERS));
  // Openers that end in a question already carry their punctuation.
  return parts.join('').replace('？。', '？');
}
