import * as v from 'valibot';

/**
 * The shapes of the article service's seed data. SANDBOX_FIXTURES entries use exactly these
 * shapes, so the same schemas validate the built-in data (in tests) and the fixture file (at start).
 */

/** Category to article tags: every article tag a category can list. */
export const CATEGORY_TAGS = [
  '美股盤勢',
  '美股盤前',
  '美股盤中',
  '美股盤後',
  '美股新聞快訊',
  '美股財報電話會議',
  '美股焦點',
  '美股動態',
  '美股個股',
  '美股趨勢',
  '美股產業',
  '美股經濟',
  '美股新手',
  '大師選股',
  '美股入門',
] as const;
export type CategoryTag = (typeof CATEGORY_TAGS)[number];

/** Site-relative path of a sandbox static file; the service answers it as an absolute URL. */
const StaticPath = v.pipe(
  v.string(),
  v.regex(/^\/static\/[\w./-]+$/, 'must be a path under /static/'),
  v.check((p) => !p.includes('..'), 'must not contain ..'),
);
const IsoDate = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp such as 2026-11-20T21:05:00Z'));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999));
const Tag = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50));

export const AuthorSeedSchema = v.variant('type', [
  v.object({ id: Id, type: v.literal('author'), name: v.pipe(v.string(), v.minLength(1), v.maxLength(50)), avatar: StaticPath, bio: v.pipe(v.string(), v.maxLength(500)) }),
  v.object({
    id: Id,
    type: v.literal('official'),
    /** Points into OFFICIALS (sandbox/forum/officials.ts). */
    officialId: Id,
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
    avatar: StaticPath,
    bio: v.pipe(v.string(), v.maxLength(500)),
  }),
  v.object({
    id: Id,
    type: v.literal('member'),
    /** A member the profile service knows (demo accounts 1001–1004, community members 2001–2006). */
    memberId: Id,
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
    avatar: StaticPath,
    bio: v.pipe(v.string(), v.maxLength(500)),
  }),
]);
export type AuthorSeed = v.InferOutput<typeof AuthorSeedSchema>;

export const CoverSchema = v.object({
  path: StaticPath,
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8000)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8000)),
  alt: v.pipe(v.string(), v.maxLength(200)),
});
export type Cover = v.InferOutput<typeof CoverSchema>;

/** An earlier version of an article (the current one is the article itself). */
export const VersionSeedSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  body: v.pipe(v.string(), v.maxLength(200_000)),
  updatedAt: IsoDate,
  /** What changed, as the author wrote it. */
  note: v.pipe(v.string(), v.maxLength(200)),
});
export type VersionSeed = v.InferOutput<typeof VersionSeedSchema>;

export const ArticleSeedSchema = v.pipe(
  v.object({
    id: Id,
    authorId: Id,
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    /** Plain text for cards and meta descriptions. */
    summary: v.pipe(v.string(), v.maxLength(500)),
    /**
     * HTML as the author wrote it (NOT sanitised: the app must sanitise). What comes before an
     * `<!-- more -->` marker is the teaser of a paid article; without a marker, the first paragraph.
     */
    body: v.pipe(v.string(), v.minLength(1), v.maxLength(200_000)),
    categoryTags: v.pipe(v.array(v.picklist(CATEGORY_TAGS, `must be one of ${CATEGORY_TAGS.join(', ')}`)), v.maxLength(15)),
    tags: v.pipe(v.array(Tag), v.maxLength(30)),
    stockTags: v.pipe(v.array(v.pipe(v.string(), v.regex(/^#?[A-Z][A-Z0-9.-]{0,9}$/, 'must be a ticker such as NVDA, BRK.B or #GSPC'))), v.maxLength(30)),
    cover: v.nullable(CoverSchema),
    publishedAt: IsoDate,
    updatedAt: IsoDate,
    totalViews: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** pCoin; 0 means free. */
    price: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    /**
     * The reader's view (GET /api/Article/{id}) answers `price: null`: the price is kept only in the
     * product catalogue (POST /api/Product/Products), as for products priced apart from the article.
     */
    priceOnlyInCatalogue: v.optional(v.boolean(), false),
    status: v.picklist(['published', 'draft', 'deleted']),
    visibility: v.picklist(['public', 'private']),
    /** Current version number; earlier versions are in `history`. */
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
    history: v.array(VersionSeedSchema),
  }),
  v.check((a) => a.history.every((h) => h.version < a.version), 'history versions must be lower than version'),
  v.check((a) => !a.priceOnlyInCatalogue || a.price > 0, 'priceOnlyInCatalogue needs a paid article (price > 0)'),
  v.check((a) => new Set(a.history.map((h) => h.version)).size === a.history.length, 'history versions must be unique'),
);
export type ArticleSeed = v.InferOutput<typeof ArticleSeedSchema>;

/** "path: message" for the first few issues, so a fixture error says what to fix. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(entry)'}: ${issue.message}`)
    .join('; ');
}
