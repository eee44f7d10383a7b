import { E2E_SANDBOX_PORT } from '../../playwright.config.ts';

export const SANDBOX_URL = `http://localhost:${E2E_SANDBOX_PORT}`;

/** Changes the running e2e sandbox's latency/failure knobs; `{}` resets them. */
export async function setKnobs(knobs: { latency?: string; fail?: string }): Promise<void> {
  const res = await fetch(`${SANDBOX_URL}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify(knobs) });
  if (!res.ok) throw new Error(`could not set sandbox knobs: ${res.status} ${await res.text()}`);
}
