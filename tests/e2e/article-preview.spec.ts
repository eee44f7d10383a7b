import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';
import { serverHtml } from '../support/e2e/server-html.ts';
import { signInAndOpen, signInContext } from '../support/e2e/sign-in.ts';

/**
 * The author's preview: the banner (status, visibility, current and shown version),
 * the versions list (20 a page, 「載入更多」 in place, a plain link without JavaScript), a saved version
 * read and compared with the current text; everyone but the owner gets the 404 page; odd versions and
 * ids get a clear answer. Read-only: nothing here deletes or changes an article.
 * Members start signed in through the sign-in fixture (support/sign-in.ts); who gets the page, odd
 * input and the list without JavaScript are the server's answers, read over HTTP with their cookies.
 */
const AUTHOR = '華爾街觀察家';
const MEMBER = '美股小資族';
const DRAFT_190 = '/article/preview?articleId=190&authorId=1';
const DRAFT_191 = '/article/preview?articleId=191&authorId=1';

/** A browser context of its own signed in as `nickname`, for HTTP checks with its cookies. Close it. */
async function memberContext(browser: Browser, nickname: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signInContext(context, nickname);
  return context;
}

const banner = (page: Page) => page.getByTestId('preview-banner');
const versionRows = (page: Page) => page.getByTestId('version-item');
const row = (page: Page, version: number) => page.locator(`[data-testid="version-item"][data-version="${version}"]`);
const versionsOnScreen = async (page: Page) => await versionRows(page).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-version'))));

