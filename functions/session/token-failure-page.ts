import { escapeHtml } from '@/lib/http/html-escape';

/**
 * When no guest token can be obtained the visitor gets HTTP 500 with
 * 「token取得失敗」. A self-contained page (no app scripts or styles, which would need the same
 * failing services) with a link that retries the page the visitor asked for.
 */
export const TOKEN_FAILURE_TEXT = 'token取得失敗';

/**
 * The same path and query, always site-relative: a request for `//evil.example/` must not turn the
 * retry link into a link to another host.
 */
export function retryHref(url: URL): string {
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`;
}

export function tokenFailureHtml(url: URL): string {
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TOKEN_FAILURE_TEXT}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222;line-height:1.6}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>${TOKEN_FAILURE_TEXT}</h1>
<p>暫時無法連線到會員服務，請稍後再試。</p>
<p><a href="${escapeHtml(retryHref(url))}">重新整理</a></p>
</main>
</body>
</html>
`;
}

export function tokenFailureResponse(url: URL): Response {
  return new Response(tokenFailureHtml(url), { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
