import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { finishSignInAtProvider, openUserMenu } from '../support/e2e/auth.ts';
import { articleIdsOn, memberContext, NICKNAMES, showAllRows, signInAs, sitemapIds } from '../support/e2e/authors-corner.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { refreshArticleIndex } from '../support/e2e/article-index.ts';
import { appOrigin } from './stacks.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';
import { serverHtml } from '../support/e2e/server-html.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * The author's corner 我的文章 (decision 028): who gets it (author, writer,
 * admin; not a member or a guest), the list of an author's articles in every status, the preview,
 * deleting an article (then a 404, gone from /article, the author page and the article sitemap), and
 * refusals (someone else's article, a replayed delete, a cross-site call, hostile query strings).
 *
 * Article 150 (author 1) is reserved for the deletion test (sandbox/content/articles/corner.ts): no
 * other spec uses it. The deleting test runs in the desktop project only (not @phone), once per stack.
 * Members start signed in through the sign-in fixture (support/sign-in.ts); what only the server
 * decides (statuses, hostile addresses, the list without JavaScript) is read over HTTP with their cookies.
 */
const DELETED = 150;
const AUTHOR_ONE_DRAFT = 191;
const OTHER_AUTHORS_ARTICLE = { articleId: 122, authorId: 2 } as const;

const rows = (page: Page) => page.getByTestId('mine-row');
const row = (page: Page, articleId: number) => page.locator(`[data-testid="mine-row"][data-article-id="${articleId}"]`);

test.describe('who gets 我的文章', () => {
  test('the author opens it from the user menu and sees their articles in every status', async ({ page }) => {
    await signInAs(page, 'author', '/article');
    await openUserMenu(page);
    await page.getByTestId('user-menu-panel').getByRole('menuitem', { name: '我的文章' }).click();
    await expect(page).toHaveURL(/\/article\/mine$/);
    await expect(page.getByTestId('list-title')).toHaveText('我的文章');
    await expect(page.getByTestId('mine-author-name')).toHaveText('華爾街觀察家的文章');
    await expect(page.getByTestId('mine-authors').locator('a[aria-current="page"]')).toHaveText('華爾街觀察家');
    await expect(rows(page)).toHaveCount(10);
    await showAllRows(page);
    const statuses = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['published', 'draft', 'deleted']));
    // Newest update first: draft 190 (2026/11/21) heads the list.
    await expect(rows(page).first()).toHaveAttribute('data-article-id', '190');
    const draft = row(page, 190);
    await expect(draft.getByTestId('mine-status')).toHaveText('草稿');
    await expect(draft.getByTestId('mine-visibility')).toHaveText('不公開');
    await expect(draft.getByTestId('mine-version')).toHaveText('2');
    await expect(draft.locator('time')).toHaveText('2026/11/21 23:30 台北');
    await expect(draft.getByTestId('mine-public')).toHaveCount(0);
    await expect(draft.getByTestId('mine-preview')).toHaveAttribute('href', '/article/preview?articleId=190&authorId=1');
    const paid = row(page, 125);
    await expect(paid.getByTestId('mine-status')).toHaveText('已發布');
    await expect(paid.getByTestId('mine-price')).toHaveText('50 pCoin');
    await expect(paid.getByTestId('mine-views')).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await expect(paid.getByTestId('mine-public')).toHaveAttribute('href', '/article/125');
    // The seed's deleted article is listed as such, with neither preview nor delete.
    const gone = row(page, 194);
    await expect(gone.getByTestId('mine-status')).toHaveText('已刪除');
    await expect(gone.getByTestId('mine-preview')).toHaveCount(0);
    await expect(gone.getByTestId('delete-article')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the author opens a draft’s preview from the list', async ({ page }) => {
    await signInAs(page, 'author');
    await row(page, 190).getByTestId('mine-preview').click();
    await expect(page).toHaveURL(/\/article\/preview\?articleId=190&authorId=1$/);
    await expect(page.getByTestId('preview-banner')).toContainText('預覽模式');
    await expect(page.getByTestId('preview-status')).toHaveText('草稿');
  });

  test('without JavaScript, 載入更多 is a link to the next page of the same author', async ({ browser }) => {
    // What a browser without JavaScript gets is the server's HTML: read over HTTP with the author's cookies.
    const author = await memberContext(browser, 'author');
    try {
      const firstPage = await serverHtml(await author.request.get('/article/mine?authorId=1'));
      const first = firstPage.attrsOf('mine-row', 'data-article-id');
      expect(first).toHaveLength(10);
      const href = firstPage.one('load-more').attr('href');
      expect(href).toMatch(/^\/article\/mine\?authorId=1&cursor=[A-Za-z0-9_-]+$/);
      const next = await author.request.get(href!);
      expect(next.status()).toBe(200);
      const secondPage = await serverHtml(next);
      const second = secondPage.attrsOf('mine-row', 'data-article-id');
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((id) => first.includes(id))).toEqual([]);
      expect(secondPage.one('first-page').attr('href')).toBe('/article/mine?authorId=1');
    } finally {
      await author.close();
    }
  });

  test('the writer sees their own author 編輯小組 with its drafts, and no other author', async ({ page }) => {
    await signInAs(page, 'writer');
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-panel').getByRole('menuitem', { name: '我的文章' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mine-authors').locator('a')).toHaveText(['編輯小組']);
    await expect(row(page, 195).getByTestId('mine-status')).toHaveText('草稿');
    await expect(row(page, 196).getByTestId('mine-status')).toHaveText('草稿');
    await expect(row(page, 197).getByTestId('mine-status')).toHaveText('已發布');
    // Someone else's author in the address: the writer's own list, with a note, never author 1's drafts.
    await page.goto('/article/mine?authorId=1');
    await expect(page.getByTestId('mine-author-notice')).toBeVisible();
    await expect(page.getByTestId('mine-author-name')).toHaveText('編輯小組的文章');
    await expect(row(page, 190)).toHaveCount(0);
    expect((await page.request.get('/article/preview?articleId=190&authorId=1')).status()).toBe(404);
    expect((await page.request.get('/article/preview?articleId=195&authorId=10')).status()).toBe(200);
  });

  test('the admin reaches every author’s corner', async ({ page }) => {
    await signInAs(page, 'admin');
    const authors = page.getByTestId('mine-authors').locator('a');
    expect(await authors.count()).toBeGreaterThan(5);
    await page.goto('/article/mine?authorId=2');
    await expect(page.getByTestId('mine-author-name')).toHaveText('陳思穎的文章');
    await expect(page.getByTestId('mine-authors').locator('a[aria-current="page"]')).toHaveAttribute('data-author-id', '2');
    expect(await rows(page).count()).toBeGreaterThan(0);
    await page.goto('/article/mine?authorId=1');
    await expect(row(page, 190).getByTestId('mine-status')).toHaveText('草稿');
    expect((await page.request.get('/article/preview?articleId=190&authorId=1')).status()).toBe(200);
  });

  test('a member has no 我的文章, gets an empty state there and a 404 for a preview', async ({ page }) => {
    await signInContext(page.context(), NICKNAMES.member);
    const response = await page.goto('/article/mine');
    expect(response?.status()).toBe(200);
    await openUserMenu(page);
    const panel = page.getByTestId('user-menu-panel');
    await expect(panel.getByRole('menuitem', { name: '已解鎖文章' })).toBeVisible();
    await expect(panel.getByRole('menuitem', { name: '我的文章' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mine-no-authors')).toContainText('你目前沒有可管理的作者');
    await expect(rows(page)).toHaveCount(0);
    expect((await page.request.get('/article/preview?articleId=190&authorId=1')).status()).toBe(404);
  });

  test('a guest is sent to sign in and comes back to 我的文章', async ({ page }) => {
    const first = await page.request.get('/article/mine', { maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(first.status());
    expect(first.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/login\?from=%2Farticle%2Fmine$/);
    await page.goto('/article/mine');
    await finishSignInAtProvider(page, '華爾街觀察家');
    await page.waitForURL(/\/article\/mine$/);
    await expect(page.getByTestId('mine-author-name')).toHaveText('華爾街觀察家的文章');
  });
});

test.describe('hostile addresses', () => {
  test('a malformed or huge authorId or cursor gives the first author’s first page, never a 5xx', async ({ browser }) => {
    // The server's answers (status, notice, list), over HTTP with the author's cookies.
    const author = await memberContext(browser, 'author');
    try {
      for (const query of ['authorId=abc', 'authorId=-1', 'authorId=99999999999999999999', 'authorId=1&authorId=2', 'authorId=%3Cscript%3E', 'authorId=2']) {
        const response = await author.request.get(`/article/mine?${query}`);
        expect(response.status(), query).toBe(200);
        const html = await serverHtml(response);
        expect(html.byTestId('mine-author-notice'), query).toHaveLength(1);
        expect(html.one('mine-author-name').text, query).toBe('華爾街觀察家的文章');
      }
      for (const cursor of ['garbage', 'A'.repeat(5000), `"'><script>alert(1)</script>`, 'eyJvIjoidXBkYXRlZEF0In0']) {
        const response = await author.request.get(`/article/mine?authorId=1&cursor=${encodeURIComponent(cursor)}`);
        expect(response.status(), cursor.slice(0, 20)).toBe(200);
        const html = await serverHtml(response);
        expect(html.byTestId('cursor-notice'), cursor.slice(0, 20)).toHaveLength(1);
        expect(html.byTestId('mine-row')).toHaveLength(10);
      }
    } finally {
      await author.close();
    }
  });
});

test.describe('deleting', () => {
  test('the author deletes a published article: a 404 for readers, gone from /article, the author page and the sitemap', async ({ page, request }) => {
    // One long story (reader pages before and after, two tabs, direct calls): three times the usual budget.
    test.slow();
    // The edge article index lists it (decision 029): its page answers before the article service does.
    await refreshArticleIndex(DELETED);
    // Before: the article is everywhere a reader looks (the server's pages, read over HTTP).
    expect((await request.get(`/article/${DELETED}`, { headers: AS_A_READER })).status()).toBe(200);
    expect(await articleIdsOn(request, '/article')).toContain(DELETED);
    expect(await articleIdsOn(request, '/author/1')).toContain(DELETED);
    expect(await sitemapIds(request)).toContain(DELETED);

    await signInAs(page, 'author');
    const target = row(page, DELETED);
    await expect(target.getByTestId('mine-status')).toHaveText('已發布');
    await expect(target.getByTestId('mine-visibility')).toHaveText('公開');
    // A second tab with the same list, to replay the deletion from later.
    const stale = await page.context().newPage();
    await stale.goto('/article/mine');

    await expect(target.getByTestId('delete-article')).toHaveAttribute('data-hydrated', 'true');
    await target.getByTestId('delete-article').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('盤中筆記：公用事業股逆勢走強，資金轉向防禦');
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(380);
    // The question wraps inside the dialog (a table cell's nowrap must not reach it).
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
    // 取消 changes nothing.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(target).toHaveAttribute('data-status', 'published');

    await target.getByTestId('delete-article').click();
    const deleteCall = page.waitForRequest((req) => req.method() === 'POST' && req.url().includes('/RSC/F/'));
    await dialog.getByRole('button', { name: '確認' }).click();
    const actionUrl = (await deleteCall).url();
    await expect(target).toHaveAttribute('data-status', 'deleted');
    await expect(target.getByTestId('mine-status')).toHaveText('已刪除');
    // A deleted article is public to no one, whatever its visibility field says.
    await expect(target.getByTestId('mine-visibility')).toHaveText('不再公開');
    await expect(target.getByTestId('mine-public')).toHaveCount(0);
    await expect(dialog).toBeHidden();

    // Readers (a guest's browser, no cookies): a 404, and the article is in no list or sitemap.
    const gone = await request.get(`/article/${DELETED}`, { headers: AS_A_READER });
    expect(gone.status()).toBe(404);
    expect((await serverHtml(gone)).headings).toContain('找不到這個網頁');
    expect(await articleIdsOn(request, '/article')).not.toContain(DELETED);
    expect(await articleIdsOn(request, '/author/1')).not.toContain(DELETED);
    expect(await sitemapIds(request)).not.toContain(DELETED);

    // The stale tab deletes it again: a clear answer, and the row catches up.
    await stale.bringToFront();
    const staleRow = row(stale, DELETED);
    await expect(staleRow.getByTestId('delete-article')).toHaveAttribute('data-hydrated', 'true');
    await staleRow.getByTestId('delete-article').click();
    await stale.getByTestId('confirm-dialog').getByRole('button', { name: '確認' }).click();
    await expect(staleRow.getByTestId('delete-note')).toHaveText('這篇文章先前已經刪除了。');
    await expect(staleRow).toHaveAttribute('data-status', 'deleted');
    await stale.close();

    // The same server function, called directly: a replay, someone else's article, another site.
    const call = (args: unknown, origin = appOrigin()) => page.request.post(actionUrl, { headers: { origin, 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(args) });
    const replay = await call([DELETED, 1]);
    expect(replay.status()).toBe(200);
    expect(await replay.text()).toContain('"status":"already-deleted"');
    const foreign = await call([OTHER_AUTHORS_ARTICLE.articleId, OTHER_AUTHORS_ARTICLE.authorId]);
    expect(await foreign.text()).toContain('"status":"forbidden"');
    const crossSite = await call([AUTHOR_ONE_DRAFT, 1], 'https://evil.example');
    expect(crossSite.status()).toBe(403);
    for (const args of [['150', 1], [-1, 1], [1e30, 1], [DELETED]]) {
      const res = await call(args);
      expect(res.status(), JSON.stringify(args)).toBeLessThan(500);
    }
    // Nothing of theirs was lost.
    expect((await page.request.get(`/article/${OTHER_AUTHORS_ARTICLE.articleId}`)).status()).toBe(200);
    await page.goto('/article/mine');
    await expect(row(page, AUTHOR_ONE_DRAFT)).toHaveAttribute('data-status', 'draft');
  });

  test('a refused deletion (403: not their article) opens the API error dialog and loses nothing', async ({ page }) => {
    await signInAs(page, 'author');
    const draft = row(page, AUTHOR_ONE_DRAFT);
    await expect(draft.getByTestId('delete-article')).toHaveAttribute('data-hydrated', 'true');
    // The request leaves the page naming someone else's article (a forged call): the service refuses it.
    await page.route('**/RSC/F/**', (route) => route.continue({ postData: JSON.stringify([OTHER_AUTHORS_ARTICLE.articleId, OTHER_AUTHORS_ARTICLE.authorId]) }));
    await draft.getByTestId('delete-article').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '確認' }).click();
    const apiError = page.getByTestId('global-dialog-api-error');
    await expect(apiError).toBeVisible();
    await expect(apiError).toContainText('發生錯誤，請再試一次。');
    await expect(draft).toHaveAttribute('data-status', 'draft');
    await page.unroute('**/RSC/F/**');
    expect((await page.request.get(`/article/${OTHER_AUTHORS_ARTICLE.articleId}`)).status()).toBe(200);
    await page.goto('/article/mine');
    await expect(row(page, AUTHOR_ONE_DRAFT)).toHaveAttribute('data-status', 'draft');
  });
});
