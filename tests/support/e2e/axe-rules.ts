/**
 * The axe-core rules whose outcome depends on colours: what a theme changes. The dark theme changes only
 * colours (panda.config.test.ts keeps it so), so page-width.spec's dark pass runs these; every other rule
 * gives the same answer in both themes and has run in the light pass. (Both are serious-impact rules of
 * axe's default set; the light pass runs the whole set.)
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];
