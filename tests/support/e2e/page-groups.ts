/**
 * Specs that check many pages the same way visit a few in one tab, one `test.step` each: the tab's
 * renderer keeps the site's scripts (and axe-core) compiled from one page to the next (decision 033).
 */
export const PAGES_PER_TEST = 4;

/** `items` in runs of `size`, the last one shorter. */
export const inGroups = <T>(items: readonly T[], size = PAGES_PER_TEST): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * A group's time budget: the suite's 45 s is for one page, and four pages took 46 s with a second
 * `npm test` running beside this one (9–15 s on an idle machine, where a test over 30 s still fails).
 */
export const budgetFor = (pages: number): number => 30_000 * pages;
