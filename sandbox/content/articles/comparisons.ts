import { article, body, cover, DISCLAIMER, h2, MORE, p, table, ul } from '../html.ts';
import type { ArticleSeed } from '../schema.ts';

/**
 * Comparison articles: the wide content authors really write — tables of eight and more columns,
 * a source URL with no place to break, a panorama picture wider than any phone, a preformatted
 * data block. A free one and a paid one (whose teaser holds a wide table too), so the page-width
 * e2e spec sees a guest's teaser and a member's unlocked body.
 */
export const WIDE_FREE_ARTICLE_ID = 147;
export const WIDE_PAID_ARTICLE_ID = 148;

const SOURCE_URL = 'https://investor.example.com/financial-information/quarterly-results/fiscal-2026/q3/earnings-release-supplementary-tables.pdf';
const SOURCE_LINK = `<a href="${SOURCE_URL}">${SOURCE_URL}</a>`;

/** A picture four times as wide as it is high (the sandbox's area chart, drawn as a panorama). */
const panorama = (alt: string, caption: string): string => `<figure><img src="/static/covers/charts/area.svg" alt="${alt}" width="2400" height="600"><figcaption>${caption}</figcaption></figure>`;

/** A block of text kept as typed: one line per stock, as a CSV export reads. */
const pre = (lines: string[]): string => `<pre><code>${lines.join('\n')}</code></pre>`;

