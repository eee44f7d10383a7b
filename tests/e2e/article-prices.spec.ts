import { expect, test } from '../support/e2e/worker-tab.ts';
import { readUserMenu } from '../support/e2e/auth.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { appOrigin, sandboxUrl } from './stacks.ts';
import { signInAndOpen } from '../support/e2e/sign-in.ts';

/**
 * The paywall's price when the article detail lacks it (POST /api/Product/Products), and
 * an unlock refused for an insufficient balance: the balance, the price, what to do, and no charge.
 * A balance the page knows to be short is said on the paywall with the shortfall, and the
 * member tops up in the sandbox wallet (PCOIN_TOP_UP_URL) and comes back to unlock.
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

test('a member short of the price sees the balance, the shortfall and a top-up link on the paywall, not an unlock to be refused @phone', async ({ page }) => {
  await signInAndOpen(page, '美股小資族', ARTICLE);
  const before = pCoinOf((await readUserMenu(page)).pCoin);
  expect(before).toBeLessThan(PRICE);

  await expect(page.getByTestId('paywall-balance')).toHaveText(`你的 pCoin 餘額：${before}，還差 ${PRICE - before} pCoin`);
  await expect(page.getByTestId('paywall-unlock')).toHaveCount(0);
  const topUp = page.getByTestId('paywall-top-up');
  await expect(topUp).toHaveText('儲值 pCoin');
  await expect(topUp).toHaveAttribute('href', `${sandboxUrl()}/identity/wallet/top-up?returnUrl=${encodeURIComponent(`${appOrigin()}${ARTICLE}`)}`);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, '[data-testid="paywall"]');
});

test('a member short of the price tops up in the wallet, comes back to the article with the new balance, and unlocks it', async ({ page }) => {
  // Desktop only (not @phone): the sandbox keeps the top-up and the unlock for the whole run. `writer`
  // (300 at start), whom no other spec charges or tops up.
  await signInAndOpen(page, '編輯小組', ARTICLE);
  const before = pCoinOf((await readUserMenu(page)).pCoin);
  expect(before).toBeLessThan(PRICE);
  await expect(page.getByTestId('paywall-balance')).toHaveText(`你的 pCoin 餘額：${before}，還差 ${PRICE - before} pCoin`);

  await page.getByTestId('paywall-top-up').click();
  await expect(page.getByRole('heading', { name: '儲值 pCoin' })).toBeVisible();
  await expect(page.locator('#balance')).toHaveText(`${before} pCoin`);
  const amount = [100, 500, 1000].find((offered) => before + offered >= PRICE) ?? 1000;
  await page
    .getByRole('group', { name: '選擇儲值金額' })
    .getByRole('radio', { name: `${amount.toLocaleString('en-US')} pCoin` })
    .check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '確認儲值' }).click();

  // Back on the article, with the balance the wallet now holds, and the unlock on offer.
  await page.waitForURL(`${appOrigin()}${ARTICLE}`);
  const after = before + amount;
  await expect(page.getByTestId('paywall-balance')).toHaveText(`你的 pCoin 餘額：${after.toLocaleString('en-US')}`);
  expect(pCoinOf((await readUserMenu(page)).pCoin)).toBe(after);
  await expect(page.getByTestId('paywall-top-up')).toHaveCount(0);
  const unlock = page.getByTestId('paywall-unlock');
  await expect(unlock).toHaveAttribute('data-hydrated', 'true');
  await expect(unlock).toHaveText(`以 ${PRICE} pCoin 解鎖`);
  await unlock.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '確認' }).click();
  await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'false');
  expect(pCoinOf((await readUserMenu(page)).pCoin)).toBe(after - PRICE);
});

test.describe('when the page cannot read the balance', () => {
  test.afterEach(() => setKnobs({}));

  test('the member is offered the unlock; a refusal says so, offers the top-up and charges nothing', async ({ page }) => {
    await signInAndOpen(page, '美股小資族', ARTICLE);
    const before = pCoinOf((await readUserMenu(page)).pCoin);
    expect(before).toBeLessThan(PRICE);
    // The profile service is down: no balance on the page, so the article service is the one to say no.
    await setKnobs({ fail: 'profile' });
    await page.reload();
    await expect(page.getByTestId('paywall-balance')).toHaveCount(0);

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
    await expect(problem).toContainText('pCoin 點數不足，無法解鎖這篇文章。');
    const nextStep = page.getByTestId('paywall-next-step');
    await expect(nextStep).toContainText('這次沒有扣點。儲值 pCoin 後即可回來解鎖');
    await expect(nextStep.getByRole('link', { name: '儲值 pCoin' })).toHaveAttribute('href', `${sandboxUrl()}/identity/wallet/top-up?returnUrl=${encodeURIComponent(`${appOrigin()}${ARTICLE}`)}`);
    await expect(nextStep.getByRole('link', { name: '瀏覽最新文章' })).toHaveAttribute('href', '/article');
    await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'true');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, '[data-testid="paywall"]');

    // Nothing was charged: the same balance once the profile service is back, and the article is still locked.
    await setKnobs({});
    await page.reload();
    await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'true');
    expect(pCoinOf((await readUserMenu(page)).pCoin)).toBe(before);
  });
});

test('an account that can pay (author: 1,200 pCoin, not the author of article 149) unlocks it and is charged its price', async ({ page }) => {
  // Desktop only (not @phone): the sandbox keeps the unlock for the whole run, once per stack.
  await signInAndOpen(page, '華爾街觀察家', ARTICLE);
  const before = pCoinOf((await readUserMenu(page)).pCoin);
  await expect(page.getByTestId('paywall-balance')).toHaveText(`你的 pCoin 餘額：${before.toLocaleString('en-US')}`);
  const unlock = page.getByTestId('paywall-unlock');
  await expect(unlock).toHaveAttribute('data-hydrated', 'true');
  await unlock.click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '確認' }).click();
  await expect(page.getByTestId('article')).toHaveAttribute('data-locked', 'false');
  expect(pCoinOf((await readUserMenu(page)).pCoin)).toBe(before - PRICE);
});
