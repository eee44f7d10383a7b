/**
 * The symbols a hub holds for its readers (decision 035), each with how many of its sockets hold it, so
 * that a frame costs the hub a look-up per symbol, not a pass over every socket. A symbol no socket
 * holds any more leaves its room after `leaveAfterMs`, together with every other symbol let go
 * meanwhile, in one call per room; one held again before then never leaves (a reload, a navigation
 * back, a subscribe/unsubscribe burst cost the rooms nothing).
 */
export class HeldSymbols {
  private counts = new Map<string, number>();
  private leaving = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly leaveAfterMs: number,
    private readonly leave: (symbols: string[]) => void,
  ) {}

  /** One more socket holds each of these. Returns those the hub must join: held by none and not about to leave. */
  hold(symbols: Iterable<string>): string[] {
    const joining: string[] = [];
    for (const symbol of symbols) {
      const count = this.counts.get(symbol) ?? 0;
      if (count === 0 && !this.leaving.delete(symbol)) joining.push(symbol);
      this.counts.set(symbol, count + 1);
    }
    return joining;
  }

  /** Whether a socket holds it, or held it so lately that its leave has not gone (it may come back without a join). */
  holds(symbol: string): boolean {
    return this.counts.has(symbol) || this.leaving.has(symbol);
  }

  /** One socket fewer holds each of these; a symbol nobody holds now will leave unless held again first. */
  release(symbols: Iterable<string>): void {
    for (const symbol of symbols) {
      const count = this.counts.get(symbol) ?? 0;
      if (count > 1) {
        this.counts.set(symbol, count - 1);
        continue;
      }
      this.counts.delete(symbol);
      this.leaving.add(symbol);
    }
    if (this.leaving.size > 0 && this.timer === undefined) this.timer = setTimeout(() => this.flush(), this.leaveAfterMs);
  }

  private flush(): void {
    this.timer = undefined;
    const going = [...this.leaving];
    this.leaving.clear();
    if (going.length > 0) this.leave(going);
  }
}
