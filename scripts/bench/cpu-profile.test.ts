import { describe, expect, it } from 'vitest';
import { type Profile, readProfile } from './cpu-profile.ts';

/** A root with an idle node, and `render` calling `chart`: samples of [node, µs since the last sample]. */
function profile(samples: [number, number][]): Profile {
  return {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [2, 3] },
      { id: 2, callFrame: { functionName: '(idle)', url: '' } },
      { id: 3, callFrame: { functionName: 'render', url: 'file:///dist/server/page.js' }, children: [4] },
      { id: 4, callFrame: { functionName: 'chart', url: 'file:///dist/server/chart.js' } },
    ],
    samples: samples.map(([node]) => node),
    timeDeltas: samples.map(([, us]) => us),
  };
}

describe('an isolate CPU time from a sampling profile', () => {
  it('counts busy samples, and the named part apart', () => {
    const reading = readProfile(
      profile([
        [2, 100],
        [3, 100],
        [4, 100],
        [4, 100],
        [2, 100],
      ]),
      { chart: ['chart'] },
    );
    expect(reading.samples).toBe(3);
    expect(reading.totalMs).toBeCloseTo(0.3);
    expect(reading.partsMs.chart).toBeCloseTo(0.2);
    expect(reading.top.inclusive.find(({ name }) => name === 'render page.js')?.ms).toBeCloseTo(0.3);
  });

  it('charges a sample after a gap (the thread in another isolate, or waiting for a core) no more than the median gap', () => {
    const reading = readProfile(
      profile([
        [2, 100],
        [3, 100],
        [2, 100],
        // The sampler could not sample for half a second; the sample after it finds `chart`.
        [4, 500_000],
        [3, 120],
      ]),
      { chart: ['chart'] },
    );
    expect(reading.rawMs).toBeCloseTo(500.22);
    expect(reading.totalMs).toBeCloseTo(0.3);
    expect(reading.partsMs.chart).toBeCloseTo(0.1);
  });
});
