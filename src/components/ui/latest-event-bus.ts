/**
 * A window event with one listener that may subscribe late: the global dialogs and the toasts are
 * raised from anywhere (the auth runtime, a watchlist add finishing right after hydration), possibly
 * in an effect that runs before the one component that shows them has subscribed (sibling effects
 * run in tree order). So listening starts when the bus is created, and the latest value raised
 * while nobody listened is kept and handed to the listener when it connects.
 */
export interface LatestEventBus<T> {
  /** Deliver values to `show` from now on, starting with the one that arrived while nobody listened. */
  connect(show: (value: T) => void): () => void;
}

/**
 * Listens for `type` on `target`; `read` turns the event's detail into a value, or null to ignore it
 * (anything may dispatch a window event, so the detail is checked, never trusted).
 */
export function createLatestEventBus<T>(target: EventTarget, type: string, read: (detail: unknown) => T | null): LatestEventBus<T> {
  let pending: T | null = null;
  let show: ((value: T) => void) | null = null;

  target.addEventListener(type, (event) => {
    const value = read((event as CustomEvent<unknown>).detail);
    if (value === null) return;
    if (show) show(value);
    else pending = value; // the later one replaces an earlier one, as on screen
  });

  return {
    connect(next) {
      show = next;
      if (pending !== null) {
        const value = pending;
        pending = null;
        next(value);
      }
      return () => {
        if (show === next) show = null;
      };
    },
  };
}
