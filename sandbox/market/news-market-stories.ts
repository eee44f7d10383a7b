import { createRandom, type Random } from './prng.ts';
import { amount, dateZh, pct, riseOrFall, type SessionFacts, type Subject } from './news-facts.ts';
import { closeClause, rangeSentence, type Story, volumeSentence } from './news-story.ts';

/**
 * Market news for the four indices: what a Taiwanese reader of 大盤 news expects (盤後 recaps,
 * 盤勢 and 總經: the Fed, Treasury yields, the dollar, oil, jobless claims), each headline naming
 * the index and its move. No company templates (targets, executives, products) ever reach an index.
 */

interface Flavour {
  /** The stocks the index stands for, as headlines say it. */
  group: string;
  /** Groups that lead or lag a session. */
  groups: readonly string[];
}

const FLAVOURS: Readonly<Record<string, Flavour>> = {
  '#DJI': { group: '藍籌股', groups: ['金融股', '工業股', '醫療保健股', '消費股', '能源股'] },
  '#IXIC': { group: '科技股', groups: ['半導體股', '軟體股', '網路股', '電動車股', '生技股'] },
  '#GSPC': { group: '大型股', groups: ['科技股', '金融股', '能源股', '醫療保健股', '非必需消費股', '公用事業股'] },
  '#SOXX': { group: '半導體股', groups: ['AI 晶片股', '記憶體股', '半導體設備股', '類比晶片股', '晶圓代工股'] },
};

const flavourOf = (subject: Subject): Flavour => FLAVOURS[subject.entry.id] ?? (FLAVOURS['#GSPC'] as Flavour);

const OUTLOOKS = [
  '市場焦點轉向聯準會下次利率會議，投資人關注通膨降溫的速度。',
  '本週稍晚將公布就業與通膨數據，交易員預期盤勢仍將區間震盪。',
  '十年期美債殖利率的走勢牽動成長股評價，仍是近期大盤的主要變數。',
  '企業財報陸續出爐，市場人士認為獲利表現將決定指數能否續創新高。',
  '分析師提醒，地緣政治與貿易政策的消息仍可能左右資金的風險偏好。',
] as const;

/** Two different groups: the one that led the session and the one that lagged. */
function leaderAndLaggard(flavour: Flavour, random: Random): [string, string] {
  const leader = random.pick(flavour.groups);
  const others = flavour.groups.filter((group) => group !== leader);
  return [leader, random.pick(others)];
}

/** After the close: the index's session, with its level in the headline. */
export function marketRecap(subject: Subject, facts: SessionFacts, random: Random): Story {
  const name = subject.name;
  const p = pct(facts.changePercent);
  const level = amount(facts.close);
  const [leader, laggard] = leaderAndLaggard(flavourOf(subject), random);
  let title: string;
  if (facts.changePercent >= 1.5) title = `美股盤後／${name}大漲 ${p}% 收 ${level} 點，${leader}領軍`;
  else if (facts.changePercent > 0.2) title = `美股盤後／${name}上漲 ${p}% 報 ${level} 點，${leader}撐盤`;
  else if (facts.changePercent <= -1.5) title = `美股盤後／${name}重挫 ${p}% 至 ${level} 點，${laggard}領跌`;
  else if (facts.changePercent < -0.2) title = `美股盤後／${name}下跌 ${p}% 收 ${level} 點，${laggard}走弱`;
  else title = `美股盤後／${name}小${facts.change >= 0 ? '漲' : '跌'} ${p}% 報 ${level} 點，大盤窄幅整理`;
  return {
    title,
    summary: `${name}${dateZh(facts.day)}收在 ${level} 點，${riseOrFall(facts.change)} ${p}%；${leader}表現最強，${laggard}相對落後。`,
    body: [
      `美股${dateZh(facts.day)}（美東時間）收盤，${name}${closeClause(facts, '點')}；${volumeSentence(facts, { market: true })}`,
      `類股方面，${leader}表現最強，${laggard}相對落後，資金在不同族群之間輪動。`,
      rangeSentence(subject, facts, '點'),
      random.pick(OUTLOOKS),
    ],
  };
}

/** The last trading day of a week: the week in one headline. */
export function weeklyRecap(subject: Subject, facts: SessionFacts, random: Random): Story {
  const name = subject.name;
  const p = pct(facts.fiveDayPercent);
  const way = riseOrFall(facts.fiveDayPercent);
  return {
    title: `美股週線／${name}本週${way} ${p}%，週五收 ${amount(facts.close)} 點`,
    summary: `${name}本週累計${way} ${p}%，${flavourOf(subject).group}${facts.fiveDayPercent >= 0 ? '是主要推升力量' : '拖累大盤表現'}。`,
    body: [
      `${name}本週累計${way} ${p}%，${dateZh(facts.day)}收在 ${amount(facts.close)} 點。`,
      facts.fiveDayPercent >= 0 ? `${flavourOf(subject).group}是本週的主要推升力量，市場風險偏好明顯回升。` : `${flavourOf(subject).group}表現疲弱，拖累大盤，市場轉向防禦型類股。`,
      random.pick(OUTLOOKS),
    ],
  };
}

