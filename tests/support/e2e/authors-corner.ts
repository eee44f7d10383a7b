import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { AS_A_READER } from './reader-request.ts';
import { serverHtml } from './server-html.ts';
import { signInAndOpen, signInContext } from './sign-in.ts';

/** Steps of authors-corner.spec.ts: its demo accounts, signing them in, reading lists and the sitemap. */

export const NICKNAMES = { member: '美股小資族', author: '華爾街觀察家', writer: '編輯小組', admin: '站務管理員' } as const;

/** Signs `account` in (the sign-in fixture) and opens `path` as them. */
export async function signInAs(page: Page, account: keyof typeof NICKNAMES, path = '/article/mine'): Promise<void> {
  await signInAndOpen(page, NICKNAMES[account], path);
}

/** A browser context of its own signed in as `account`, for HTTP checks with its cookies. Close it. */
export async function memberContext(browser: Browser, account: keyof typeof NICKNAMES): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signInContext(context, NICKNAMES[account]);
  return context;
}

/** Every row of the author's list, all pages (載入更多 until the end). */
export async function showAllRows(page: Page): Promise<void> {
  const rows = page.getByTestId('mine-row');
  const more = page.getByTestId('load-more');
  while ((await more.count()) > 0) {
    await expect(more).toHaveAttribute('data-enhanced', 'true');
    const before = await rows.count();
    await more.click();
    await expect(async () => expect(await rows.count()).toBeGreaterThan(before)).toPass();
  }
  await expect(page.getByTestId('list-end')).toBeVisible();
}

/** The articles a list page's server HTML shows to a reader (the lists are server-rendered). */
export async function articleIdsOn(request: APIRequestContext, path: string): Promise<number[]> {
  const res = await request.get(path, { headers: AS_A_READER });
  expect(res.status(), path).toBe(200);
  return (await serverHtml(res)).attrsOf('article-item', 'data-article-id').map(Number);
}

/** The articles the article sitemap lists. */
export async function sitemapIds(request: APIRequestContext): Promise<number[]> {
  const res = await request.get('/article-sitemap.xml');
  expect(res.status()).toBe(200);
  return [...(await res.text()).matchAll(/\/article\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
}
