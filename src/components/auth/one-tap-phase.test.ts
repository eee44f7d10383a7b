import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isOneTapSuppressedPath, nextOneTapPhase, type OneTapConditions } from './one-tap-phase';

const ready: OneTapConditions = { allowed: true, scriptLoaded: true, promptedElsewhere: false };

describe('isOneTapSuppressedPath', () => {
  it('suppresses the article-only view and nothing else', () => {
    expect(isOneTapSuppressedPath('/onlyarticlecontent/123')).toBe(true);
    expect(isOneTapSuppressedPath('/onlyarticlecontent')).toBe(true);
    expect(isOneTapSuppressedPath('/')).toBe(false);
    expect(isOneTapSuppressedPath('/article/123')).toBe(false);
    expect(isOneTapSuppressedPath('/onlyarticlecontentx/1')).toBe(false);
  });
});

describe('nextOneTapPhase', () => {
  it('prompts only when allowed and Google is loaded', () => {
    expect(nextOneTapPhase('waiting', ready)).toBe('prompting');
    expect(nextOneTapPhase('waiting', { ...ready, scriptLoaded: false })).toBe('waiting');
    expect(nextOneTapPhase('waiting', { ...ready, allowed: false })).toBe('waiting');
  });

  it('never prompts a second time: disabled after a prompt stays done', () => {
    expect(nextOneTapPhase('prompting', ready)).toBe('prompting');
    expect(nextOneTapPhase('prompting', { ...ready, allowed: false })).toBe('done');
    expect(nextOneTapPhase('done', ready)).toBe('done');
  });

  it('stays quiet when another instance prompted in this page load', () => {
    expect(nextOneTapPhase('waiting', { ...ready, promptedElsewhere: true })).toBe('done');
  });
});

describe('one prompt per page load', () => {
  // A fresh copy of the module is a fresh page load (its one prompt owner is module state).
  let page: typeof import('./one-tap-phase');
  beforeEach(async () => {
    vi.resetModules();
    page = await import('./one-tap-phase');
  });

  it('lets the first owner prompt (again, for a StrictMode re-run) and refuses every other', () => {
    const first = {};
    const second = {};
    expect(page.wasPromptedElsewhere(first)).toBe(false);
    expect(page.claimOneTapPrompt(first)).toBe(true);
    expect(page.claimOneTapPrompt(first)).toBe(true);
    expect(page.wasPromptedElsewhere(second)).toBe(true);
    expect(page.claimOneTapPrompt(second)).toBe(false);
  });
});