/** A Sunday: the week ahead. */
export function weekAhead(subject: Subject, facts: SessionFacts, random: Random): Story {
  const name = subject.name;
  const event = random.pick(['聯準會利率會議', '通膨數據', '非農就業報告', '科技巨頭財報', '零售銷售數據'] as const);
  const p = pct(facts.fiveDayPercent);
  const way = riseOrFall(facts.fiveDayPercent);
  return {
    title: `下週展望／${name}上週${way} ${p}%，市場聚焦${event}`,
    summary: `${name}上週${way} ${p}%，下週${event}登場，是影響盤勢的關鍵。`,
    body: [`${name}上週累計${way} ${p}%，收在 ${amount(facts.close)} 點。`, `下週市場焦點是${event}，分析師認為結果將左右市場對利率與企業獲利的預期。`, random.pick(OUTLOOKS)],
  };
}

/** When a topic story is published on a trading day: before the open (futures) or during the session. */
export type MarketHour = 'preMarket' | 'intraday';

/** A 總經／盤勢 story, published on a trading day at `hour`, about the session of that day. */
export type MarketTopic = (subject: Subject, facts: SessionFacts, random: Random, hour: MarketHour) => Story;

/**
 * The index's move when the story is written: futures before the open, the session so far during
 * it; both lean the way the session ends (a story never contradicts the recap).
 */
function moveAt(subject: Subject, facts: SessionFacts, random: Random, hour: MarketHour) {
  const share = hour === 'preMarket' ? random.between(0.15, 0.7) : random.between(0.4, 1.1);
  let percent = facts.changePercent * share + random.normal() * 0.05;
  if (Math.abs(percent) < 0.03) percent = facts.changePercent >= 0 ? 0.03 : -0.03;
  const where = hour === 'preMarket' ? '期貨' : '盤中';
  return { percent, down: percent < 0, text: `${subject.name}${where}${percent < 0 ? '跌' : '漲'} ${pct(percent)}%` };
}

/**
 * A market-wide level (the dollar index, the 10-year yield, the odds of a cut) on a day: the same for
 * every index, drifting slowly between `low` and `high` (two slow waves and a little daily noise),
 * so that stories a few days apart quote levels a few ticks apart, never a jump across the range.
 */
function marketLevel(name: string, day: number, low: number, high: number): number {
  const phases = createRandom(`macro:${name}`);
  const [a, b] = [phases.between(0, 2 * Math.PI), phases.between(0, 2 * Math.PI)];
  const wave = 0.6 * Math.sin((2 * Math.PI * day) / 97 + a) + 0.3 * Math.sin((2 * Math.PI * day) / 23 + b);
  const noise = createRandom(`macro:${name}:${day}`).between(-0.1, 0.1);
  return low + ((high - low) * (wave + noise + 1)) / 2;
}

/** The level on the story's day and whether it rose since the day before. */
function levelMove(name: string, day: number, low: number, high: number): { level: number; rose: boolean } {
  const level = marketLevel(name, day, low, high);
  return { level, rose: level >= marketLevel(name, day - 1, low, high) };
}

/** Before the open the last close is the previous session's; during it the session is under way. */
const priorLine = (subject: Subject, facts: SessionFacts) => `${subject.name}前一交易日收在 ${amount(facts.previousClose)} 點。`;

const fedSpeech: MarketTopic = (subject, facts, random, hour) => {
  const move = moveAt(subject, facts, random, hour);
  const cut = levelMove('cut-odds', facts.day, 15, 85);
  const hawkish = !cut.rose;
  const odds = cut.level.toFixed(1);
  return {
    title: `聯準會官員${hawkish ? '偏鷹' : '偏鴿'}發言，降息機率${hawkish ? '降' : '升'}至 ${odds}%，${move.text}`,
    summary: `聯準會官員${hawkish ? '表示不急於降息' : '暗示降息時機逐漸成熟'}，利率期貨顯示降息機率${hawkish ? '降' : '升'}至 ${odds}%。`,
    body: [
      `聯準會官員${dateZh(facts.day)}發表談話，${hawkish ? '表示通膨仍高於目標，不急於降息' : '表示通膨降溫的趨勢明確，降息時機逐漸成熟'}。利率期貨顯示，市場預期下次會議降息的機率${hawkish ? '降' : '升'}至 ${odds}%。`,
      `${move.text}，${flavourOf(subject).group}${move.down ? '賣壓較重' : '買盤較為積極'}。${priorLine(subject, facts)}`,
      '市場人士指出，在新的經濟數據公布前，利率預期仍會左右資金流向，盤勢可能持續震盪。',
    ],
  };
};

