import { describe, expect, it } from 'vitest';
import { isWellFormedNewsId, newsArticleHref, parseNewsIdSegment } from './news-id';

describe('news ids in URLs', () => {
  it('accepts the service’s ids, encoded or not', () => {
    expect(parseNewsIdSegment('NVDA-20261120-0')).toBe('NVDA-20261120-0');
    expect(parseNewsIdSegment('BRK.B-earnings-2026Q3')).toBe('BRK.B-earnings-2026Q3');
    expect(parseNewsIdSegment('idx-GSPC-20261120-2')).toBe('idx-GSPC-20261120-2');
    expect(parseNewsIdSegment('NVDA%2D20261120%2D0')).toBe('NVDA-20261120-0');
  });

  it('refuses what cannot be one', () => {
    for (const bad of ['', '%3Cscript%3E', '..', '.hidden', 'a b', 'a%2Fb', '%E0%A4%A', 'x'.repeat(65), '輝達', '-leading']) {
      expect(parseNewsIdSegment(bad), bad).toBeNull();
    }
    expect(isWellFormedNewsId(42)).toBe(false);
    expect(isWellFormedNewsId(null)).toBe(false);
  });

  it('links the detail page under the stock’s news tab', () => {
    expect(newsArticleHref('NVDA', 'NVDA-20261120-0')).toBe('/stock/NVDA/news/NVDA-20261120-0');
    expect(newsArticleHref('#GSPC', 'idx-GSPC-20261120-2')).toBe('/stock/.GSPC/news/idx-GSPC-20261120-2');
  });
});
