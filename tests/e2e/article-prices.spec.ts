import { expect, test } from './support/worker-tab.ts';
import { readUserMenu } from './auth-support.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './find-support.ts';
import { sandboxUrl } from './stacks.ts';
import { signInAndOpen } from './support/sign-in.ts';

/**
 * Issue 15 §5: the paywall's price when the article detail lacks it (POST /api/Product/Products), and
 * an unlock refused for an insufficient balance: the balance, the price, what to do, and no charge.
 * The sandbox's article 149 is priced only in the catalogue (600 pCoin), above the `member` demo
 * account's 500 (sandbox/content/articles/research.ts).
 */
const ARTICLE = '/article/149';
const PRICE = 600;

/** `1,200 pCoin` → 1200. */
const pCoinOf = (text: string): number => Number(text.replace(/[^\d]/g, ''));

test("the paywall shows the catalogue's price of an article whose detail has none", async ({ page }) => {
  // The reader's view really lacks it: the page cannot have read the price from there.
  const detail = (await (await fetch(`${sandboxUrl()}/article/api/Article/149?fetch=1`)).json()) as { article: { isPaid: boolean; price: number | null } };
  expect(detail.article).toMatchObject({ isPaid: true, price: null });

  await page.goto(ARTICLE);
  await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('paywall-price')).toHaveText(`${PRICE} pCoin`);
  await expect(page.getByTestId('paywall-price-unavailable')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, '[data-testid="paywall"]');
});

test('a member whose balance is below the price is told both numbers and what to do, and is not charged', async ({ page }) => {
  await signInAndOpen(page, '美股小資族', ARTICLE);
  const before = pCoinOf((await readUserMenu(page)).pCoin);
  expect(before).toBeLessThan(PRICE);

  const unlock = page.getByTestId('paywall-unlock');
  await expect(unlock).toHaveAttribute('data-hydrated', 'true');
  await expect(unlock).toHaveText(`以 ${PRICE} pCoin 解鎖`);
  await unlock.click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(`將使用 ${PRICE} pCoin 解鎖這篇文章`);
  await confirm.getByRole('button', { name: '確認' }).click();

  const problem = page.getByTestId('paywall-problem');
  await expect(problem).toBeVisible();
  await expect(problem).toHaveAttribute('role', 'alert');
  await expect(problem).toContainText(`你的 pCoin 餘額 ${before}，這篇文章需要 ${PRICE} pCoin。`);
  await expect(page.getByTestId('paywall-next-step')).toContainText('這次沒有扣點。儲值 pCoin 後即可回來解鎖');
  await expect(page.getByTestId('paywall-next-step').getByRole('link', { name: '瀏覽最新文章' })).toHaveAttribute('href', '/article');
  await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'true');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, '[data-testid="paywall"]');

  // Nothing was charged: the same balance after a reload, and the article is still locked.
  await page.reload();
  await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'true');
  expect(pCoinOf((await readUserMenu(page)).pCoin)).toBe(before);
});

test('an account that can pay (author: 1,200 pCoin, not the author of article 149) unlocks it and is charged its price', async ({ page }) => {
  // Desktop only (not @phone): the sandbox keeps the unlock for the whole run, once per stack.
  await signInAndOpen(page, '華爾街觀察家', ARTICLE);
  const before = pCoinOf((await readUserMenu(page)).pCoin);
  const unlock = page.getByTestId('paywall-unlock');
  await expect(unlock).toHaveAttribute('data-hydrated', 'true');
  await unlock.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '確認' }).click();
  await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'false');
  expect(pCoinOf((await readUserMenu(page)).pCoin)).toBe(before - PRICE);
});