const treasuryYield: MarketTopic = (subject, facts, random, hour) => {
  const move = moveAt(subject, facts, random, hour);
  const tenYear = levelMove('us10y', facts.day, 3.85, 4.85);
  const rising = tenYear.rose;
  const yieldText = tenYear.level.toFixed(3);
  return {
    title: `十年期美債殖利率${rising ? '升' : '降'}至 ${yieldText}%，${move.text}`,
    summary: `美國十年期公債殖利率${rising ? '升' : '降'}至 ${yieldText}%，${rising ? '市場擔心高利率維持得更久' : '市場對降息的預期升溫'}。`,
    body: [
      `美國十年期公債殖利率${dateZh(facts.day)}${rising ? '升' : '降'}至 ${yieldText}%，${rising ? '市場擔心利率維持高檔的時間比預期更久' : '反映市場對經濟放緩與降息的預期升溫'}。`,
      `${move.text}，${move.down === rising ? (rising ? '高評價的成長股賣壓較重' : '對利率敏感的成長股反彈幅度較大') : '市場對殖利率變化的反應相對平淡'}。${priorLine(subject, facts)}`,
      '債券交易員表示，接下來的通膨與就業數據，將決定殖利率能否延續目前的方向。',
    ],
  };
};

const dollarIndex: MarketTopic = (subject, facts, random, hour) => {
  const move = moveAt(subject, facts, random, hour);
  const dollar = levelMove('dxy', facts.day, 97, 108);
  const strong = dollar.rose;
  const level = dollar.level.toFixed(2);
  return {
    title: `美元指數${strong ? '走強' : '走弱'}至 ${level}，${move.text}`,
    summary: `美元指數${strong ? '走強' : '走弱'}至 ${level}，${strong ? '海外營收比重高的企業獲利換算後恐受影響' : '有利於跨國企業的海外獲利'}。`,
    body: [
      `美元指數${dateZh(facts.day)}${strong ? '走強' : '走弱'}至 ${level}，${strong ? '海外營收比重高的企業獲利換算後恐受影響' : '有利於跨國企業的海外獲利'}。`,
      `${move.text}。${priorLine(subject, facts)}`,
      '外匯分析師指出，美元走勢與利率預期密切相關，短線仍將隨經濟數據起伏。',
    ],
  };
};

const oilPrice: MarketTopic = (subject, facts, random, hour) => {
  const move = moveAt(subject, facts, random, hour);
  const up = random.chance(0.5);
  const change = random.between(0.3, 4.5).toFixed(2);
  return {
    title: `國際油價${up ? '上漲' : '下跌'} ${change}%，${move.text}`,
    summary: `西德州原油期貨${up ? '上漲' : '下跌'} ${change}%，能源股${up ? '走強' : '走弱'}。`,
    body: [
      `西德州中級原油期貨${dateZh(facts.day)}${up ? '上漲' : '下跌'} ${change}%，${up ? '中東情勢與減產消息推升油價' : '需求放緩的疑慮壓低油價'}。`,
      `能源股${up ? '走強' : '走弱'}，${move.text}。${priorLine(subject, facts)}`,
      '分析師表示，油價波動會透過通膨預期影響利率走勢，是大盤不可忽視的變數。',
    ],
  };
};

const joblessClaims: MarketTopic = (subject, facts, random, hour) => {
  const move = moveAt(subject, facts, random, hour);
  const claims = random.between(19, 26).toFixed(1);
  return {
    title: `美國上週初領失業金人數 ${claims} 萬人，${move.text}`,
    summary: `美國勞工部公布上週初領失業救濟金人數為 ${claims} 萬人，${move.down ? '勞動市場仍然緊俏' : '勞動市場逐步降溫'}。`,
    body: [
      `美國勞工部${dateZh(facts.day)}公布，上週初領失業救濟金人數為 ${claims} 萬人，${move.down ? '勞動市場仍然緊俏，降息預期降溫' : '顯示勞動市場逐步降溫，支持降息預期'}。`,
      `${move.text}。${priorLine(subject, facts)}`,
      '經濟學家指出，單週數據波動較大，四週平均值更能反映就業市場的趨勢。',
    ],
  };
};

/** The topics of any trading day; jobless claims only come out on Thursdays. */
export const MARKET_TOPICS: readonly MarketTopic[] = [fedSpeech, treasuryYield, dollarIndex, oilPrice];
export const THURSDAY_TOPIC: MarketTopic = joblessClaims;
