import { amount, dateZh, pct, riseOrFall, shortDate, type Subject } from './news-facts.ts';
import { closeClause, fullName, rangeSentence, type Story, type StoryWriter, type Topic, volumeSentence } from './news-story.ts';
import { usdZh } from './zh-format.ts';

/**
 * News about one company or fund: the session recap after the close, and topic stories (an
 * analyst's target, institutional holdings, options, an executive on stage, a buyback, a product;
 * fund flows for ETFs). Every headline carries a number or a date of its own (a close, a target,
 * a share), so two stories of one feed never read the same.
 */

const OUTLOOKS = [
  '分析師指出，後續仍須觀察季度財報與產業需求變化，短線股價波動可能加劇。',
  '市場人士建議，投資人宜留意總體經濟數據與利率走向，並做好資金控管。',
  '法人認為，基本面仍是中長期股價的關鍵，單日漲跌不宜過度解讀。',
  '交易員表示，近期消息面較多，盤中震盪恐怕仍會持續一段時間。',
  '部分投資顧問提醒，追價前應先評估自身風險承受度，避免集中押注單一個股。',
] as const;

const groupOf = (subject: Subject): string => (subject.sectorZh ? `${subject.sectorZh}類股` : subject.entry.isEtf ? '同類型ETF' : '同業');

/** After the close: how the session went, with the close in the headline. */
export const companyRecap: StoryWriter = (subject, facts, random) => {
  const name = subject.name;
  const p = pct(facts.changePercent);
  const close = amount(facts.close);
  const group = groupOf(subject);
  let title: string;
  let groupLine: string;
  if (facts.changePercent >= 3) {
    title = random.pick([`${name}大漲 ${p}% 收 ${close} 美元，成交量放大`, `${name}強勢上攻 ${p}% 至 ${close} 美元，買盤湧入`]);
    groupLine = `${group}同步走揚，資金明顯回流相關族群，盤中買單一路追價。`;
  } else if (facts.changePercent > 0.3) {
    title = random.pick([`${name}收高 ${p}% 報 ${close} 美元，${group}走揚`, `${name}上漲 ${p}% 收 ${close} 美元，投資人信心回溫`]);
    groupLine = `${group}多數收紅，市場買盤相對積極。`;
  } else if (facts.changePercent <= -3) {
    title = random.pick([`${name}重挫 ${p}% 至 ${close} 美元，賣壓湧現`, `${name}大跌 ${p}% 收 ${close} 美元，市場情緒轉趨保守`]);
    groupLine = `${group}同步走弱，部分投資人選擇先行獲利了結，賣壓集中在尾盤。`;
  } else if (facts.changePercent < -0.3) {
    title = random.pick([`${name}收低 ${p}% 報 ${close} 美元，${group}疲軟`, `${name}下跌 ${p}% 收 ${close} 美元，短線獲利了結`]);
    groupLine = `${group}表現疲軟，短線資金暫時轉趨觀望。`;
  } else {
    title = p === '0.00' ? `${name}平盤作收，報 ${close} 美元，市場觀望` : `${name}小${facts.change >= 0 ? '漲' : '跌'} ${p}% 收 ${close} 美元，市場觀望氣氛濃厚`;
    groupLine = `${group}漲跌互見，多空雙方都在等待新的消息。`;
  }
  return {
    title,
    summary: `${name}${dateZh(facts.day)}收在 ${close} 美元，${p === '0.00' ? '與前一交易日持平' : `${riseOrFall(facts.change)} ${p}%`}。`,
    body: [
      `${fullName(subject)}${dateZh(facts.day)}（美東時間）${closeClause(facts, '美元')}；${volumeSentence(facts, { market: false })}`,
      rangeSentence(subject, facts, '美元'),
      groupLine,
      random.pick(OUTLOOKS),
    ],
  };
};

const DESKS = ['美系外資', '歐系外資', '日系券商', '大型投行', '獨立研究機構'] as const;

