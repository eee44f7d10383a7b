/**
 * Debian's Chromium, as the e2e specs and the benchmark launch it. Playwright cannot download its own
 * browser here; the flags keep Chromium from reaching for the network on a closed machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
