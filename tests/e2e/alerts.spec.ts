import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';
import { appOrigin } from './stacks.ts';

/**
 * 通知 (price alerts) for real, in Chromium on the phone (390 px) and the desktop (1,440 px): a member sets
 * 「NVDA 高於 X」 from the stock page, sees it 等待中, edits it, pauses it (已停用), re-arms it, deletes it
 * and undoes; then, on the desktop, the hostile inputs and the limit of 50 as a browser sends them. Every
 * step is a plain form post and a page. The firing and the inbox's rows are the workerd tests'
 * (src/components/alerts/alerts-pages.worker.test.tsx): the quote rooms fire them. Each test signs in a
 * demo member of its own, so their lists never meet.
 */
const memberOf = (phone: boolean) => (phone ? '美股小資族' : '站務管理員');

/** NVDA's price as 設定通知 says it (「NVDA 現價 $140.00，…」). */
async function priceOnForm(page: Page): Promise<number> {
  const text = await page.getByTestId('alert-form').innerText();
  const match = /NVDA 現價 \$([\d,.]+)/u.exec(text);
  if (!match?.[1]) throw new Error(`no price on the form: ${text}`);
  return Number(match[1].replaceAll(',', ''));
}
const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A form post as this browser sends it (its cookies, this site's Origin unless told), without following the 303. */
async function post(context: BrowserContext, fields: Record<string, string>, origin = appOrigin()) {
  const res = await context.request.post(`${appOrigin()}/alerts`, { form: fields, headers: { origin }, maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location ?? '' };
}

/** Removes every alert of the signed-in member (a test that counts starts from none). */
async function removeAll(page: Page): Promise<void> {
  await page.goto('/alerts');
  const ids = await page.getByTestId('alert-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-alert-id') ?? ''));
  for (const id of ids) expect((await post(page.context(), { intent: 'remove', id })).location).toMatch(/answer=removed/);
}

test('a member sets 「NVDA 高於 X」 from the stock page, edits, pauses, re-arms, deletes and undoes', { tag: '@phone' }, async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await signInContext(page.context(), memberOf(phone));

  // 設定通知 beside 記一筆 on the stock page (on a phone, in the row under the bar).
  await page.goto('/stock/NVDA/info');
  await page.getByTestId('stock-alert-link').locator('visible=true').click();
  await expect(page).toHaveURL(/\/alerts\/new\?symbol=NVDA$/);
  await expect(page.getByLabel('股票代號', { exact: true })).toHaveValue('NVDA');
  const price = await priceOnForm(page);
  // A threshold of this run's own (cents from the clock), so a run's alert is told from an earlier one's.
  const above = Math.round(price * 105 + (Date.now() % 97)) / 100;
  await page.getByLabel('價格（US$）或漲跌幅（%）').fill(String(above));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'main');
  await page.getByTestId('alert-submit').click();

  await expect(page).toHaveURL(/\/alerts\?answer=created&id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByTestId('alerts-notice')).toHaveText(`已設定「NVDA 高於 ${money(above)}」`);
  const item = page.locator(`[data-testid="alert-item"][data-alert-id="${id}"]`);
  await expect(item.getByTestId('alert-state')).toHaveText('等待中');
  await expect(page.getByTestId('alerts-push')).toContainText('加入主畫面');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'main');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, 'main');
  await page.emulateMedia({ colorScheme: 'light' });

  // 修改: the form filled with the alert; a new price and every session.
  await item.getByTestId('alert-edit').click();
  await expect(page.getByLabel('價格（US$）或漲跌幅（%）')).toHaveValue(String(above));
  const edited = Math.round(above * 100 + 100) / 100;
  await page.getByLabel('價格（US$）或漲跌幅（%）').fill(String(edited));
  await page.getByRole('radio', { name: '每個交易日最多一次' }).check();
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alerts-notice')).toHaveText(`已修改「NVDA 高於 ${money(edited)}」，重新等待中`);
  await expect(item).toContainText('每個交易日最多一次');

  await item.getByTestId('alert-pause').click();
  await expect(item.getByTestId('alert-state')).toHaveText('已停用');
  await item.getByTestId('alert-rearm').click();
  await expect(page.getByTestId('alerts-notice')).toHaveText(`已重新啟用「NVDA 高於 ${money(edited)}」`);
  await expect(item.getByTestId('alert-state')).toHaveText('等待中');

  await item.getByTestId('alert-remove').click();
  await expect(page.getByTestId('alerts-notice')).toContainText(`已刪除「NVDA 高於 ${money(edited)}」。一天內可以復原。`);
  await expect(item).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'main');
  await page.getByTestId('alerts-restore').click();
  await expect(page.getByTestId('alerts-notice')).toHaveText(`已復原「NVDA 高於 ${money(edited)}」`);
  await expect(item.getByTestId('alert-state')).toHaveText('等待中');

  // 通知 in the phone drawer / the desktop's user menu leads back here.
  await page.goto('/');
  if (phone) {
    await expect(page.getByTestId('search-panel-button')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('drawer-button').click();
    await page.getByTestId('drawer-account').getByRole('link', { name: '通知' }).click();
  } else {
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '通知' }).click();
  }
  await expect(page).toHaveURL(/\/alerts$/);
  // Leave the list as it was found: one run's alert never counts against the next run's limit.
  await item.getByTestId('alert-remove').click();
  await expect(item).toHaveCount(0);
});

