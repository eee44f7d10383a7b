/**
 * One timer that runs its task at the earliest deadline asked of it: asking for a later time than the one
 * set changes nothing, an earlier one moves it. The hub's batch flush and the room's delivery both wait
 * this way (a new second's change must not push back a send already due sooner).
 */
export class EarliestTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private due = Infinity;

  constructor(private readonly task: () => void) {}

  /** Runs the task at `at` (ms since the epoch), unless it is already set for that time or sooner. */
  runBy(at: number): void {
    if (at >= this.due) return;
    clearTimeout(this.timer);
    this.due = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.due = Infinity;
        this.task();
      },
      Math.max(0, at - Date.now()),
    );
  }
}
