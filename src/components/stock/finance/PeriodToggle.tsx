import { Link } from 'waku';
import { css, cva } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import type { FinanceStatement } from '@/lib/stock/tabs';
import { PERIOD_KINDS, type PeriodKind } from '@/lib/upstream/business';
import { PERIOD_LABELS, statementHref } from './period';
import { linkTarget } from './link-target';

/**
 * 季報 / 年報. Plain links (they work without JavaScript); with it, Waku navigates in place and,
 * the change being query-only, keeps the scroll position.
 */
export function PeriodToggle({ id, statement, period }: { id: string; statement: FinanceStatement; period: PeriodKind }) {
  return (
    <nav aria-label="報表期間" className={groupClass} data-testid="period-toggle">
      {PERIOD_KINDS.map((kind) => (
        <Link key={kind} to={linkTarget(statementHref(id, statement, kind))} scroll={false} className={optionRecipe({ active: kind === period })} aria-current={kind === period ? 'page' : undefined}>
          {PERIOD_LABELS[kind]}
        </Link>
      ))}
    </nav>
  );
}

const groupClass = css({ display: 'inline-flex', p: '1', bg: 'surface', border: '1px solid token(colors.line)', borderRadius: 'full' });
const optionRecipe = cva({
  base: {
    px: '4',
    py: '1',
    borderRadius: 'full',
    fontSize: '14px',
    fontWeight: 600,
    color: 'muted',
    // The site's focus ring (control-styles.ts; its classes are that file's).
    ...focusRing.raw(),
  },
  variants: { active: { true: { bg: 'brand', color: 'onBrand' }, false: { _hover: { color: 'ink' } } } },
});
