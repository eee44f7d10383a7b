import type { ClientAuthState } from '@/lib/auth/client-auth-state';
import { type AuthRuntimeEffect, type AuthRuntimeEvent, type AuthRuntimeState, authRuntimeStep, initialAuthRuntime } from '@/components/auth/auth-runtime-machine';

/** Test helpers of auth-runtime-machine's tests: session states, and events applied in order. */
export const NOW = 1_800_000_000_000;
const NOW_SECONDS = NOW / 1000;

const identity = { clientId: 'usstock-web', origin: 'https://id.example', checkSessionUrl: 'https://id.example/check', checkSessionIntervalMs: 15_000 };

/** A member whose one-hour token expires in `inSeconds` (its refresh is due 10 minutes before). */
export const member = (over: Partial<ClientAuthState> = {}, inSeconds = 3600): ClientAuthState => ({
  status: 'member',
  expiresAt: NOW_SECONDS + inSeconds,
  lifetimeSeconds: 3600,
  notice: null,
  sessionState: 'state-a',
  identity,
  ...over,
});

export const guest = (over: Partial<ClientAuthState> = {}): ClientAuthState => ({ status: 'guest', expiresAt: null, lifetimeSeconds: null, notice: null, sessionState: null, identity, ...over });

type Unstamped = AuthRuntimeEvent extends infer E ? (E extends AuthRuntimeEvent ? Omit<E, 'now' | 'path'> & { now?: number; path?: string } : never) : never;

/** A server render event (a first load unless `backForward`). */
export const rendered = (state: ClientAuthState, over: { backForward?: boolean; latestRenderedFor?: string | null; path?: string; now?: number } = {}): Unstamped => ({
  type: 'server-rendered',
  state,
  backForward: false,
  latestRenderedFor: null,
  ...over,
});

/** Applies the events in order (at NOW on '/' unless they say otherwise); the effects asked for along the way. */
export function run(events: Unstamped[], state?: AuthRuntimeState) {
  let current = state ?? initialAuthRuntime((events[0] as { state?: ClientAuthState }).state ?? guest());
  const effects: AuthRuntimeEffect[] = [];
  for (const event of events) {
    const step = authRuntimeStep(current, { now: NOW, path: '/', ...event } as AuthRuntimeEvent);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects, types: effects.map((e) => e.type) };
}

/** A member page running (mounted), and the effects of mounting it. */
export const mounted = (state: ClientAuthState = member()) => run([rendered(state)]);
