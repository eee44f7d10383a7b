import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * 我的持股's forms for real, in Chromium (the phone at 390 px, and the desktop): a member opens it from the
 * drawer or the user menu, creates an
 * account, opens 記一筆 from a stock page, records a buy with the fee and rate left to the server, finds
 * it in the account's transactions, removes it, undoes that, and deletes the account (which asks first).
 * Every step is a plain form post and a page; the refusals, the hostile posts and the paging are the
 * workerd tests' (functions/portfolio-forms.worker.test.ts, portfolio-forms-pages.worker.test.tsx).
 * The two projects sign in different demo members, so their portfolios never meet.
 */
test('a member creates an account, records a buy from a stock page, removes it and undoes, then deletes the account', { tag: '@phone' }, async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await signInContext(page.context(), phone ? '美股小資族' : '站務管理員');
  const name = `複委託 <b>${testInfo.project.name}</b> ${Date.now()}`;

  // 我的持股 from the phone drawer, or from the desktop's user menu.
  await page.goto('/');
  if (phone) {
    await expect(page.getByTestId('search-panel-button')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('drawer-button').click();
    await page.getByTestId('drawer-account').getByRole('link', { name: '我的持股' }).click();
  } else {
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '我的持股' }).click();
  }
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { name: '我的持股', level: 1 })).toBeVisible();
  const newAccount = page.getByTestId('new-account-form');
  if (!(await newAccount.isVisible())) await page.getByTestId('new-account-open').click();
  await newAccount.getByLabel('帳戶名稱').fill(name);
  await page.getByTestId('new-account-submit').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText(`已建立帳戶「${name}」`);
  const account = page.getByTestId('portfolio-account').filter({ hasText: name });
  await expect(account.getByTestId('portfolio-account-open')).toHaveText(name);
  await expectNoSidewaysScroll(page);

  await page.goto('/stock/NVDA');
  // Beside 比較 on the desktop, under the bar on a phone: the one shown.
  await page.getByRole('link', { name: /^記一筆/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/add\?symbol=NVDA$/);
  const form = page.getByTestId('entry-form');
  await form.getByLabel('帳戶', { exact: true }).selectOption({ label: name });
  await expect(form.getByLabel('代號', { exact: true })).toHaveValue('NVDA');
  // Only the chosen kind's fields show (CSS :has, no JavaScript): a buy has no 分割前股數.
  await expect(form.getByLabel('分割前股數', { exact: true })).toBeHidden();
  await form.getByLabel('股數', { exact: true }).fill('3');
  await form.getByLabel('每股價格（US$）').fill('120');
  // The e2e sandbox's market clock starts on a fixed day, so the FX service may have no close near today's date.
  await form.getByLabel('匯率（1 美元兌新台幣）').fill('31.5');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'main');
  await page.getByTestId('entry-submit').click();

  await expect(page).toHaveURL(/\/portfolio\/accounts\/\d+\?answer=entry-added&id=\d+$/);
  await expect(page.getByTestId('portfolio-notice')).toContainText('已記下：');
  const entry = page.getByTestId('portfolio-entry').first();
  await expect(entry).toContainText('買進 NVDA 3 股，每股 US$120.00');
  // The fee by the account's rule: 0.25 % of US$360 is under the US$15 minimum.
  await expect(entry).toContainText('手續費 US$15.00');
  await expectNoSidewaysScroll(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, 'main');
  await page.emulateMedia({ colorScheme: 'light' });

  await entry.getByTestId('portfolio-entry-remove').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText('已刪除：');
  await expect(page.getByTestId('portfolio-entry')).toHaveCount(0);
  await page.getByTestId('portfolio-entry-undo').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText('已復原：');
  await expect(page.getByTestId('portfolio-entry')).toHaveCount(1);

  await page.goto('/portfolio');
  await account.getByTestId('portfolio-account-remove').click();
  await account.getByTestId('portfolio-account-remove-confirm').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText('已刪除帳戶');
  await expect(account).toHaveCount(0);
});
