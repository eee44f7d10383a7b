import { createRequire } from 'node:module';

/**
 * Which axe-core rules a check needs, read from axe-core's own metadata (the version installed), not
 * written out by hand.
 *
 * The suite fails on serious and critical violations only (WCAG AA, the brief). A rule reports the highest
 * impact among its failed checks, so a rule none of whose checks can be worse than "moderate" (`region`,
 * `heading-order`, the landmark rules…) can never fail a run: running it only costs time, about a tenth of
 * each run on a stock page. `SERIOUS_CAPABLE_RULES` leaves those out and keeps every other rule axe enables
 * by default.
 */
interface AxeMetadata {
  _audit: {
    rules: { id: string; enabled?: boolean; impact?: string; any: CheckRef[]; all: CheckRef[]; none: CheckRef[] }[];
    checks: Record<string, { metadata?: { impact?: string } }>;
  };
}
type CheckRef = string | { id: string };

const IMPACT_RANK: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
const SERIOUS = IMPACT_RANK.serious!;

/** The worst impact a rule can report: its own, or that of its worst check. */
export function worstImpactOf(rule: AxeMetadata['_audit']['rules'][number], checks: AxeMetadata['_audit']['checks']): number {
  const impacts = [rule.impact, ...[...rule.any, ...rule.all, ...rule.none].map((check) => checks[typeof check === 'string' ? check : check.id]?.metadata?.impact)];
  return Math.max(0, ...impacts.map((impact) => (impact ? (IMPACT_RANK[impact] ?? 0) : 0)));
}

function loadAxeMetadata(): AxeMetadata['_audit'] {
  const audit = (createRequire(import.meta.url)('axe-core') as Partial<AxeMetadata>)._audit;
  // A later axe-core that keeps its metadata elsewhere must fail loudly here, not run fewer rules quietly.
  if (!audit?.rules?.length || !audit.checks) throw new Error('axe-core no longer exposes its rules and checks (_audit): update tests/e2e/support/axe-rules.ts');
  return audit;
}

const audit = loadAxeMetadata();

/** The rules axe runs by default that can report a serious or critical violation. */
export const SERIOUS_CAPABLE_RULES: readonly string[] = audit.rules
  .filter((rule) => rule.enabled !== false && worstImpactOf(rule, audit.checks) >= SERIOUS)
  .map((rule) => rule.id);

/**
 * The rules whose outcome depends on colours: what a theme changes. The dark theme changes only colours
 * (panda.config.test.ts keeps it so), so the dark pass runs these; every other rule
 * gives the same answer in both themes and has run in the light one.
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];
