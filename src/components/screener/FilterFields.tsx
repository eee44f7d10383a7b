import { css } from 'styled-system/css';
import { focusRing, pill, textInput } from '@/components/ui/control-styles';
import type { ScreenerChoiceFilter, ScreenerFilter, ScreenerFlagFilter, ScreenerRangeFilter } from '@/lib/screener/filter-kinds';
import type { FilterValue, Preset, Screen } from '@/lib/screener/types';
import { filterHref } from './screen-links';

/**
 * One filter of the form, as a GET form sends it (the engine reads these names): a range as two
 * inputs `{key}_min` and `{key}_max` with its unit beside them and its common bands as links (one
 * tap sets the band, a second tap on it takes it off); a choice as checkboxes (repeated `{key}`); a
 * flag as three radios, 不限 sending nothing.
 */
export function FilterField({
  filter,
  value,
  options,
  screen,
  preset,
}: {
  filter: ScreenerFilter;
  value: FilterValue | undefined;
  options: readonly { id: string; label: string }[];
  screen: Screen;
  preset: Preset | undefined;
}) {
  switch (filter.kind) {
    case 'range':
      return <RangeField filter={filter} value={value?.kind === 'range' ? value : undefined} screen={screen} preset={preset} />;
    case 'choice':
      return <ChoiceField filter={filter} ids={value?.kind === 'choice' ? value.ids : []} options={options} />;
    case 'flag':
      return <FlagField filter={filter} value={value?.kind === 'flag' ? value.value : undefined} />;
  }
}

/** The unit in an input's name: 「（億美元）」; a figure without one (RSI, Beta) has none. */
const unitNote = (unit: string) => (unit ? `（${unit}）` : '');

/** A bound as the reader typed it: the plain number, no grouping (the input reads it back). */
const boundText = (bound: number | null | undefined) => (bound === null || bound === undefined ? '' : String(bound));

function RangeField({ filter, value, screen, preset }: { filter: ScreenerRangeFilter; value: { min: number | null; max: number | null } | undefined; screen: Screen; preset: Preset | undefined }) {
  const id = `f-${filter.key}`;
  return (
    <fieldset data-filter={filter.key}>
      <legend>{filter.label}</legend>
      <div data-range="">
        <BoundInput filter={filter} id={id} bound="min" value={value?.min} />
        <span aria-hidden="true">–</span>
        <BoundInput filter={filter} id={id} bound="max" value={value?.max} />
        {filter.unit && <span data-unit="">{filter.unit}</span>}
      </div>
      {filter.bands.length > 0 && (
        <ul data-bands="" aria-label={`${filter.label}常用範圍`}>
          {filter.bands.map((band) => {
            const active = value !== undefined && value.min === band.min && value.max === band.max;
            return (
              <li key={band.id}>
                <a
                  href={filterHref(screen, preset, filter.key, active ? null : { kind: 'range', min: band.min, max: band.max })}
                  className={bandClass}
                  aria-current={active ? 'page' : undefined}
                  data-band={band.id}
                >
                  {band.label}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

function ChoiceField({ filter, ids, options }: { filter: ScreenerChoiceFilter; ids: readonly string[]; options: readonly { id: string; label: string }[] }) {
  if (options.length === 0) return null;
  return (
    <fieldset data-filter={filter.key}>
      <legend>{filter.label}</legend>
      {/* Sent with no box ticked: on a preset's page, unticking every box takes the preset's own choice off. */}
      <input type="hidden" name={filter.key} value="" />
      <div data-choices={options.length > 12 ? 'long' : ''}>
        {options.map((option) => (
          <label key={option.id}>
            <input type="checkbox" name={filter.key} value={option.id} defaultChecked={ids.includes(option.id)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FlagField({ filter, value }: { filter: ScreenerFlagFilter; value: boolean | undefined }) {
  const choices: ReadonlyArray<[string, string, boolean]> = [
    ['', '不限', value === undefined],
    ['1', filter.yes, value === true],
    ['0', filter.no, value === false],
  ];
  return (
    <fieldset data-filter={filter.key}>
      <legend>{filter.label}</legend>
      <div data-choices="">
        {choices.map(([sent, label, checked]) => (
          <label key={sent || 'any'}>
            <input type="radio" name={filter.key} value={sent} defaultChecked={checked} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The look of the fields' parts, set once on the box that holds them (they carry no class of their own):
 * a form of some 45 filters repeated the same class names on each of ~600 fieldsets, legends, labels
 * and boxes, a large share of the page's HTML and as much again in its RSC payload. (The inputs and
 * the bands keep their classes: the shared control styles they are built from are read at build time
 * only as a css() call's own arguments.)
 */
export const fieldsClass = css({
  '& fieldset': { display: 'grid', gap: '1.5', m: 0, p: 0, border: 'none', minW: 0 },
  '& legend': { p: 0, mb: '1', fontSize: '14px', fontWeight: 600 },
  '& [data-range]': { display: 'flex', alignItems: 'center', gap: '1.5', minW: 0 },
  '& [data-unit]': { fontSize: '13px', color: 'muted', whiteSpace: 'nowrap' },
  '& [data-bands]': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: '1.5' },
  '& [data-choices]': { display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1' },
  // A long list (the industries) scrolls inside its own box instead of pushing the form down.
  '& [data-choices="long"]': { maxH: '13rem', overflowY: 'auto', p: '2', border: '1px solid token(colors.line)', borderRadius: 'md' },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: '1.5', minH: '32px', fontSize: '14px', cursor: 'pointer' },
  '& label input': { w: '18px', h: '18px', accentColor: 'token(colors.brand)' },
});

const numberInputClass = css(textInput.raw(), focusRing.raw(), { w: '6.5em', minW: 0, flex: '0 1 6.5em', h: '40px', px: '2', fontVariantNumeric: 'tabular-nums' });
const bandClass = css(pill.raw({ tone: 'outline', selectable: true }), focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '32px',
  px: '3',
  fontSize: '13px',
  color: 'ink',
  _hover: { color: 'brand' },
});

/** One end of a range: 最低 or 最高, named `{key}_min` / `{key}_max` as the form sends it. */
function BoundInput({ filter, id, bound, value }: { filter: { key: string; label: string; unit: string }; id: string; bound: 'min' | 'max'; value: number | null | undefined }) {
  const word = bound === 'min' ? '最低' : '最高';
  return (
    <input
      id={`${id}-${bound}`}
      name={`${filter.key}_${bound}`}
      className={numberInputClass}
      inputMode="decimal"
      autoComplete="off"
      placeholder={word}
      aria-label={`${filter.label}${word}${unitNote(filter.unit)}`}
      defaultValue={boundText(value)}
    />
  );
}
