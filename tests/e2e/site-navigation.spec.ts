import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * Phone navigation: the black sidebar with every category and sub-category, the search
 * and the account items; focus stays in it, Esc and a tap outside close it, the page behind stays,
 * and navigating closes it. On a desktop: the header marks the current category.
 */

// The drawer is the phone's own navigation: the phone project runs these (@phone); the desktop has no drawer.
test.describe('the black sidebar (phone)', { tag: '@phone' }, () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isPhone(testInfo), 'the drawer is the navigation of phones and tablets');
  });

  const openDrawer = async (page: import('@playwright/test').Page) => {
    const button = page.getByTestId('drawer-button');
    await expect(page.getByTestId('search-panel-button')).toHaveAttribute('data-hydrated', 'true');
    await button.click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return drawer;
  };

  test('reaches 美股盤後 and 關鍵趨勢, marking the current category', async ({ page }) => {
    await page.goto('/');
    let drawer = await openDrawer(page);
    const nav = drawer.getByRole('navigation', { name: '文章分類' });
    for (const name of ['盤勢分析', '即時新聞', '財報快訊', '市場焦點', '研究報告', '美股學院']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const analysis = nav.getByRole('list', { name: '盤勢分析子分類' });
    for (const name of ['盤勢總覽', '美股盤前', '美股盤中', '美股盤後']) await expect(analysis.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('list', { name: '研究報告子分類' }).getByRole('link')).toHaveText(['報告總覽', '個股報告', '關鍵趨勢']);
    await expectNoSeriousA11yViolations(page);

    await analysis.getByRole('link', { name: '美股盤後' }).click();
    await expect(page).toHaveURL(/\/category\/afterhours$/);
    drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: '盤勢分析', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(drawer.getByRole('link', { name: '美股盤後' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('list', { name: '研究報告子分類' }).getByRole('link', { name: '關鍵趨勢' }).click();
    await expect(page).toHaveURL(/\/category\/trend$/);
    await expect(page.getByTestId('drawer')).toBeHidden();
  });

  test('focus stays inside; Esc closes and gives the focus back; a tap outside closes; the page behind does not scroll', async ({ page }) => {
    await page.goto('/article');
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    const drawer = await openDrawer(page);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The wheel reaches the page, and two frames later a page that could scroll would have started to.
    await page.evaluate(() => {
      (window as unknown as { __wheeled: Promise<void> }).__wheeled = new Promise((resolve) =>
        addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => (window as unknown as { __wheeled: Promise<void> }).__wheeled);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('drawer-button')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await openDrawer(page);
    const viewport = page.viewportSize();
    await page.mouse.click((viewport?.width ?? 400) - 10, (viewport?.height ?? 800) / 2);
    await expect(page.getByTestId('drawer')).toBeHidden();
  });

  test('account items: 登入 for a guest; 已解鎖文章, 自選股 and 登出 for a member, and navigating closes it', async ({ page }) => {
    await page.goto('/');
    let drawer = await openDrawer(page);
    await expect(drawer.getByTestId('drawer-login')).toHaveAttribute('href', '/login?from=%2F');
    await page.keyboard.press('Escape');
    await signInContext(page.context(), '美股小資族', '/');
    await page.goto('/');
    await expect(page.getByTestId('header-watchlist')).toBeVisible();
    drawer = await openDrawer(page);
    const account = drawer.getByTestId('drawer-account');
    await expect(account.getByRole('link', { name: '已解鎖文章' })).toBeVisible();
    await expect(account.getByRole('button', { name: '登出' })).toBeVisible();
    await account.getByRole('link', { name: '自選股' }).click();
    await expect(page).toHaveURL(/\/watchlist$/);
    await expect(page.getByTestId('drawer')).toBeHidden();
    await expect(page.getByRole('heading', { name: '自選股', level: 1 })).toBeVisible();
  });
});

test.describe('the header', () => {
  // Phones show the categories in the drawer (tested above); the desktop project runs this.
  test('marks the category being read (desktop menu)', async ({ page }) => {
    await page.goto('/category/premarket');
    const nav = page.getByTestId('category-nav');
    await expect(nav.getByRole('link', { name: '盤勢分析', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(2);
    await page.goto('/category/academy');
    await expect(nav.getByRole('link', { name: '美股學院', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.goto('/');
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('fits the screen on every page type and passes axe', async ({ page }) => {
    for (const path of ['/', '/stock/BRK.B/info', '/article', '/search/nvda', '/category/analysis']) {
      await page.goto(path);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await expectNoSeriousA11yViolations(page, '[data-testid="site-header"]');
  });

  // A member's header once hid categories under the search field and the account area: four at 1,024 px,
  // two at 1,440 (SiteHeader.tsx). Each link must be whole in the menu's slot and be what a pointer finds.
  const expectEveryCategoryUncovered = async (page: import('@playwright/test').Page, label: string) => {
    const links = page.getByTestId('category-nav').locator(':scope > ul > li > a');
    const seen = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const box = anchor.getBoundingClientRect();
        const slot = anchor.closest('nav')!.parentElement!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return `${anchor.textContent}: ${box.left >= slot.left && box.right <= slot.right + 0.5 && !!hit && anchor.contains(hit) ? 'whole' : 'covered or cut'}`;
      }),
    );
    expect(seen, label).toEqual(['盤勢分析', '即時新聞', '財報快訊', '市場焦點', '研究報告', '美股學院'].map((name) => `${name}: whole`));
  };

  test('every category shows whole beside the search and the account area, for a member and a guest', async ({ page }) => {
    await signInContext(page.context(), '華爾街觀察家');
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/stock/NVDA/info');
      await expect(page.getByTestId('header-watchlist')).toBeVisible();
      await expectEveryCategoryUncovered(page, `a member at ${width} px`);
      // Below 1,280 px search is the tablet's button; from there the field.
      await expect(width < 1280 ? page.getByTestId('search-panel-button') : page.getByTestId('header-search')).toBeVisible();
    }
    await page.context().clearCookies();
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/stock/NVDA/info');
      await expect(page.getByTestId('header-account').getByRole('link', { name: '登入' })).toBeVisible();
      await expectEveryCategoryUncovered(page, `a guest at ${width} px`);
    }
  });
});
