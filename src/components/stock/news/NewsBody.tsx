import { css } from 'styled-system/css';

/**
 * A news item's full text: the service's plain-text paragraphs, escaped by React (no markup comes
 * through). Shared by the detail page and the list's inline expansion, so both read the same.
 */
export function NewsBody({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={bodyClass} data-testid="news-body-text">
      {paragraphs.map((paragraph, index) => (
        // The service's order is the text's order; paragraphs have no ids of their own.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** What the reader sees instead of a text that is no longer there, or not there yet. */
export function NewsNote({ text }: { text: string }) {
  return (
    <p className={noteClass} data-testid="news-body-note">
      {text}
    </p>
  );
}

export const NEWS_GONE_TEXT = '這則新聞已經找不到了，可能已被移除。';
export const NEWS_UNAVAILABLE_TEXT = '新聞全文暫時無法載入，請稍後再試。';

const bodyClass = css({ display: 'grid', gap: '3', fontSize: '15px', lineHeight: '1.8', color: 'ink', overflowWrap: 'anywhere', '& p': { m: 0 } });
const noteClass = css({ m: 0, fontSize: '14px', color: 'muted' });
