import { expect, test } from '../support/e2e/worker-tab.ts';
import { isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * Tickers in articles (decision 043): article 147 names 蘋果、微軟、輝達、Alphabet、亞馬遜、Meta、
 * 特斯拉 in its first paragraph; each first mention links to its stock page with a quote chip streamed in after the
 * text, and 「文中提及的股票」 lists them (stock tags first) with 加入自選. Phone and desktop.
 */
const memberOf = (phone: boolean) => (phone ? '美股小資族' : '站務管理員');

test.describe('tickers in articles', () => {
  test('輝達 links to /stock/NVDA/info with a quote chip, and the list names the stocks, tags first', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/article/147');
    const nvda = page.getByTestId('article-body').getByTestId('ticker-link').filter({ hasText: '輝達' });
    await expect(nvda).toHaveCount(1);
    await expect(nvda).toHaveAttribute('href', '/stock/NVDA/info');
    const chip = nvda.getByTestId('ticker-chip');
    await expect(chip).toHaveText(/^[\d,]+\.\d\d [+−]?[\d,]+\.\d\d%/);
    await expect(chip).toHaveAttribute('data-direction', /^(rise|fall|stable)$/);
    // One accessible name for link and chip: 「輝達 NVDA 股價 123.45 美元，上漲 1.20%」.
    await expect(nvda).toHaveAccessibleName(/^輝達 NVDA 股價 [\d,]+\.\d\d 美元，(上漲|下跌|持平)/);
    // English names too: Alphabet and Meta, the largest class of Alphabet.
    const body = page.getByTestId('article-body');
    await expect(body.getByTestId('ticker-link').filter({ hasText: /^Alphabet/ })).toHaveAttribute('href', '/stock/GOOG/info');
    await expect(body.getByTestId('ticker-link').filter({ hasText: /^Meta/ })).toHaveAttribute('href', '/stock/META/info');
    // Only the first mention of each stock is linked; the table's 輝達 is not.
    await expect(page.getByTestId('ticker-link')).toHaveCount(7);

    const rows = page.getByTestId('mentioned-stocks').getByTestId('mentioned-stock');
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-stock-id')))).toEqual(['AAPL', 'MSFT', 'NVDA', 'GOOG', 'AMZN', 'META', 'TSLA']);
    await expect(rows.first()).toContainText('蘋果');

    await nvda.click();
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
  });

  test('the server HTML has the link with the chip box in place, the quote streamed after it', { tag: '@phone' }, async ({ page }) => {
    const html = await (await page.request.get('/article/147?tickers=html')).text();
    expect(html).toContain('<a href="/stock/NVDA/info" data-testid="ticker-link" data-stock-id="NVDA">輝達<!--$?--><template id="B:');
    const link = html.indexOf('data-stock-id="NVDA">輝達');
    const skeleton = html.indexOf('data-testid="ticker-chip-skeleton"', link);
    const chip = html.indexOf('data-testid="ticker-chip"', link);
    // The skeleton is in the link; the chip comes later in the stream (React moves it in).
    expect(skeleton).toBeGreaterThan(link);
    expect(html.slice(link, skeleton)).not.toContain('</a>');
    expect(chip).toBeGreaterThan(html.indexOf('</article>'));
  });

  test('a member adds a stock from 「文中提及的股票」 in one tap', { tag: '@phone' }, async ({ page }) => {
    await signInContext(page.context(), memberOf(isPhone(test.info())));
    await page.goto('/article/147');
    const toggle = page.getByTestId('mentioned-stocks').locator('[data-stock-id="AMZN"]').getByTestId('watchlist-toggle');
    await expect(toggle).toHaveAttribute('data-hydrated', 'true');
    // Leave the member's list as it was found.
    if ((await toggle.getAttribute('data-in-list')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('data-in-list', 'false');
      await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-in-list', 'true');
    await expect(toggle).toHaveAccessibleName('已加入自選：亞馬遜');
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(toggle).toHaveAttribute('data-in-list', 'true');
    await expect(toggle).toHaveAttribute('data-hydrated', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-in-list', 'false');
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  });
});
