import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS, type PageViewWindow, pageViewEvent, schedulePageView } from './page-view';

/** A window stand-in on vitest's fake timers, with a `load` event the test fires. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Set<() => void>();
  const win: PageViewWindow & { fireLoad(): void } = {
    document: { readyState },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    fireLoad() {
      win.document.readyState = 'complete';
      for (const listener of [...listeners]) listener();
    },
  };
  return win;
}

const data = { title: '文章標題', contentGroup: 'article', author: '陳思穎', tags: ['AI'], stockTags: ['NVDA'] };
const event = () => pageViewEvent({ path: '/article/122', fullPath: '/article/122?x=1' }, data);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('schedulePageView', () => {
  it('pushes exactly one event one second after the load event', () => {
    const win = fakeWindow('interactive');
    schedulePageView(win, event);
    vi.advanceTimersByTime(5000);
    expect(win.dataLayer).toBeUndefined(); // not before the page has finished
    win.fireLoad();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(win.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(win.dataLayer).toEqual([
      { event: 'page_view', path: '/article/122', fullPath: '/article/122?x=1', title: '文章標題', contentGroup: 'article', author: '陳思穎', tags: ['AI'], stockTags: ['NVDA'] },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(win.dataLayer).toHaveLength(1);
  });

  it('starts the second at once when the page had already loaded (a client-side navigation)', () => {
    const win = fakeWindow('complete');
    win.dataLayer = [{ event: 'gtm.js' }];
    schedulePageView(win, event);
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(win.dataLayer).toHaveLength(2); // appended to the existing dataLayer
  });

  it('reports nothing for a page left before its second was up', () => {
    const win = fakeWindow('complete');
    const cancel = schedulePageView(win, event);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(win.dataLayer).toBeUndefined();
    const cancelBeforeLoad = schedulePageView(fakeWindow('loading'), event);
    cancelBeforeLoad();
  });

  it('asks for the event when it fires, so it carries the latest data', () => {
    const win = fakeWindow('complete');
    let title = '舊';
    schedulePageView(win, () => pageViewEvent({ path: '/a', fullPath: '/a' }, { ...data, title }));
    title = '新';
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect((win.dataLayer?.[0] as { title: string }).title).toBe('新');
  });
});

describe('pageViewEvent', () => {
  it('fills what the page did not give with empty values', () => {
    expect(pageViewEvent({ path: '/', fullPath: '/' }, { title: 't', contentGroup: 'home' })).toEqual({
      event: 'page_view', path: '/', fullPath: '/', title: 't', contentGroup: 'home', author: '', tags: [], stockTags: [],
    });
  });
});
