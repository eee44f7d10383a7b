import { TAIWAN_COLOURS } from '@/lib/design/palette';
import { isOlderThanShown, type LiveQuote } from '@protocol/live-quote';
import { redrawCompactChart } from '@/components/stock/info/compact-chart-live';
import type { LiveFields, LiveTextField } from '@/lib/market/live-fields';
import { isHydratedByReact } from '@/components/runtime/react-hydrated';
import { LIVE_FIELD_ATTRIBUTE, LIVE_QUOTE_ATTRIBUTE, LIVE_SESSION_ATTRIBUTE, LIVE_TIME_ATTRIBUTE } from './live-markup';

/**
 * Writes a live quote into the page (decision 036): only text and attributes of the elements that
 * show its fields, in place, with no React render. A text node React made is kept and its value
 * changed, so a later render of the same element by React still finds it.
 */
function setText(element: Element, text: string): void {
  const only = element.childNodes.length === 1 ? element.firstChild : null;
  if (only && only.nodeType === Node.TEXT_NODE) {
    if (only.nodeValue !== text) only.nodeValue = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

const TIME_FIELDS: Partial<Record<LiveTextField, 'time' | 'extendedTime'>> = { timeNewYork: 'time', timeTaipei: 'time', extendedTimeNewYork: 'extendedTime' };

function applyField(element: Element, field: string, fields: LiveFields, quote: LiveQuote, sessionChanged: boolean): void {
  switch (field) {
    case 'compactChart':
      redrawCompactChart(element, quote);
      return;
    case 'direction':
      setAttribute(element, 'data-direction', fields.direction);
      return;
    case 'extendedDirection':
      if (fields.extendedDirection) setAttribute(element, 'data-direction', fields.extendedDirection);
      return;
    case 'session':
      setAttribute(element, 'data-session', fields.session);
      // The note behind the rendered session (a holiday, an early close) goes with it (sessionNote).
      if (sessionChanged) setAttribute(element, 'title', `美股${fields.texts.sessionLabel}`);
      return;
    case 'extended':
      (element as HTMLElement).hidden = fields.extendedDirection === null;
      return;
    case 'sessionNote':
      if (sessionChanged) (element as HTMLElement).hidden = true;
      return;
  }
  if (!(field in fields.texts)) return;
  setText(element, fields.texts[field as LiveTextField]);
  const iso = TIME_FIELDS[field as LiveTextField];
  const value = iso && fields[iso];
  if (value && element.localName === 'time') setAttribute(element, 'datetime', value);
}

/** The elements inside `container` that show its fields (not those of another quote nested in it). */
function fieldElements(container: Element): Element[] {
  const own = container.hasAttribute(LIVE_FIELD_ATTRIBUTE) ? [container] : [];
  const inside = [...container.querySelectorAll(`[${LIVE_FIELD_ATTRIBUTE}]`)].filter((element) => element.parentElement?.closest(`[${LIVE_QUOTE_ATTRIBUTE}]`) === container);
  return [...own, ...inside];
}

/** A brief rise or fall tint behind the price (Taiwan colours), none for readers who ask for less motion. */
function flash(element: Element, direction: 'rise' | 'fall', reducedMotion: boolean): void {
  if (reducedMotion || typeof (element as HTMLElement).animate !== 'function') return;
  const tint = TAIWAN_COLOURS[direction];
  (element as HTMLElement).animate([{ backgroundColor: `${tint}40` }, { backgroundColor: `${tint}00` }], { duration: 900, easing: 'ease-out' });
}

/**
 * Writes `quote` (its texts: `fields`) into one quote's element. `previousPrice` (the price it showed)
 * decides the flash: up or down from it; none on the first quote a socket brings or when the price stands.
 *
 * Only into what React has hydrated: React hydrates a page's Suspense boundaries after
 * its root, when their turn comes, and an idle moment (the runtime's start) can come first; a price
 * rewritten in a boundary's server HTML before then made hydration fail (#418, "25.31" rendered, "25.30"
 * found) and React re-rendered the section from the older server price. Returns false when something
 * was left for later (nothing of this quote's element is written then): the caller writes the quote
 * again once React has got there.
 */
export function applyLiveQuote(container: Element, quote: LiveQuote, fields: LiveFields, previousPrice: number | null, reducedMotion: boolean): boolean {
  const elements = fieldElements(container);
  // All or nothing (a field may sit in a boundary of its own inside the quote's element): the session
  // change is read from the container, so a half-written quote would lose it for the fields left.
  if (!isHydratedByReact(container) || !elements.every(isHydratedByReact)) return false;
  // Older than what the element shows: nothing to write (the next tick brings news).
  if (isOlderThanShown(quote.time, container.getAttribute(LIVE_TIME_ATTRIBUTE))) return true;
  if (container.hasAttribute(LIVE_TIME_ATTRIBUTE)) setAttribute(container, LIVE_TIME_ATTRIBUTE, quote.time);
  const { price } = quote;
  const sessionChanged = container.getAttribute(LIVE_SESSION_ATTRIBUTE) !== fields.session;
  setAttribute(container, LIVE_SESSION_ATTRIBUTE, fields.session);
  if (fields.delayed) setAttribute(container, 'data-live-delayed', 'true');
  else container.removeAttribute('data-live-delayed');
  for (const element of elements) {
    const tokens = (element.getAttribute(LIVE_FIELD_ATTRIBUTE) ?? '').split(' ');
    for (const field of tokens) applyField(element, field, fields, quote, sessionChanged);
    if (previousPrice !== null && price !== previousPrice && tokens.includes('price')) flash(element, price > previousPrice ? 'rise' : 'fall', reducedMotion);
  }
  return true;
}