const analystTarget: StoryWriter = (subject, facts, random) => {
  const name = subject.name;
  const raise = random.chance(0.65);
  const target = Math.max(1, Math.round(facts.close * (raise ? random.between(1.08, 1.4) : random.between(0.72, 0.95))));
  const desk = random.pick(DESKS);
  const rating = raise ? random.pick(['買進', '優於大盤', '加碼'] as const) : random.pick(['中立', '持有', '劣於大盤'] as const);
  const gap = pct(((target - facts.close) / facts.close) * 100);
  const verb = raise ? '調升' : '調降';
  return {
    title: `${desk}${verb}${name}目標價至 ${target} 美元，評等「${rating}」`,
    summary: `${desk}將${name}目標價${verb}至 ${target} 美元，較最新收盤價 ${amount(facts.close)} 美元${raise ? '高' : '低'}約 ${gap}%。`,
    body: [
      `${desk}最新研究報告將${fullName(subject)}的目標價${verb}至 ${target} 美元，投資評等為「${rating}」。以${dateZh(facts.day)}收盤價 ${amount(facts.close)} 美元計算，${raise ? `仍有約 ${gap}% 的上檔空間` : `隱含約 ${gap}% 的下檔風險`}。`,
      raise
        ? `報告指出，${name}主要產品的需求優於預期，營業利益率持續改善，未來幾季的獲利預估有上修空間。`
        : `報告認為，${name}短期面臨需求放緩與成本上升的壓力，目前評價已反映大部分利多，建議等待更好的進場點。`,
      `${name}近五個交易日${riseOrFall(facts.fiveDayPercent)} ${pct(facts.fiveDayPercent)}%，市場對這份報告的解讀${raise ? '偏向正面' : '相對保守'}。`,
      '分析師的目標價與評等僅代表其個人看法，投資人仍應自行判斷。',
    ],
  };
};

/** 13F filings are due 45 days after a quarter: the first three weeks of February, May, August and November. */
function isThirteenFSeason(day: number): boolean {
  const date = new Date(day * 86_400_000);
  return date.getUTCMonth() % 3 === 1 && date.getUTCDate() <= 20;
}

const institutionalHoldings: StoryWriter = (subject, facts, random) => {
  const name = subject.name;
  const added = random.chance(0.6);
  const share = random.between(52, 88).toFixed(2);
  const funds = random.int(180, 4200).toLocaleString('en-US');
  return {
    title: `13F 申報：機構上季${added ? '加碼' : '減碼'}${name}，持股比重${added ? '升' : '降'}至 ${share}%`,
    summary: `最新 13F 申報顯示，機構投資人合計持有${name}流通在外股數的 ${share}%，較前一季${added ? '增加' : '減少'}。`,
    body: [
      `依據最新一季的 13F 持股申報，共有 ${funds} 家機構投資人持有${fullName(subject)}，合計持股比重${added ? '升' : '降'}至流通在外股數的 ${share}%。`,
      added ? `其中退休基金與主權基金的加碼幅度最大，顯示長線資金對${name}的前景仍有信心。` : `部分避險基金在上一季調節持股，市場解讀與獲利了結及資金輪動有關。`,
      `${name}${dateZh(facts.day)}收在 ${amount(facts.close)} 美元。13F 申報有 45 天的時間落差，反映的是上一季末的部位，不代表機構目前的動向。`,
    ],
  };
};

const optionsActivity: StoryWriter = (subject, facts, random) => {
  const name = subject.name;
  const calls = random.chance(0.55);
  const contracts = random.between(5, 300).toFixed(1);
  const strike = Math.max(1, Math.round(facts.close * (calls ? random.between(1.03, 1.2) : random.between(0.8, 0.97))));
  return {
    title: `${name}${calls ? '買權' : '賣權'}未平倉量增至 ${contracts} 萬口，隱含波動率升溫`,
    summary: `${name}選擇權交投熱絡，${calls ? '買權' : '賣權'}未平倉量增至 ${contracts} 萬口，履約價 ${strike} 美元的合約最受關注。`,
    body: [
      `${fullName(subject)}選擇權近日交投熱絡，${calls ? '買權' : '賣權'}未平倉量增至 ${contracts} 萬口，其中履約價 ${strike} 美元、一個月後到期的合約成交最為集中。`,
      calls ? `市場人士指出，大量買進價外買權，代表部分交易人押注${name}短線仍有上攻空間。` : `交易員表示，賣權部位增加多半與避險需求有關，投資人在股價波動加大時選擇為持股買保險。`,
      `隱含波動率隨之走高，顯示市場預期${name}近期的股價震盪將會放大。${name}最新收盤價為 ${amount(facts.close)} 美元。`,
    ],
  };
};

