import { describe, expect, it } from 'vitest';
import { isPhoneWidth, PHONE_MEDIA_QUERY, PHONE_WIDTH_THRESHOLD_PX } from './phone-width';
import { chartTouchMode } from '@/components/charts/chart-touch';

describe('the 600 px phone rule', () => {
  it('is a phone below 600 px, not at 600', () => {
    expect(PHONE_WIDTH_THRESHOLD_PX).toBe(600);
    expect(isPhoneWidth(390)).toBe(true);
    expect(isPhoneWidth(599)).toBe(true);
    expect(isPhoneWidth(600)).toBe(false);
    expect(isPhoneWidth(1440)).toBe(false);
    // The media query says the same for fractional widths (599.5 px is a phone).
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 599.98px)');
  });

  it('gives the chart a snapping crosshair and no axis drag on a phone; vertical swipes always scroll the page', () => {
    expect(chartTouchMode(true)).toEqual({ crosshair: 'magnet', axisDrag: false, verticalSwipeScrollsPage: true });
    expect(chartTouchMode(false)).toEqual({ crosshair: 'free', axisDrag: true, verticalSwipeScrollsPage: true });
  });
});
