import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DETAILS_WAIT_MS, PAGE_VIEW_DELAY_MS, type PageViewWindow, pageViewEvent, pushPageView, schedulePageView, whenReady } from './page-view';

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
/** The report a page view makes when its second is up: push the event. */
const reportTo =
  (win: PageViewWindow, make = event) =>
  () =>
    pushPageView(win, make());

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('schedulePageView', () => {
  it('pushes exactly one event one second after the load event', () => {
    const win = fakeWindow('interactive');
    schedulePageView(win, reportTo(win));
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
    schedulePageView(win, reportTo(win));
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(win.dataLayer).toHaveLength(2); // appended to the existing dataLayer
  });

  it('reports nothing for a page left before its second was up', () => {
    const win = fakeWindow('complete');
    const cancel = schedulePageView(win, reportTo(win));
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(win.dataLayer).toBeUndefined();
    const loading = fakeWindow('loading');
    const cancelBeforeLoad = schedulePageView(loading, reportTo(loading));
    cancelBeforeLoad();
  });

  it('asks for the event when it fires, so it carries the latest data', () => {
    const win = fakeWindow('complete');
    let title = '舊';
    schedulePageView(
      win,
      reportTo(win, () => pageViewEvent({ path: '/a', fullPath: '/a' }, { ...data, title })),
    );
    title = '新';
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect((win.dataLayer?.[0] as { title: string }).title).toBe('新');
  });
});

describe('pageViewEvent', () => {
  it('fills what the page did not give with empty values', () => {
    expect(pageViewEvent({ path: '/', fullPath: '/' }, { title: 't', contentGroup: 'home' })).toEqual({
      event: 'page_view',
      path: '/',
      fullPath: '/',
      title: 't',
      contentGroup: 'home',
      author: '',
      tags: [],
      stockTags: [],
    });
  });
});

describe('whenReady', () => {
  const win = { setTimeout: (h: () => void, ms: number) => setTimeout(h, ms) as unknown as number, clearTimeout: (id: number | undefined) => clearTimeout(id) };
  function channel() {
    const listeners = new Set<() => void>();
    return { subscribe: (check: () => void) => (listeners.add(check), () => void listeners.delete(check)), emit: () => listeners.forEach((l) => l()), listeners };
  }

  it('runs at once when ready', () => {
    const done = vi.fn();
    whenReady(win, () => true, channel().subscribe, done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for the details, runs once, and lets go of its listener', () => {
    const done = vi.fn();
    let ready = false;
    const ch = channel();
    whenReady(win, () => ready, ch.subscribe, done);
    ch.emit();
    expect(done).not.toHaveBeenCalled(); // another page's details
    ready = true;
    ch.emit();
    ch.emit();
    vi.advanceTimersByTime(PAGE_DETAILS_WAIT_MS * 2);
    expect(done).toHaveBeenCalledTimes(1);
    expect(ch.listeners.size).toBe(0);
  });

  it('goes without the details after the wait, and not at all when cancelled', () => {
    const done = vi.fn();
    whenReady(win, () => false, channel().subscribe, done);
    vi.advanceTimersByTime(PAGE_DETAILS_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    const ch = channel();
    const cancel = whenReady(win, () => false, ch.subscribe, never);
    cancel();
    ch.emit();
    vi.advanceTimersByTime(PAGE_DETAILS_WAIT_MS * 2);
    expect(never).not.toHaveBeenCalled();
    expect(ch.listeners.size).toBe(0);
  });
});
