import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * 修改 that moves a transaction to another account, in Chromium (the phone at 390 px, and the desktop):
 * a buy recorded in the wrong account is moved with the form's 帳戶, the account it went to says so,
 * and moving it back while a sale there needs its shares is refused with the reason, nothing moved.
 * Plain form posts; the store's and the pages' cases are the workerd tests'
 * (live/portfolio-moves.worker.test.ts, functions/portfolio-form-moves.worker.test.ts).
 */
async function createAccount(page: Page, name: string): Promise<string> {
  await page.goto('/portfolio');
  const form = page.getByTestId('new-account-form');
  if (!(await form.isVisible())) await page.getByTestId('new-account-open').click();
  await form.getByLabel('帳戶名稱').fill(name);
  await page.getByTestId('new-account-submit').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText(`已建立帳戶「${name}」`);
  const href = await page.getByTestId('portfolio-account').filter({ hasText: name }).getByTestId('portfolio-account-open').getAttribute('href');
  return /\/portfolio\/accounts\/(\d+)$/.exec(href ?? '')?.[1] ?? '';
}

async function record(page: Page, accountId: string, kind: '買進' | '賣出', shares: string) {
  await page.goto(`/portfolio/add?account=${accountId}&symbol=NVDA`);
  const form = page.getByTestId('entry-form');
  await form.getByRole('radio', { name: kind, exact: true }).check();
  await form.getByLabel('股數', { exact: true }).fill(shares);
  await form.getByLabel('每股價格（US$）').fill('120');
  // The e2e sandbox's market clock starts on a fixed day, so the FX service may have no close near today's date.
  await form.getByLabel('匯率（1 美元兌新台幣）').fill('31.5');
  await page.getByTestId('entry-submit').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText('已記下：');
}

test('a member moves a buy to the right account with 修改, and is told why moving it back is refused', { tag: '@phone' }, async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await signInContext(page.context(), phone ? '美股小資族' : '站務管理員');
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const wrong = `放錯的帳戶 ${stamp}`;
  const right = `Firstrade ${stamp}`;
  const wrongId = await createAccount(page, wrong);
  const rightId = await createAccount(page, right);

  await record(page, wrongId, '買進', '3');
  await page.getByTestId('portfolio-entry').first().getByTestId('portfolio-entry-edit').click();
  await expect(page.getByRole('heading', { name: '修改交易', level: 1 })).toBeVisible();
  const form = page.getByTestId('entry-form');
  await expect(form.getByLabel('帳戶', { exact: true })).toHaveValue(wrongId);
  await expect(form).toContainText('改選其他帳戶，這筆交易會移到那個帳戶。');
  await form.getByLabel('帳戶', { exact: true }).selectOption({ label: right });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'main');
  await page.getByTestId('entry-submit').click();

  await expect(page).toHaveURL(new RegExp(`/portfolio/accounts/${rightId}\\?answer=entry-moved&id=\\d+$`));
  await expect(page.getByTestId('portfolio-notice')).toContainText(`已修改並移到「${right}」：`);
  await expect(page.getByTestId('portfolio-entry')).toHaveCount(1);
  await expect(page.getByTestId('holding-row').filter({ hasText: 'NVDA' })).toHaveCount(1);
  await page.goto(`/portfolio/accounts/${wrongId}`);
  await expect(page.getByTestId('portfolio-entry')).toHaveCount(0);

  // A sale in the right account needs the moved shares: moving the buy back is refused, and says why.
  await record(page, rightId, '賣出', '1');
  await page.getByTestId('portfolio-entry').filter({ hasText: '買進' }).getByTestId('portfolio-entry-edit').click();
  await page.getByTestId('entry-form').getByLabel('帳戶', { exact: true }).selectOption({ label: wrong });
  await page.getByTestId('entry-submit').click();
  await expect(page).toHaveURL(/\/portfolio\/add\?answer=refused/);
  await expect(page.getByTestId('entry-form')).toContainText(`移出「${right}」後：`);
  await expect(page.getByTestId('entry-form')).toContainText('賣出 NVDA 1 股，超過當時持有的 0 股');
  await expectNoSidewaysScroll(page);
  await page.goto(`/portfolio/accounts/${rightId}`);
  await expect(page.getByTestId('portfolio-entry')).toHaveCount(2);

  for (const name of [wrong, right]) {
    await page.goto('/portfolio');
    const account = page.getByTestId('portfolio-account').filter({ hasText: name });
    await account.getByTestId('portfolio-account-remove').click();
    await account.getByTestId('portfolio-account-remove-confirm').click();
    await expect(page.getByTestId('portfolio-notice')).toContainText('已刪除帳戶');
  }
});