test.describe('article preview: versions', () => {
  test('the author opens draft 190: the banner, the article and its versions', async ({ page }) => {
    await signInContext(page.context(), AUTHOR);
    const response = await page.goto(DRAFT_190);
    expect(response?.status()).toBe(200);
    await expect(banner(page).getByTestId('preview-status')).toHaveText('草稿');
    await expect(banner(page).getByTestId('preview-visibility')).toHaveText('不公開');
    await expect(banner(page).getByTestId('preview-current-version')).toHaveText(/^版本 2（更新時間 2026\/11\/21 23:30 台北）$/);
    await expect(banner(page).getByTestId('preview-version')).toHaveText('目前版本');
    await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText('（草稿）2027 年美股展望：AI 投資週期的第三年');

    const versions = page.getByTestId('preview-versions');
    await expect(versions.getByRole('heading', { name: '版本紀錄' })).toBeVisible();
    await expect(versions.getByTestId('versions-total')).toHaveText('共 2 個版本，最新的在最前面');
    expect(await versionsOnScreen(page)).toEqual([2, 1]);
    await expect(row(page, 2)).toContainText('目前版本');
    await expect(row(page, 2).getByTestId('version-shown')).toHaveText('閱讀中');
    await expect(row(page, 1)).toContainText('2026/11/19 22:00 台北');
    await expect(row(page, 1)).toContainText('建立草稿');
    await expect(page.getByTestId('list-end')).toHaveText('已經到底了');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'main');
  });

  test('the author reads version 1 of draft 190 from the list and sees what changed since', async ({ page }) => {
    await signInAndOpen(page, AUTHOR, DRAFT_190);
    await row(page, 1).getByRole('link', { name: '閱讀版本 1' }).click();
    await page.waitForURL(/version=1$/);
    await expect(banner(page).getByTestId('preview-version')).toContainText('版本 1，儲存於 2026/11/19 22:00 台北');
    await expect(banner(page).getByTestId('preview-version')).toContainText('備註：建立草稿');
    await expect(banner(page).getByTestId('preview-current-version')).toContainText('版本 2');
    await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText('（草稿）2027 年美股展望');
    await expect(page.getByTestId('article')).toContainText('大綱：AI、降息、財政。');
    await expect(row(page, 1).getByTestId('version-shown')).toHaveText('閱讀中');

    const diff = page.getByTestId('version-diff');
    await expect(diff.getByRole('heading', { name: '版本 1 與目前版本的差異' })).toBeVisible();
    const removed = diff.locator('[data-kind="removed"]');
    const added = diff.locator('[data-kind="added"]');
    await expect(removed).toHaveCount(2);
    await expect(removed.nth(1)).toHaveText(/^－只在版本 1：大綱：AI、降息、財政。$/);
    await expect(removed.nth(1).locator('del')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(added.first()).toContainText('＋只在目前版本（版本 2）：標題：（草稿）2027 年美股展望：AI 投資週期的第三年');
    await expect(added.filter({ hasText: '三大主軸（待補）' })).toHaveCount(1);
    // The banner leads to the comparison.
    await banner(page).getByTestId('preview-diff-link').click();
    await expect(page).toHaveURL(/#version-diff$/);
    await expect(diff.getByRole('heading', { name: '版本 1 與目前版本的差異' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'main');
  });

  test('「載入更多」 appends the older versions of draft 191 in place', async ({ page }) => {
    await signInAndOpen(page, AUTHOR, DRAFT_191);
    await expect(page.getByTestId('versions-total')).toHaveText('共 24 個版本，最新的在最前面');
    await expect(versionRows(page)).toHaveCount(20);
    const more = page.getByTestId('load-more');
    await expect(more).toHaveAttribute('href', /^\/article\/preview\?articleId=191&authorId=1&cursor=[A-Za-z0-9_-]+#versions$/);
    await expect(more).toHaveAttribute('data-enhanced', 'true');
    await more.click();
    await expect(versionRows(page)).toHaveCount(24);
    expect(await versionsOnScreen(page)).toEqual(Array.from({ length: 24 }, (_, index) => 24 - index));
    expect(page.url()).toMatch(/authorId=1$/);
    await expect(page.getByTestId('list-end')).toHaveText('已經到底了');
    // An appended row works like the others.
    await row(page, 1).getByRole('link', { name: '閱讀版本 1' }).click();
    await page.waitForURL(/version=1$/);
    await expect(page.getByTestId('article')).toContainText('輝達與博通都是 AI 基礎建設的核心受惠者。');
    await expect(page.getByTestId('version-diff')).toBeVisible();
  });

  test('without JavaScript, 「載入更多」 is a plain link to the next page of the list', async ({ browser }) => {
    // What a browser without JavaScript gets is the server's HTML: read over HTTP with the author's
    // cookies (React reveals streamed Suspense content with an inline script, so without JavaScript the
    // list is in the HTML but hidden: these checks read the markup, and follow the link by its address).
    const author = await memberContext(browser, AUTHOR);
    try {
      const firstPage = await serverHtml(await author.request.get(DRAFT_191));
      expect(firstPage.byTestId('version-item')).toHaveLength(20);
      const next = firstPage.one('load-more').attr('href');
      expect(next).toMatch(/^\/article\/preview\?articleId=191&authorId=1&cursor=[A-Za-z0-9_-]+#versions$/);
      const nextResponse = await author.request.get(next as string);
      expect(nextResponse.status()).toBe(200);
      const nextPage = await serverHtml(nextResponse);
      expect(nextPage.attrsOf('version-item', 'data-version').map(Number)).toEqual([4, 3, 2, 1]);
      expect(nextPage.byTestId('list-end')).toHaveLength(1);
      expect(nextPage.byTestId('load-more')).toHaveLength(0);
      expect(nextPage.one('versions-first-page').attr('href')).toBe(`${DRAFT_191}#versions`);
      // Still the preview of the current text above the list.
      expect(nextPage.one('preview-version').text).toBe('目前版本');
    } finally {
      await author.close();
    }
  });

  test('the versions list streams into a skeleton of its own height', async ({ page }) => {
    await signInContext(page.context(), AUTHOR);
    // Long enough for the page and its style sheet to arrive before the list on a loaded machine (at
    // 1,500 ms the styled skeleton was never seen with a second npm test running), under the 5 s timeout.
    await setKnobs({ latency: 'article=3500' });
    try {
      await page.goto(DRAFT_190, { waitUntil: 'commit' });
      // The skeleton measured in the frame it is seen, visible and styled (every style sheet loaded):
      // a look and a later measure could miss it (streamed over) or measure it unstyled.
      const seen = await page.waitForFunction(
        () => {
          const styled = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null);
          const skeleton = document.querySelector('[data-testid="versions-skeleton"]');
          if (!styled || !skeleton?.checkVisibility()) return null;
          const { y, height } = skeleton.getBoundingClientRect();
          return height > 0 ? { y, height } : null;
        },
        undefined,
        { timeout: 15_000 },
      );
      const skeletonBox = await seen.jsonValue();
      expect(skeletonBox).not.toBeNull();
      await expect(page.getByTestId('versions')).toBeVisible({ timeout: 15_000 });
      const listBox = await page.getByTestId('versions').boundingBox();
      expect(listBox?.height).toBeCloseTo(skeletonBox?.height ?? 0, 0);
      expect(listBox?.y).toBeCloseTo(skeletonBox?.y ?? 0, 0);
    } finally {
      await setKnobs({});
    }
  });
});

test.describe('article preview: who gets it, and odd input', () => {
  // The server's answers (statuses, the 404 page, notices), read over HTTP: a guest, then with cookies.
  test('a guest and the demo member get the 404 page', async ({ request, browser }) => {
    for (const path of [DRAFT_190, `${DRAFT_190}&version=1`, '/article/preview?articleId=140&authorId=1', '/article/preview?articleId=194&authorId=1']) {
      const response = await request.get(path, { headers: AS_A_READER });
      expect(response.status(), `guest ${path}`).toBe(404);
      expect((await serverHtml(response)).headings, `guest ${path}`).toContain('找不到這個網頁');
    }
    const member = await memberContext(browser, MEMBER);
    try {
      for (const path of [DRAFT_190, `${DRAFT_190}&version=1`, `${DRAFT_191}&cursor=abc`]) {
        const response = await member.request.get(path);
        expect(response.status(), `member ${path}`).toBe(404);
        const html = await serverHtml(response);
        expect(html.byTestId('preview-banner'), `member ${path}`).toHaveLength(0);
        expect(html.headings, `member ${path}`).toContain('找不到這個網頁');
      }
    } finally {
      await member.close();
    }
  });

  test('odd versions and ids get a clear answer, never a 5xx', async ({ browser }) => {
    const author = await memberContext(browser, AUTHOR);
    const open = async (path: string, status: number) => {
      const response = await author.request.get(path);
      expect(response.status(), path).toBe(status);
      return serverHtml(response);
    };
    try {
      // The owner asking for a version the draft does not have: told so on the page, with the list.
      for (const version of ['99', '999999999999999']) {
        const html = await open(`${DRAFT_190}&version=${version}`, 200);
        expect(html.one('preview-missing-version').text).toContain(`找不到版本 ${version}。這篇文章目前是版本 2`);
        expect(html.one('preview-version').text).toBe(`版本 ${version}（找不到這個版本）`);
        expect(html.byTestId('version-item')).toHaveLength(2);
        expect(html.byTestId('article')).toHaveLength(0);
      }
      // Versions and ids that cannot be one, another author's article, a mismatched author: the 404 page.
      for (const query of [
        'articleId=190&authorId=1&version=abc',
        'articleId=190&authorId=1&version=0',
        'articleId=190&authorId=1&version=-1',
        `articleId=190&authorId=1&version=${'9'.repeat(20)}`,
        'articleId=190&authorId=1&version=1&version=2',
        'articleId=abc&authorId=1',
        `articleId=${'9'.repeat(20)}&authorId=1`,
        'articleId=190&authorId=2',
        'articleId=127&authorId=2',
        'articleId=127&authorId=2&version=1',
        'articleId=999999999&authorId=1',
      ]) {
        await open(`/article/preview?${query}`, 404);
      }
      // The owner's deleted article: shown as 已刪除, no public link.
      const deleted = await open('/article/preview?articleId=194&authorId=1', 200);
      expect(deleted.one('preview-status').text).toBe('已刪除');
      expect(deleted.one('preview-banner').text).toContain('這篇文章已刪除');
      expect(deleted.byTestId('preview-public-link')).toHaveLength(0);
      // A tampered list cursor: the newest versions again, with a notice.
      for (const cursor of ['garbage', 'eyJvIjoidmVyc2lvbiJ9', '%22%3E%3Cscript%3E']) {
        const html = await open(`${DRAFT_191}&cursor=${cursor}`, 200);
        expect(html.one('cursor-notice').text, cursor).toContain('分頁連結已失效');
        expect(html.byTestId('version-item', { 'data-version': '24' }), cursor).toHaveLength(1);
      }
    } finally {
      await author.close();
    }
  });
});
