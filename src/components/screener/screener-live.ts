/**
 * The screener form made live (loaded by LiveScreenerForm on the reader's first touch of the form;
 * plain DOM, no React, so the chunk stays small):
 * - a change applies at once: the form's values go to the client router, which renders the page for
 *   them in place (the server answers a non-canonical query with its 308, which the router follows),
 *   so the URL follows and Back restores the screen before;
 * - typing in a range asks `count.json` beside the page how many rows the screen would match, and
 *   says it beside 套用條件 before the reader applies it (on Enter or leaving the field);
 * - a link of the screener (a header's sort, the pager, a band, a preset) goes through the router too.
 */

type Navigate = (to: string) => void;

const attached = new WeakSet<HTMLFormElement>();
/** How long typing may pause before the count is asked for. */
const COUNT_DELAY_MS = 250;

/** The form's values as a query, without empty fields (nothing typed, 不限) unless the preset sets that filter. */
function formQuery(form: HTMLFormElement): string {
  const presetKeys = new Set((form.dataset['presetKeys'] ?? '').split(',').filter(Boolean));
  const entries: [string, string][] = [];
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (value === '' && !presetKeys.has(key.replace(/_(min|max)$/u, ''))) continue;
    entries.push([key, value]);
  }
  return new URLSearchParams(entries).toString();
}

const isTyped = (target: EventTarget | null): target is HTMLInputElement => target instanceof HTMLInputElement && (target.type === 'text' || target.type === '');

/**
 * The groups the reader had open when a change applied. The screen it brings may come in a new form,
 * folded as the server renders it: a reader choosing columns one after another saw the chooser close
 * under the pointer after each. showScreen opens them again.
 */
let openGroups = new Set<string>();
const groupsOf = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLDetailsElement>('details[data-group]')];

/** The fields back to what the server rendered (the screen on screen), except the one being typed in; the groups the reader had open, open. */
export function showScreen(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement) || element === document.activeElement) continue;
    if (element.type === 'checkbox' || element.type === 'radio') element.checked = element.defaultChecked;
    else if (element.type !== 'hidden') element.value = element.defaultValue;
  }
  for (const details of groupsOf(form)) if (openGroups.has(details.dataset['group'] ?? '')) details.open = true;
  const pending = form.querySelector<HTMLElement>('[data-pending-count]');
  if (pending) pending.textContent = '';
}

export function attach(form: HTMLFormElement, action: string, navigate: Navigate): void {
  if (attached.has(form)) return;
  attached.add(form);
  const apply = () => {
    openGroups = new Set(groupsOf(form).flatMap((details) => (details.open ? [details.dataset['group'] ?? ''] : [])));
    const query = formQuery(form);
    navigate(query ? `${action}?${query}` : action);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const pending = form.querySelector<HTMLElement>('[data-pending-count]');
  const count = async () => {
    const ask = ++asked;
    try {
      const res = await fetch(`${action}/count.json?${formQuery(form)}`, { headers: { accept: 'application/json' } });
      const body = (await res.json()) as { total?: number; text?: string };
      if (ask === asked && pending && typeof body.text === 'string') pending.textContent = body.text;
    } catch {
      // No count (offline): 套用條件 still applies the screen.
    }
  };
  const countSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void count(), COUNT_DELAY_MS);
  };
  form.addEventListener('input', (event) => {
    if (isTyped(event.target)) countSoon();
  });
  form.addEventListener('change', () => {
    clearTimeout(timer);
    apply();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  const region = form.closest<HTMLElement>('[data-screener]') ?? form;
  region.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/screener"]') : null;
    if (!link || link.pathname.endsWith('.csv') || link.target) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}`);
  });
  // Typing that began while this file was on its way is counted too.
  const typing = document.activeElement;
  if (isTyped(typing) && form.contains(typing) && typing.value !== typing.defaultValue) countSoon();
  // A box ticked by the very touch that asked for this file, before it arrived.
  const changed = [...form.elements].some((element) => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') && element.checked !== element.defaultChecked);
  if (changed) apply();
}
