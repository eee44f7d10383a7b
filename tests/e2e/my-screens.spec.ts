import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * 我的選股 for real, in Chromium on the phone and the desktop: a member reaches it from the phone drawer
 * or the user menu, saves a screen through the save form, sees it in the list, opens it, deletes it and
 * undoes the delete. Every step is a plain form post and a page (no JavaScript needed); the list, the
 * names and the hostile inputs are the workerd tests' (functions/member-screens.worker.test.ts,
 * src/components/screener/mine/my-screens-page.worker.test.tsx). The two projects sign in different
 * demo members, so their lists never meet.
 */
const memberOf = (phone: boolean) => (phone ? '美股小資族' : '站務管理員');
const QUERY = 'yield=5-&freq=monthly';

/** 我的選股 from the phone drawer, or from the desktop's user menu. */
async function openFromMenu(page: Page, phone: boolean): Promise<void> {
  await page.goto('/');
  if (phone) {
    await expect(page.getByTestId('search-panel-button')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('drawer-button').click();
    await page.getByTestId('drawer-account').getByRole('link', { name: '我的選股' }).click();
  } else {
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '我的選股' }).click();
  }
  await expect(page).toHaveURL(/\/screener\/mine$/);
  await expect(page.getByRole('heading', { name: '我的選股', level: 1 })).toBeVisible();
}

test('a member saves a screen, finds it in 我的選股, opens it, deletes it and undoes', { tag: '@phone' }, async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await signInContext(page.context(), memberOf(phone));
  await openFromMenu(page, phone);

  const name = `月配 <b>高股息</b> ${testInfo.project.name}`;
  await page.goto(`/screener?${QUERY}`);
  await page.getByTestId('save-screen-name').fill(name);
  await page.getByTestId('save-screen-submit').click();
  await expect(page).toHaveURL(/\/screener\/mine\?answer=(saved|replaced)&id=\d+$/);
  await expect(page.getByTestId('my-screens-notice')).toContainText(`「${name}」`);
  const item = page.getByTestId('saved-screen').filter({ hasText: name });
  const open = item.getByTestId('saved-screen-open');
  // The name as typed, HTML and all, as text.
  await expect(open).toHaveText(name);
  await expect(open).toHaveAttribute('href', `/screener?${QUERY}`);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'main');
  // The dark theme follows the system: the notice's and the list's colours there too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, 'main');
  await open.click();
  await expect(page).toHaveURL(/\/screener\?/);

  await page.goto('/screener/mine');
  await item.getByTestId('saved-screen-remove').click();
  await expect(page.getByTestId('my-screens-notice')).toContainText(`已刪除「${name}」`);
  await expect(item).toHaveCount(0);
  await page.getByTestId('my-screens-undo').click();
  await expect(page.getByTestId('my-screens-notice')).toContainText(`已復原「${name}」`);
  await expect(item).toHaveCount(1);
});
