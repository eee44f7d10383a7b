import { expect, test } from 'vitest';
import { attachmentDisposition } from './content-disposition';

test('an ASCII filename for every client and the UTF-8 one for browsers', () => {
  expect(attachmentDisposition('screener-2026-11-20.csv', '選股-高股息-2026-11-20.csv')).toBe(
    `attachment; filename="screener-2026-11-20.csv"; filename*=UTF-8''%E9%81%B8%E8%82%A1-%E9%AB%98%E8%82%A1%E6%81%AF-2026-11-20.csv`,
  );
});

test('nothing in a name can break out of the header', () => {
  expect(attachmentDisposition('a"b\\c\r\nd.csv', "x'(y)*.csv")).toBe(`attachment; filename="a_b_c__d.csv"; filename*=UTF-8''x%27%28y%29%2A.csv`);
});
