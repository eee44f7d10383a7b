/**
 * Reconnect delays after a lost socket (decision 035), for the live rooms' feed socket and the readers'
 * socket alike: 1 s doubling to 30 s, each with up to a third more at random, so sockets lost together
 * do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() / 3));
}
