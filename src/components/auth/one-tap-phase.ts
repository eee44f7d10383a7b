/**
 * When the one-tap prompt may show: only to visitors who are not signed in, never in the
 * article-only view, and at most once per page load — a client navigation back from
 * /onlyarticlecontent, or a remounted layout, must not prompt again.
 */
export const ARTICLE_ONLY_PREFIX = '/onlyarticlecontent';

export const isOneTapSuppressedPath = (path: string) => path === ARTICLE_ONLY_PREFIX || path.startsWith(`${ARTICLE_ONLY_PREFIX}/`);

/**
 * - `waiting`: Google's script not ready yet, or one-tap not allowed here (yet);
 * - `prompting`: this instance has asked Google to prompt;
 * - `done`: prompted and then disabled, answered, or another instance already prompted — never again.
 */
export type OneTapPhase = 'waiting' | 'prompting' | 'done';

export interface OneTapConditions {
  /** Not a member, not the article-only view. */
  allowed: boolean;
  scriptLoaded: boolean;
  /** Another instance prompted earlier in this page load. */
  promptedElsewhere: boolean;
}

export function nextOneTapPhase(phase: OneTapPhase, conditions: OneTapConditions): OneTapPhase {
  switch (phase) {
    case 'waiting':
      if (conditions.promptedElsewhere) return 'done';
      return conditions.allowed && conditions.scriptLoaded ? 'prompting' : 'waiting';
    case 'prompting':
      return conditions.allowed ? 'prompting' : 'done';
    case 'done':
      return 'done';
  }
}

/**
 * The one prompt of this page load, by owner: a module variable lives exactly as long as the page.
 * Keyed by owner rather than a boolean so React's StrictMode re-run of an effect in the same
 * component does not count as a second prompt.
 */
let promptOwner: object | null = null;

export const wasPromptedElsewhere = (owner: object) => promptOwner !== null && promptOwner !== owner;

export function claimOneTapPrompt(owner: object): boolean {
  if (wasPromptedElsewhere(owner)) return false;
  promptOwner = owner;
  return true;
}
