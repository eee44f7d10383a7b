'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { focusRing, pill, textButton } from '@/components/ui/control-styles';
import { searchHref } from '@/lib/articles/search-params';
import { addToHistory, loadHistory, saveHistory } from './history';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled
  }
};

/**
 * 最近搜尋: the keywords kept in localStorage `history`, as links, with a clear button. `record`
 * (the keyword this page searched for) is added first. localStorage exists only in the browser, so
 * the row renders empty on the server and fills in after hydration; its height is fixed, so
 * nothing below it moves. Keywords are rendered as text and put in links encoded (searchHref).
 */
export function SearchHistory({ record }: { record?: string | undefined }) {
  const [history, setHistory] = useState<string[] | null>(null);

  useEffect(() => {
    let list = loadHistory(storage());
    if (record) {
      list = addToHistory(list, record);
      saveHistory(storage(), list);
    }
    // localStorage exists only in the browser and is read after hydration, so the server's HTML
    // (an empty, fixed-height slot) matches the first client render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHistory(list);
  }, [record]);

  function clear() {
    saveHistory(storage(), []);
    setHistory([]);
  }

  return (
    <section aria-labelledby="search-history-heading" className={rowClass} data-testid="search-history">
      <h2 id="search-history-heading" className={labelClass}>
        最近搜尋
      </h2>
      <ul className={listClass}>
        {history?.map((keyword) => (
          <li key={keyword}>
            <a href={searchHref(keyword)} className={chipClass} data-testid="search-history-item">
              {keyword}
            </a>
          </li>
        ))}
        {history?.length === 0 && <li className={emptyClass}>尚無搜尋紀錄</li>}
      </ul>
      {history && history.length > 0 && (
        <button type="button" onClick={clear} className={clearClass} data-testid="search-history-clear">
          清除
        </button>
      )}
    </section>
  );
}

const rowClass = css({ display: 'flex', alignItems: 'center', gap: '2', h: '36px', minW: 0 });
const labelClass = css({ m: 0, fontSize: '13px', fontWeight: 600, color: 'muted', flexShrink: 0 });
const listClass = css({ display: 'flex', gap: '2', listStyle: 'none', m: 0, p: 0, flex: 1, minW: 0, overflowX: 'auto', whiteSpace: 'nowrap', scrollbarWidth: 'none' });
const chipClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'tight' }), {
  display: 'inline-block',
  maxW: '180px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  px: '3',
  py: '0.5',
  fontSize: '13px',
  _hover: { borderColor: 'brand', color: 'brand' },
});
const emptyClass = css({ fontSize: '13px', color: 'muted' });
const clearClass = css(textButton.raw(), focusRing.raw(), { flexShrink: 0, fontSize: '13px', color: 'muted', px: '2', py: '1', _hover: { color: 'riseText' } });