test('hostile input is refused with a reason, another member’s alert is out of reach, and 50 is the limit', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInContext(page.context(), '華爾街觀察家');
  await removeAll(page);

  // In the form: each refusal comes back with what was typed and the reason beside the field.
  await page.goto('/alerts/new?symbol=NVDA');
  const price = await priceOnForm(page);
  const threshold = page.getByLabel('價格（US$）或漲跌幅（%）');
  const refusals: [string, RegExp][] = [
    ['abc', /請填數字/],
    ['-150', /請填數字/],
    ['NaN', /請填數字/],
    ['Infinity', /請填數字/],
    [String(Math.ceil(price * 11)), /價格須在現價 \$[\d,.]+ 的 10 倍以內/],
  ];
  for (const [typed, reason] of refusals) {
    await threshold.fill(typed);
    await page.getByTestId('alert-submit').click();
    await expect(page).toHaveURL(/\/alerts\/new\?answer=refused&why=check/);
    await expect(threshold).toHaveValue(typed);
    await expect(threshold).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-field="alert-threshold"]')).toHaveText(reason);
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'main');
  await page.getByLabel('股票代號', { exact: true }).fill('ZZZQX');
  await threshold.fill('10');
  await page.getByTestId('alert-submit').click();
  await expect(page.locator('[data-field="alert-symbol"]')).toHaveText('找不到代號「ZZZQX」，請確認是美股代號（例如 NVDA）。');

  // Another member's alert: its id reaches only this member's own store, and changes nothing of theirs.
  const other = await browser.newContext();
  await signInContext(other, '編輯小組');
  const theirs = await post(other, { intent: 'create', symbol: 'NVDA', kind: 'change-up', threshold: '7.5', repeat: 'once' });
  const theirId = new URL(theirs.location, appOrigin()).searchParams.get('id') ?? '';
  expect(theirId).toMatch(/^\d+$/);
  for (const intent of ['pause', 'remove', 'edit'])
    expect((await post(page.context(), { intent, id: theirId, edit: theirId, symbol: 'NVDA', kind: 'above', threshold: '1', repeat: 'once' })).location).toBe('/alerts?answer=not-found');
  const theirPage = await other.newPage();
  await theirPage.goto('/alerts');
  await expect(theirPage.locator(`[data-testid="alert-item"][data-alert-id="${theirId}"]`).getByTestId('alert-state')).toHaveText('等待中');
  expect((await post(other, { intent: 'remove', id: theirId })).location).toMatch(/answer=removed/);
  await other.close();

  // A guest's post goes to sign in; another site's post is refused outright. Neither writes.
  const guest = await browser.newContext();
  expect(await post(guest, { intent: 'create', symbol: 'NVDA', kind: 'above', threshold: '150', repeat: 'once' })).toEqual({ status: 303, location: '/auth/alerts' });
  // A guest's 設定通知 lands on sign-in, which returns to the form for the same stock.
  const guestPage = await guest.newPage();
  await guestPage.goto(`${appOrigin()}/alerts/new?symbol=NVDA`);
  await expect(guestPage).toHaveURL(/\/auth\/alerts\/new\?symbol=NVDA$/);
  await expect(guestPage.getByTestId('auth-landing')).toContainText('這個頁面需要登入');
  await guest.close();
  expect((await post(page.context(), { intent: 'create', symbol: 'NVDA', kind: 'above', threshold: String(price), repeat: 'once' }, 'https://evil.example')).status).toBe(403);
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-item')).toHaveCount(0);

  // 50 alerts, then the 51st is refused with the reason; the list says the limit and offers no 設定通知.
  for (let index = 1; index <= 50; index += 1) {
    expect((await post(page.context(), { intent: 'create', symbol: 'NVDA', kind: 'change-up', threshold: String(index), repeat: 'once' })).location).toMatch(/answer=created/);
  }
  await page.goto('/alerts');
  await expect(page.getByTestId('alert-item')).toHaveCount(50);
  await expect(page.getByTestId('alerts-count')).toHaveText('已達上限 50 個通知：刪除一個才能再設定。');
  await expect(page.getByTestId('alerts-new')).toHaveCount(0);
  await page.goto('/alerts/new?symbol=NVDA');
  await page.getByRole('radio', { name: '今日漲幅達' }).check();
  await threshold.fill('51');
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alert-form-error')).toHaveText('最多 50 個通知：請先在「通知」刪除一個。');
  await removeAll(page);
});
