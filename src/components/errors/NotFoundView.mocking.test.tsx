import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BACK_HOME_LABEL, NOT_FOUND_HEADING, NOT_FOUND_TEXT, NotFoundView } from './NotFoundView';

// The view names itself a 404 for the page-view report (PageViewDetails reads the route).
vi.mock('waku/router/client', () => ({ useRouter: () => ({ path: '/nope', query: '', hash: '' }) }));

describe('NotFoundView', () => {
  const html = renderToStaticMarkup(<NotFoundView />);

  it('says the page was not found, why, and offers the way home', () => {
    expect(NOT_FOUND_HEADING).toBe('找不到這個網頁');
    expect(BACK_HOME_LABEL).toBe('回到首頁');
    expect(html).toMatch(/<h1 id="not-found-heading"[^>]*>找不到這個網頁<\/h1>/);
    expect(html).toContain(NOT_FOUND_TEXT);
    expect(NOT_FOUND_TEXT).toMatch(/移除/);
    expect(NOT_FOUND_TEXT).toMatch(/暫時無法瀏覽/);
    expect(html).toMatch(/<a href="\/"[^>]*>回到首頁<\/a>/);
  });

  it('needs no inline style (the CSP allows none on elements)', () => {
    expect(html).not.toContain('<style');
  });
});
