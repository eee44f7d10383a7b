import { cva } from 'styled-system/css';

/**
 * The shared looks of the site's small controls, so a component writes only what is its own (a
 * size, a margin) instead of a copy of the whole style. Each is a Panda `cva` recipe: call it for a
 * class name, or merge `recipe.raw(…)` with the component's own style object in one `css(…)` call:
 *
 *   const closeClass = css(iconButton.raw({ on: 'dark', size: 'md' }), focusRing.raw({ on: 'dark' }));
 *   const chipClass = css(pill.raw({ tone: 'outline' }), focusRing.raw(), { px: '3', fontSize: '13px' });
 *
 * css() merges the objects (the later one wins, nested conditions included), so the element gets one
 * atomic class per property; cx() of two classes setting the same property would leave the winner
 * to the stylesheet's order. The style objects passed to css() must stay literal: Panda extracts them
 * at build time. The recipes carry no focus ring: `focusRing` is the one place it is drawn (and
 * `focusRingWithin` for a label that holds its radio).
 */

// One keyboard-focus outline for every control: brand blue on light surfaces, white on dark ones (header, drawer, toasts).
export const focusRing = cva({
  variants: {
    on: { light: { _focusVisible: { outline: '2px solid token(colors.brand)' } }, dark: { _focusVisible: { outline: '2px solid token(colors.onChrome)' } } },
    offset: {
      none: {},
      inset: { _focusVisible: { outlineOffset: '-2px' } },
      zero: { _focusVisible: { outlineOffset: '0' } },
      tight: { _focusVisible: { outlineOffset: '1px' } },
      outset: { _focusVisible: { outlineOffset: '2px' } },
    },
  },
  defaultVariants: { on: 'light', offset: 'none' },
});

// The same outline on a label holding a radio (a theme, a transaction's kind) while the radio inside has keyboard focus.
export const focusRingWithin = cva({
  base: { '&:has(input:focus-visible)': { outline: '2px solid token(colors.brand)' } },
  variants: { offset: { inset: { '&:has(input:focus-visible)': { outlineOffset: '-2px' } }, outset: { '&:has(input:focus-visible)': { outlineOffset: '2px' } } } },
});

// A caret inside a disclosure's button (▾) that turns over while the button is expanded.
export const expandCaret = cva({ base: { transition: 'transform 0.15s', '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' }, _motionReduce: { transition: 'none' } } });

// Icon buttons (☰, 🔍, ✕, remove) on the header, drawer, toasts and tables: no face, icon centred, a tint on hover.
export const iconButton = cva({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, bg: 'transparent', border: 'none', cursor: 'pointer' },
  variants: {
    on: {
      dark: { color: 'onChrome', _hover: { bg: 'rgba(255,255,255,0.12)' } },
      // A quieter icon on a dark surface that lights up on hover (a toast's ✕).
      darkQuiet: { color: 'footerText', _hover: { color: 'onInverse' } },
      light: { color: 'muted', _hover: { bg: 'canvas', color: 'ink' } },
    },
    // The side in px (sm 28, md 36, lg 40, xl 44); none for a button as wide as its content.
    size: { sm: { w: '28px', h: '28px' }, md: { w: '36px', h: '36px' }, lg: { w: '40px', h: '40px' }, xl: { w: '44px', h: '44px' } },
    shape: { square: { borderRadius: 'md' }, round: { borderRadius: 'full' } },
  },
  defaultVariants: { on: 'dark', shape: 'square' },
});

// Buttons that read as words (清除, 取消, 復原, a column's sort): the browser's button face removed.
export const textButton = cva({ base: { bg: 'transparent', border: 'none', cursor: 'pointer' } });

