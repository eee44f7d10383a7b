import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSectionData } from './section-data';

describe('loadSectionData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over what the load resolves to, logging nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadSectionData(async () => ({ items: [1] }), '[test]')).resolves.toEqual({ items: [1] });
    expect(error).not.toHaveBeenCalled();
  });

  it('turns a failure, thrown or rejected, into null after logging it under the section tag', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outage = new Error('upstream down');
    await expect(loadSectionData(() => Promise.reject(outage), '[fund] holdings', 'SPY')).resolves.toBeNull();
    await expect(
      loadSectionData(() => {
        throw outage;
      }, '[fund] sectors'),
    ).resolves.toBeNull();
    expect(error.mock.calls).toEqual([
      ['[fund] holdings', 'SPY', outage],
      ['[fund] sectors', outage],
    ]);
  });
});