const CONFERENCES = ['年度投資人大會', '產業科技論壇', '華爾街投資研討會', '全球消費產業論壇', '法人說明會'] as const;

const executiveOnStage: StoryWriter = (subject, facts, random, publishedDay) => {
  const name = subject.name;
  const conference = random.pick(CONFERENCES);
  const theme = random.pick(['長期成長策略', '資本支出規劃', '新市場布局', '人工智慧應用', '供應鏈調整'] as const);
  return {
    title: `${name}執行長 ${shortDate(publishedDay)} 出席${conference}，聚焦${theme}`,
    summary: `${name}執行長出席${conference}，說明公司在${theme}上的進度與未來目標。`,
    body: [
      `${fullName(subject)}執行長${dateZh(publishedDay)}出席${conference}，向與會法人說明公司在${theme}方面的進度。`,
      `執行長表示，公司會持續投資核心業務，同時審慎控管費用，目標是在維持獲利能力的前提下擴大市占率。`,
      `法人關注管理層對下一季營運的看法。${name}最新收盤價為 ${amount(facts.close)} 美元，近五個交易日${riseOrFall(facts.fiveDayPercent)} ${pct(facts.fiveDayPercent)}%。`,
    ],
  };
};

const buyback: StoryWriter = (subject, facts, random, publishedDay) => {
  const name = subject.name;
  const capB = subject.entry.wellKnown?.capB ?? 8;
  const value = capB * 1e9 * random.between(0.005, 0.04);
  return {
    title: `${name}宣布 ${usdZh(value)}庫藏股計畫，${shortDate(publishedDay)} 董事會通過`,
    summary: `${name}董事會通過 ${usdZh(value)}的庫藏股買回計畫，預計在未來兩年內分批執行。`,
    body: [
      `${fullName(subject)}${dateZh(publishedDay)}宣布，董事會已通過總額 ${usdZh(value)} 的庫藏股買回計畫，預計在未來兩年內視市場狀況分批執行。`,
      `公司表示，買回股票反映管理層對現金流量的信心，也有助於提高每股盈餘。`,
      `市場人士認為，庫藏股可為股價提供一定支撐，但長期走勢仍取決於營運表現。${name}最新收盤價為 ${amount(facts.close)} 美元。`,
    ],
  };
};

const PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  資訊科技: ['資料中心晶片', '雲端軟體服務', '企業網路設備'],
  通訊服務: ['串流影音方案', '廣告平台功能', '行動通訊方案'],
  非必需消費品: ['旗艦車款', '會員訂閱服務', '秋冬新品系列'],
  必需消費品: ['健康飲品系列', '自有品牌商品', '環保包裝產品'],
  醫療保健: ['新一代療法', '醫療器材', '慢性病用藥'],
  金融: ['數位理財平台', '跨境支付服務', '企業融資方案'],
  工業: ['新型節能設備', '自動化系統', '航太零組件'],
  能源: ['低碳燃料', '天然氣開發計畫', '儲能方案'],
  原物料: ['特用化學品', '輕量化材料', '回收再生材料'],
  房地產: ['物流園區', '資料中心園區', '長租公寓'],
  公用事業: ['再生能源電廠', '智慧電網', '儲能電站'],
};

