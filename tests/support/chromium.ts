import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as the e2e specs and the benchmark launch it. Playwright cannot download its own
 * browser here; the flags keep Chromium from reaching for the network on a closed machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e specs' browser: Debian's chromium-headless-shell, the same Blink and V8 without the desktop
 * browser around them (what Playwright itself runs for headless tests). Measured on the same 54 specs
 * (decision 033): 247 s of CPU against 389 s with the full browser, whose browser process alone spent
 * 103 s. A machine without the package falls back to the full browser: slower, the same results.
 * The benchmarks and Lighthouse keep the full browser, as a reader has it.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
