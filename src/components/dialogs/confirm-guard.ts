/**
 * The confirm button's single flight: while an async confirm runs, further confirms (a double
 * click, Enter held down) are dropped and cancelling is refused. A plain object, not React state:
 * two clicks in the same frame would both still see busy === false in state.
 */
export interface ConfirmGuard {
  run(action: () => void | Promise<void>): Promise<void>;
  isRunning(): boolean;
}

export function createConfirmGuard(setBusy: (busy: boolean) => void): ConfirmGuard {
  let running = false;
  return {
    async run(action) {
      if (running) return;
      running = true;
      setBusy(true);
      // No catch: the failure stays visible to the caller (the owner shows its own error);
      // the dialog only becomes usable again.
      try {
        await action();
      } finally {
        running = false;
        setBusy(false);
      }
    },
    isRunning: () => running,
  };
}