const productLaunch: StoryWriter = (subject, facts, random, publishedDay) => {
  const name = subject.name;
  const product = random.pick(PRODUCTS[subject.sectorZh ?? ''] ?? ['新產品線', '新服務']);
  const months = random.int(1, 4);
  return {
    title: `${name} ${shortDate(publishedDay)} 發表${product}，預計 ${months} 個月內上市`,
    summary: `${name}發表${product}，預計 ${months} 個月內開始出貨，市場關注對營收的貢獻。`,
    body: [
      `${fullName(subject)}${dateZh(publishedDay)}發表${product}，預計在 ${months} 個月內正式上市。`,
      `公司指出，新產品鎖定既有客戶的升級需求，也希望藉此打進新的市場區隔。`,
      `分析師認為，新產品要到下一個會計年度才會明顯貢獻營收，短期股價仍以大盤與產業氣氛為主。${name}最新收盤價為 ${amount(facts.close)} 美元。`,
    ],
  };
};

const fundFlows: StoryWriter = (subject, facts, random) => {
  const name = subject.name;
  const inflow = random.chance(0.55);
  const value = random.between(0.5, 60).toFixed(1);
  return {
    title: `${name}單週資金淨${inflow ? '流入' : '流出'} ${value} 億美元`,
    summary: `統計顯示，${name}過去一週資金淨${inflow ? '流入' : '流出'} ${value} 億美元，${inflow ? '投資人持續布局' : '部分資金獲利了結'}。`,
    body: [
      `根據基金資金流向統計，${fullName(subject)}過去一週資金淨${inflow ? '流入' : '流出'} ${value} 億美元。`,
      inflow ? '市場人士指出，ETF 成為投資人分散風險、參與大盤行情的主要工具，資金持續湧入。' : '分析師表示，近期市場波動加大，部分投資人選擇先行降低持股、保留現金。',
      `${name}${dateZh(facts.day)}收在 ${amount(facts.close)} 美元，${riseOrFall(facts.change)} ${pct(facts.changePercent)}%。`,
    ],
  };
};

const topHoldings: StoryWriter = (subject, facts, random) => {
  const name = subject.name;
  const share = random.between(18, 65).toFixed(2);
  return {
    title: `${name}季度調整成分股，前十大持股比重升至 ${share}%`,
    summary: `${name}完成季度成分股調整，前十大持股合計比重升至 ${share}%。`,
    body: [
      `${fullName(subject)}完成季度成分股調整，前十大持股合計比重升至 ${share}%，集中度較上一季提高。`,
      '基金公司表示，調整依照指數編製規則進行，成分股權重隨市值變化而調整。',
      `投資人應留意，持股集中度提高時，ETF 的表現也會更貼近少數大型成分股。${name}最新收盤價為 ${amount(facts.close)} 美元。`,
    ],
  };
};

/** Topic stories a company may get on any day (not two of the same on one day): analysts often, buybacks seldom. */
export const COMPANY_TOPICS: readonly Topic[] = [
  { write: analystTarget, weight: 5 },
  { write: optionsActivity, weight: 3 },
  { write: executiveOnStage, weight: 0.8 },
  { write: productLaunch, weight: 0.8 },
  { write: institutionalHoldings, weight: 0.6, inSeason: isThirteenFSeason },
  { write: buyback, weight: 0.3 },
];
/** An ETF has no executives or products: its topics are flows, options and (seldom) its holdings. */
export const FUND_TOPICS: readonly Topic[] = [
  { write: fundFlows, weight: 3 },
  { write: optionsActivity, weight: 2 },
  { write: topHoldings, weight: 0.5 },
];

/** The earnings release of one quarter. */
export function earningsStory(subject: Subject, year: number, quarterZh: string, timing: 'beforeOpen' | 'afterClose', reportDay: number): Story {
  const when = timing === 'beforeOpen' ? '盤前' : '盤後';
  return {
    title: `${subject.name}公布 ${year} 年${quarterZh}財報，電話會議重點整理`,
    summary: `${subject.name}於${when}發布財報，詳細數字請見財報與法說會頁面。`,
    body: [
      `${fullName(subject)}${dateZh(reportDay)}${when}公布 ${year} 年${quarterZh}財報，並隨後舉行電話會議說明營運狀況。`,
      '管理層在會中說明本季營收與毛利率的變化，並就下一季的營運展望回答分析師提問。',
      '完整的損益表、資產負債表與現金流量表，以及電話會議的逐字重點，請見本站該股票的財務報表與法說會頁面。',
    ],
  };
}
