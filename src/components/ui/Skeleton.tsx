import { css, cva, cx } from 'styled-system/css';

/**
 * A placeholder of the final size, shown while a section streams in, so nothing shifts when it arrives.
 * `label` is read by screen readers (the shimmer itself is decoration).
 */
export function Skeleton({ height, label, className }: { height: number; label: string; className?: string }) {
  return (
    <div className={cx(skeletonClass, className)} style={{ height }} role="status" aria-live="polite" aria-busy="true">
      <span className={srOnly}>{label}</span>
    </div>
  );
}

// The shimmering grey of every placeholder: this block, and the skeleton rows that draw their own bars.
export const shimmer = cva({
  base: {
    bgGradient: 'to-r',
    gradientFrom: 'skeleton',
    gradientVia: 'skeletonShine',
    gradientTo: 'skeleton',
    backgroundSize: '800px 100%',
    animation: 'shimmer 1.4s linear infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

const skeletonClass = css(shimmer.raw(), { w: '100%', borderRadius: 'lg' });

export const srOnly = css({ position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