// Rounded-end links and buttons (calls to action, chips, filter pills) share their shape and colour pairs.
export const pill = cva({
  base: { borderRadius: 'full' },
  variants: {
    tone: {
      solid: { bg: 'brand', color: 'onBrand', fontWeight: 600, _hover: { bg: 'brandDark' } },
      outline: { bg: 'surface', border: '1px solid token(colors.line)' },
      // On the brand header: a white outline (the 登入 link).
      onDark: { border: '1px solid rgba(255,255,255,0.8)', color: 'onChrome', fontWeight: 600, _hover: { bg: 'rgba(255,255,255,0.14)' } },
    },
    // Fills the chosen one of a row (aria-current="page") with the brand colour.
    selectable: { true: { '&[aria-current="page"]': { bg: 'brand', borderColor: 'brand', color: 'onBrand' } } },
  },
});

// Mutually exclusive links on a grey track (the search's type and order switches), the current one on white.
export const segmentTrack = cva({ base: { gap: '1', listStyle: 'none', m: 0, p: '1', bg: 'track', borderRadius: 'md' } });
export const segment = cva({
  base: { display: 'block', py: '1', borderRadius: 'sm', color: 'muted', _hover: { color: 'brand' }, '&[aria-current="page"]': { bg: 'surface', fontWeight: 700 } },
  variants: {
    // raised: the current one also turns brand blue and is lifted by a shadow.
    current: { raised: { '&[aria-current="page"]': { color: 'brand', boxShadow: '0 1px 2px rgba(15,30,60,0.12)' } }, plain: { '&[aria-current="page"]': { color: 'ink' } } },
  },
  defaultVariants: { current: 'plain' },
});

// Tabs marked by a 3 px underline (a category's main menu, the stock page's tabs).
export const underlineTab = cva({
  base: { display: 'block', px: '3', fontSize: '15px', color: 'muted', borderBottom: '3px solid transparent', '&[aria-current="page"]': { color: 'brand', borderBottomColor: 'brand' } },
});

// An on/off switch's track inside its button (role="switch"): the knob is its ::after, slid right while the button is
// aria-checked. Off is muted (5.9:1 on the surface), so the state shows at 3:1 or more (WCAG 1.4.11).
export const switchTrack = cva({
  base: {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    w: '44px',
    h: '24px',
    borderRadius: 'full',
    bg: 'muted',
    transition: 'background 0.15s',
    _after: { content: '""', position: 'absolute', top: '3px', left: '3px', w: '18px', h: '18px', borderRadius: 'full', bg: 'surface', transition: 'transform 0.15s' },
    '[aria-checked=true] > &': { bg: 'brand', _after: { transform: 'translateX(20px)' } },
    _motionReduce: { transition: 'none', _after: { transition: 'none' } },
  },
});

// Text fields: 16 px type (iOS zooms into a smaller one), white on a hairline border.
export const textInput = cva({ base: { fontSize: '16px', color: 'ink', bg: 'surface', border: '1px solid token(colors.line)', borderRadius: 'md' } });

// Labels beside a title or name (付費文章, 官方帳號): one colour pair per meaning, AA at 12 px (5.6:1, 7.7:1).
export const badge = cva({
  variants: {
    tone: { paid: { bg: 'amberTint', color: 'amberText', fontWeight: 700 }, brand: { bg: 'blueTint', color: 'brand' } },
    shape: { tag: { borderRadius: 'sm' }, pill: { borderRadius: 'full' } },
  },
  defaultVariants: { shape: 'tag' },
});

// A state as a small tag (an alert's 等待中 / 已觸發 / 已停用, a notification's delivery): one colour pair per meaning, each AA at 13 px.
export const stateTag = cva({
  base: { px: '1.5', borderRadius: 'sm', fontWeight: 700 },
  variants: {
    tone: { blue: { bg: 'blueTint', color: 'brand' }, green: { bg: 'greenTint', color: 'greenText' }, red: { bg: 'redTint', color: 'redText' }, grey: { bg: 'greyTint', color: 'greyText' } },
  },
});

// A white panel floating under a header control (the member menu, the search suggestions).
export const popover = cva({ base: { position: 'absolute', right: 0, zIndex: 40, bg: 'surface', color: 'ink', borderRadius: 'lg', boxShadow: '0 12px 32px rgba(15,30,60,0.22)' } });
