import type { TestProject } from 'vitest/node';
import { provideLiveSandbox } from './live-feed-setup.ts';

/**
 * The `live-clock` project's upstream: a sandbox of its own whose market clock the tests move with the
 * marketTime knob (a closed market, then the open), which the `live` project's shared, always-open
 * sandbox cannot do while other files read it. Its feed looks ten times a second, as the live project's.
 */
export default function setup(project: TestProject) {
  return provideLiveSandbox(project);
}
