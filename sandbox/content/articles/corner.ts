import { article, body, cover, DISCLAIMER, h2, p, ul } from '../html.ts';
import type { ArticleSeed } from '../schema.ts';

/**
 * Articles for the author's corner 我的文章 (decision 028).
 *
 * - 150 (author 1, published): reserved for the deletion end-to-end test (tests/e2e/authors-corner.spec.ts
 *   deletes it and checks it is gone everywhere). Dated so it sits on the first page of /article. No other
 *   test may rely on it.
 * - 195–197 (author 10, demo member 1003 "writer", 編輯小組): the staff writer's own author, with two
 *   private drafts and one published article, so a writer sees their own drafts in 我的文章.
 */
export const DELETION_TEST_ARTICLE_ID = 150;

export const CORNER_ARTICLES: ArticleSeed[] = [
  article({
    id: DELETION_TEST_ARTICLE_ID,
    authorId: 1,
    title: '盤中筆記：公用事業股逆勢走強，資金轉向防禦',
    summary: '科技股回檔時，公用事業與必需消費品類股逆勢上漲，資金輪動的訊號值得留意。',
    categoryTags: ['美股盤中'],
    tags: ['類股輪動', '公用事業'],
    stockTags: ['NEE', 'DUK'],
    cover: cover('intraday', '公用事業股盤中走強'),
    publishedAt: '2026-11-09T08:00:00Z',
    totalViews: 1_532,
    body: body(
      p('科技股在盤中一度重挫，公用事業類股卻逆勢走強，NextEra Energy（NEE）與杜克能源（DUK）雙雙上漲超過 1%。這種「防禦型類股補漲」的走勢，通常出現在市場對成長股估值感到不安的時候。'),
      h2('資金輪動的三個訊號'),
      ul('公用事業與必需消費品類股同步上漲。', '十年期公債殖利率小幅回落。', '半導體類股成交量放大但收黑。'),
      p('短線來看，資金輪動不代表多頭結束；但若連續數日出現，投資組合可以適度提高防禦型類股的比重。'),
      DISCLAIMER,
    ),
  }),
  article({
    id: 195,
    authorId: 10,
    title: '（草稿）美股新手常見的五個迷思',
    summary: '草稿：整理新手最常問的問題，例如「股價低就是便宜嗎？」。',
    categoryTags: ['美股新手'],
    tags: ['新手', '投資觀念'],
    cover: cover('draft', '草稿封面'),
    publishedAt: '2026-11-17T06:00:00Z',
    updatedAt: '2026-11-20T09:40:00Z',
    totalViews: 0,
    status: 'draft',
    visibility: 'private',
    version: 2,
    history: [{ version: 1, title: '（草稿）新手迷思', body: body(p('股價低不等於便宜。'), p('（待補其他四點）')), updatedAt: '2026-11-17T06:00:00Z', note: '初稿' }],
    body: body(
      p('剛開始投資美股的朋友，常把幾個直覺當成規則。以下整理編輯部最常收到的五個問題。'),
      ul('股價低不等於便宜：要看本益比與成長。', '配息高不等於報酬高：股價可能同步下跌。', '（待補第三到第五點）'),
    ),
  }),
  article({
    id: 196,
    authorId: 10,
    title: '（草稿）ETF 內扣費用怎麼看？',
    summary: '草稿：費用率對長期報酬的影響，附試算表。',
    categoryTags: ['美股入門'],
    tags: ['ETF', '費用率'],
    cover: null,
    publishedAt: '2026-11-12T03:00:00Z',
    totalViews: 0,
    price: 20,
    status: 'draft',
    visibility: 'private',
    body: body(p('費用率 0.03% 與 0.5% 的差距，放在 20 年後會是多少？'), p('（待補試算表）')),
  }),
  article({
    id: 197,
    authorId: 10,
    title: '美股交易時間一次看懂：盤前、盤中與盤後',
    summary: '用台灣時間整理美股的盤前、正規交易與盤後時段，以及夏令與冬令時間的差別。',
    categoryTags: ['美股入門', '美股新手'],
    tags: ['交易時間', '新手'],
    cover: cover('academy', '美股交易時間'),
    publishedAt: '2026-07-02T04:00:00Z',
    totalViews: 4_206,
    body: body(
      p('美股的正規交易時間是紐約時間 09:30 到 16:00，換算成台灣時間，夏令時間是晚上 9:30 到清晨 4:00，冬令時間則晚一小時。'),
      h2('盤前與盤後'),
      ul('盤前：紐約時間 04:00 到 09:30。', '盤後：紐約時間 16:00 到 20:00。', '盤前盤後成交量較小，價格波動可能較大。'),
      p('美國每年三月第二個星期日進入夏令時間，十一月第一個星期日回到冬令時間；換算台灣時間時，記得先確認當天適用哪一個。'),
      DISCLAIMER,
    ),
  }),
];
