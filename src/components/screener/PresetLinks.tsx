import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { scrollCue } from '@/components/ui/scroll-cue';
import { PRESETS } from '@/lib/screener/presets';
import type { Preset } from '@/lib/screener/types';

const LISTS = [
  { id: 'screener-presets', title: '熱門選股', presets: PRESETS.filter((preset) => !preset.ranking) },
  { id: 'screener-rankings', title: '排行', presets: PRESETS.filter((preset) => preset.ranking) },
] as const;

/**
 * The presets, then the rankings (排行) together, each a chip; the page's own is marked. On a phone
 * each list is one row that scrolls sideways, with the site's scroll cue at its edges.
 */
export function PresetLinks({ current }: { current: Preset | undefined }) {
  return (
    <nav aria-label="選股主題" className={navClass} data-testid="screener-preset-links">
      {LISTS.map((list) => (
        <div key={list.id} className={rowClass}>
          <h2 id={list.id} className={titleClass}>
            {list.title}
          </h2>
          <ul aria-labelledby={list.id} className={listClass}>
            {list.presets.map((preset) => (
              <li key={preset.slug}>
                <a href={`/screener/${preset.slug}`} className={chipClass} aria-current={preset.slug === current?.slug ? 'page' : undefined}>
                  {preset.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

const navClass = css({ display: 'grid', gap: '2', minW: 0 });
const rowClass = css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', gap: '2', minW: 0 });
const titleClass = css({ m: 0, fontSize: '14px', fontWeight: 700, whiteSpace: 'nowrap' });
const listClass = css(scrollCue.raw({ ground: 'canvas' }), {
  listStyle: 'none',
  m: 0,
  p: '1',
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  minW: 0,
  laptop: { flexWrap: 'wrap', overflowX: 'visible' },
});
const chipClass = css(pill.raw({ tone: 'outline', selectable: true }), focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '36px',
  px: '3',
  fontSize: '14px',
  color: 'ink',
  whiteSpace: 'nowrap',
  _hover: { color: 'brand' },
});
