import { describe, expect, it } from 'vitest';
import { COLOUR_RULES, SERIOUS_CAPABLE_RULES, worstImpactOf } from './axe-rules.ts';

describe('the axe rules a run needs', () => {
  it('keeps every rule that can fail an AA run, among them those the site has met', () => {
    for (const rule of ['color-contrast', 'link-in-text-block', 'button-name', 'link-name', 'image-alt', 'label', 'aria-allowed-attr', 'aria-required-children', 'nested-interactive', 'scrollable-region-focusable', 'document-title', 'html-has-lang', 'list', 'listitem', 'td-has-header', 'aria-hidden-focus', 'css-orientation-lock']) {
      expect(SERIOUS_CAPABLE_RULES, rule).toContain(rule);
    }
  });

  it('leaves out the rules that can only be minor or moderate, and those axe does not run by default', () => {
    for (const rule of ['region', 'heading-order', 'landmark-one-main', 'landmark-unique', 'page-has-heading-one', 'empty-heading', 'color-contrast-enhanced', 'target-size']) {
      expect(SERIOUS_CAPABLE_RULES, rule).not.toContain(rule);
    }
    // Most of axe's ~90 default rules can be serious: a wrong reading of the metadata would drop far more.
    expect(SERIOUS_CAPABLE_RULES.length).toBeGreaterThan(60);
  });

  it('a rule is as bad as its worst check, or its own impact', () => {
    const checks = { a: { metadata: { impact: 'minor' } }, b: { metadata: { impact: 'serious' } }, c: {} };
    expect(worstImpactOf({ id: 'x', any: ['a'], all: [], none: [] }, checks)).toBe(1);
    expect(worstImpactOf({ id: 'x', any: ['a'], all: [{ id: 'b' }], none: [] }, checks)).toBe(3);
    expect(worstImpactOf({ id: 'x', impact: 'critical', any: ['c'], all: [], none: [] }, checks)).toBe(4);
    expect(worstImpactOf({ id: 'x', any: [], all: [], none: ['c'] }, checks)).toBe(0);
  });

  it('the colour rules are rules a run keeps', () => {
    for (const rule of COLOUR_RULES) expect(SERIOUS_CAPABLE_RULES).toContain(rule);
  });
});
