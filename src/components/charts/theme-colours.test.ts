import { describe, expect, it } from 'vitest';
import { PALETTE } from '@/lib/design/palette';
import { LIGHT_FALLBACK } from './theme-colours';

describe('the canvas chart colours', () => {
  it('fall back to the light palette itself (copied so the browser need not download it)', () => {
    for (const [name, value] of Object.entries(LIGHT_FALLBACK)) expect(value, name).toBe(PALETTE[name as keyof typeof LIGHT_FALLBACK]);
  });
});
