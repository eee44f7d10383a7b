import { css, cx } from 'styled-system/css';
import type { DiffRow, TextDiff } from '@/lib/articles/text-diff';
import { formatInteger } from '@/lib/format/numbers';
import { EmptyState } from '@/components/ui/EmptyState';
import { Section } from '@/components/ui/Section';
import { srOnly } from '@/components/ui/Skeleton';
import { VERSION_DIFF_ID } from './preview-links';

/**
 * A saved version's text next to the current text, line by line (title first, then each paragraph,
 * heading, list item or table row): 「－」 lines are only in the saved version, 「＋」 lines only in
 * the current one, long unchanged stretches folded into a count. The symbol, a word for screen
 * readers, strike-through and the colour each say it, so it reads in greyscale and aloud. Every
 * line is text from the article service, written as text (React escapes it), never as markup.
 */
export function VersionDiff({ diff, shownVersion, currentVersion }: { diff: TextDiff; shownVersion: number; currentVersion: number }) {
  const onlyShown = `只在版本 ${shownVersion}`;
  const onlyCurrent = `只在目前版本（版本 ${currentVersion}）`;
  return (
    <Section id={VERSION_DIFF_ID} title={`版本 ${shownVersion} 與目前版本的差異`} testId="version-diff">
      {diff.kind === 'tooLarge' ? (
        <EmptyState kind="noResult" text={`兩個版本相差太多，無法逐段比較（版本 ${shownVersion} 有 ${formatInteger(diff.beforeLines)} 段，目前版本有 ${formatInteger(diff.afterLines)} 段）。`} />
      ) : diff.added === 0 && diff.removed === 0 ? (
        <EmptyState kind="noResult" text={`版本 ${shownVersion} 的文字與目前版本相同。`} />
      ) : (
        <>
          <p className={legendClass} data-testid="version-diff-summary">
            <span className={legendItemClass}>
              <span className={removedMarkClass} aria-hidden="true">
                －{' '}
              </span>
              {onlyShown}：{formatInteger(diff.removed)} 段
            </span>
            <span className={legendItemClass}>
              <span className={addedMarkClass} aria-hidden="true">
                ＋{' '}
              </span>
              {onlyCurrent}：{formatInteger(diff.added)} 段
            </span>
          </p>
          <ol className={listClass} data-testid="version-diff-rows">
            {diff.rows.map((row, index) => (
              <DiffLine key={index} row={row} onlyShown={onlyShown} onlyCurrent={onlyCurrent} />
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}

function DiffLine({ row, onlyShown, onlyCurrent }: { row: DiffRow; onlyShown: string; onlyCurrent: string }) {
  if (row.kind === 'skipped') {
    return (
      <li className={skippedClass} data-kind="skipped">
        ⋯ 略過 {formatInteger(row.count)} 段相同內容
      </li>
    );
  }
  if (row.kind === 'same') {
    return (
      <li className={lineClass} data-kind="same">
        <span className={markClass} aria-hidden="true" />
        <span className={textClass}>{row.text}</span>
      </li>
    );
  }
  const removed = row.kind === 'removed';
  return (
    <li className={cx(lineClass, removed ? removedClass : addedClass)} data-kind={row.kind}>
      <span className={cx(markClass, removed ? removedMarkClass : addedMarkClass)} aria-hidden="true">
        {removed ? '－' : '＋'}
      </span>
      <span className={srOnly}>{removed ? `${onlyShown}：` : `${onlyCurrent}：`}</span>
      {removed ? <del className={cx(textClass, struckClass)}>{row.text}</del> : <ins className={cx(textClass, plainClass)}>{row.text}</ins>}
    </li>
  );
}

// Dark text on light tints (13.7:1); the markers' own colours reach 5.2:1 and 5.7:1 on their tints.
const REMOVED_TINT = 'redTint';
const ADDED_TINT = 'greenTint';
const listClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', overflow: 'hidden', border: '1px solid token(colors.line)' });
const lineClass = css({ position: 'relative', display: 'flex', gap: '2', px: '3', py: '1.5', fontSize: '15px', lineHeight: '1.7', minW: 0 });
const removedClass = css({ bg: REMOVED_TINT });
const addedClass = css({ bg: ADDED_TINT });
const markClass = css({ flexShrink: 0, w: '1em', fontWeight: 800, textAlign: 'center' });
const removedMarkClass = css({ color: 'redText', fontWeight: 800 });
const addedMarkClass = css({ color: 'greenText', fontWeight: 800 });
const textClass = css({ flex: 1, minW: 0, overflowWrap: 'anywhere' });
const struckClass = css({ textDecoration: 'line-through' });
const plainClass = css({ textDecoration: 'none' });
const skippedClass = css({ px: '3', py: '1', fontSize: '13px', color: 'muted', bg: 'canvas', textAlign: 'center' });
const legendClass = css({ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: '4', fontSize: '13px', color: 'muted', lineHeight: '1.8' });
const legendItemClass = css({ whiteSpace: 'nowrap' });