export const COMPARISON_ARTICLES: ArticleSeed[] = [
  article({
    id: WIDE_FREE_ARTICLE_ID,
    authorId: 9,
    title: '七大科技股財報總整理：營收、獲利與評價一張表看懂',
    summary: '蘋果、微軟、輝達、Alphabet、亞馬遜、Meta 與特斯拉最新一季的營收、毛利率、營業利益率、EPS 與本益比，整理成一張表，方便投資人橫向比較。',
    categoryTags: ['美股焦點'],
    tags: ['財報比較', '七巨頭'],
    stockTags: ['AAPL', 'MSFT', 'NVDA'],
    cover: cover('earnings', '七大科技股財報比較'),
    publishedAt: '2026-08-18T09:00:00Z',
    totalViews: 5_316,
    body: body(
      p(
        '七大科技股（蘋果、微軟、輝達、Alphabet、亞馬遜、Meta、特斯拉）合計占標普500指數約三成的權重，它們的財報幾乎決定了整個市場的方向。這篇文章把最新一季的關鍵數字整理成一張表，讓你不必在七份財報之間來回翻找。',
      ),
      h2('最新一季關鍵數字'),
      table(
        ['公司', '代號', '營收（億美元）', '營收年增率', '毛利率', '營業利益率', '稀釋 EPS（美元）', '預估本益比', '市值（兆美元）'],
        ['蘋果', 'AAPL', '948.3', '+6.1%', '46.6%', '31.2%', '1.57', '31.4 倍', '3.52'],
        ['微軟', 'MSFT', '764.4', '+15.8%', '69.8%', '45.6%', '3.65', '33.0 倍', '3.78'],
        ['輝達', 'NVDA', '467.4', '+55.6%', '72.4%', '60.8%', '1.05', '38.2 倍', '4.41'],
        ['Alphabet', 'GOOGL', '963.2', '+13.8%', '59.2%', '32.4%', '2.31', '22.7 倍', '2.46'],
        ['亞馬遜', 'AMZN', '1,677.0', '+10.2%', '50.1%', '11.4%', '1.68', '34.5 倍', '2.41'],
        ['Meta', 'META', '475.2', '+21.6%', '82.1%', '40.1%', '7.14', '25.9 倍', '1.91'],
        ['特斯拉', 'TSLA', '224.9', '-2.7%', '17.2%', '4.1%', '0.40', '168.0 倍', '1.05'],
      ),
      p(`表中數字取自各公司公布的財報（本文為示意整理），完整的補充表格可在公司的投資人關係網站下載，例如：${SOURCE_LINK}`),
      h2('三個觀察'),
      ul(
        '輝達的營業利益率超過六成，是七家公司中最高，也高於多數軟體公司。',
        'Meta 的毛利率最高，但資本支出大幅增加，自由現金流的成長將明顯放緩。',
        '特斯拉是唯一營收年減的公司，評價卻最高，股價反映的是自駕與機器人的長期想像。',
      ),
      panorama('七大科技股市值變化的全景走勢圖', '七大科技股合計市值近三年走勢（示意圖）'),
      h2('想自己算一遍？'),
      p('下面是表格的原始資料，可以直接貼進試算表：'),
      pre([
        'symbol,revenue_usd_100m,revenue_yoy_pct,gross_margin_pct,operating_margin_pct,eps_diluted_usd,forward_pe,market_cap_usd_trillion,source_url',
        `AAPL,948.3,6.1,46.6,31.2,1.57,31.4,3.52,${SOURCE_URL}`,
        `NVDA,467.4,55.6,72.4,60.8,1.05,38.2,4.41,${SOURCE_URL}`,
      ]),
      p('比較時別只看單一數字：高成長往往伴隨高評價，高毛利也不代表高自由現金流。把營收成長、獲利能力與評價放在一起看，才能判斷目前的股價是否合理。'),
      DISCLAIMER,
    ),
  }),
  article({
    id: WIDE_PAID_ARTICLE_ID,
    authorId: 2,
    title: '半導體十檔個股估值大比拚：成長、獲利與本益比完整數據',
    summary: '從輝達、博通到設備三雄，十檔半導體個股的營收成長、毛利率、研發費用率、本益比與 PEG 並排比較，找出成長與評價最匹配的標的。',
    categoryTags: ['美股產業'],
    tags: ['半導體', '估值比較'],
    stockTags: ['AMD', 'AVGO', 'MU'],
    cover: cover('industry', '半導體個股估值比較'),
    publishedAt: '2026-08-25T09:00:00Z',
    totalViews: 4_187,
    price: 20,
    body: body(
      p('半導體類股經過兩年大漲，估值已經不便宜，但各公司的成長速度與獲利能力差距很大。本文把十檔主要半導體個股的關鍵數據並排比較，先看下面的摘要表，付費全文再逐一拆解。'),
      table(
        ['公司', '代號', '族群', '營收年增率', '毛利率', '預估本益比', 'PEG', '殖利率'],
        ['輝達', 'NVDA', 'AI 晶片', '+55.6%', '72.4%', '38.2 倍', '0.9', '0.03%'],
        ['博通', 'AVGO', 'ASIC／網通', '+22.0%', '78.0%', '32.1 倍', '1.3', '1.20%'],
        ['超微', 'AMD', 'CPU／GPU', '+31.7%', '54.0%', '35.6 倍', '1.1', '—'],
      ),
      p(`資料來源與完整附表：${SOURCE_LINK}`),
      MORE,
      h2('十檔個股完整數據'),
      table(
        ['公司', '代號', '族群', '營收（億美元）', '營收年增率', '毛利率', '研發費用率', '營業利益率', '預估本益比', 'PEG', '淨現金（億美元）', '殖利率'],
        ['輝達', 'NVDA', 'AI 晶片', '467.4', '+55.6%', '72.4%', '8.9%', '60.8%', '38.2 倍', '0.9', '438', '0.03%'],
        ['博通', 'AVGO', 'ASIC／網通', '159.5', '+22.0%', '78.0%', '19.7%', '37.1%', '32.1 倍', '1.3', '-514', '1.20%'],
        ['超微', 'AMD', 'CPU／GPU', '92.5', '+31.7%', '54.0%', '21.6%', '13.7%', '35.6 倍', '1.1', '41', '—'],
        ['高通', 'QCOM', '手機晶片', '107.0', '+9.6%', '55.4%', '20.1%', '27.3%', '15.2 倍', '1.6', '16', '2.10%'],
        ['德州儀器', 'TXN', '類比', '47.4', '+14.2%', '57.8%', '13.5%', '35.1%', '33.4 倍', '2.6', '-72', '2.90%'],
        ['美光', 'MU', '記憶體', '113.2', '+46.0%', '44.7%', '10.1%', '32.3%', '11.8 倍', '0.4', '-28', '0.40%'],
        ['應用材料', 'AMAT', '設備', '73.0', '+7.7%', '48.7%', '12.8%', '30.6%', '20.3 倍', '1.9', '11', '0.90%'],
        ['科林研發', 'LRCX', '設備', '53.2', '+27.8%', '50.4%', '11.6%', '33.7%', '24.9 倍', '1.4', '26', '0.80%'],
        ['科磊', 'KLAC', '檢測', '32.1', '+13.0%', '61.3%', '11.9%', '41.5%', '26.7 倍', '2.0', '-31', '0.90%'],
        ['艾司摩爾', 'ASML', '微影', '81.9', '+15.4%', '53.7%', '14.3%', '33.0%', '30.8 倍', '1.8', '63', '1.00%'],
      ),
      h2('成長與評價的匹配'),
      p(
        '以 PEG（本益比除以預估獲利成長率）來看，美光與輝達的評價相對成長最便宜；德州儀器的 PEG 最高，反映類比晶片庫存調整尚未結束。設備三雄的 PEG 介於 1.4 到 2.0 之間，市場已經預期先進製程的資本支出會持續增加。',
      ),
      panorama('半導體十檔個股本益比與成長率的全景分布圖', '十檔半導體個股的預估本益比與獲利成長率（示意圖）'),
      h2('投資建議'),
      ul(
        '成長型投資人：輝達與美光的成長與評價最匹配，但要承受較大的波動。',
        '穩健型投資人：博通與高通兼具股利與成長，適合作為核心持股。',
        '等待時機：德州儀器評價偏高，可等待庫存調整結束、毛利率回升後再進場。',
      ),
      DISCLAIMER,
    ),
  }),
];
