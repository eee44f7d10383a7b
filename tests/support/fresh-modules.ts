import { vi } from 'vitest';

/**
 * Each workerd test file starts from a fresh module graph. The files share their pool worker's
 * Miniflare (vitest.config.ts: isolate false), and without this its module registry too: a module
 * first imported under one file's vi.mock (say a request context without getRequest) stayed bound to
 * that mock in the next file, which then failed or passed by the order the files ran in. Runs before
 * each file's imports; the Miniflare, its KV and its Cache API are kept.
 */
vi.resetModules();
