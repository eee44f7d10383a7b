/**
 * What `npm run bench:alerts` (Node) and its Worker (alerts-bench-worker.ts) say to each other. Plain
 * strings for the kinds: Node's type check of the script does not resolve the app's `@/` alias.
 */
export interface BenchAlert {
  symbol: string;
  kind: 'above' | 'below' | 'change-up' | 'change-down';
  threshold: string;
  repeat: 'once' | 'daily';
}

export interface BenchFiring {
  alertId: number;
  key: string;
  /** The tick's time (the feed's market clock). */
  time: string;
  /** The quote that made it due. */
  price: number;
  changePercent: number;
  /** When the store had it recorded (wall clock, ms). */
  recordedAt: number;
  outcome: 'recorded' | 'duplicate' | 'not-armed';
}
