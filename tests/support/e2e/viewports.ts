/**
 * The two windows the suite checks pages in: the desktop project's (1440 px, its default) and the issue's
 * phone, 390 px wide, to which specs resize a desktop page (page-width.spec.ts, decision 033).
 */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
