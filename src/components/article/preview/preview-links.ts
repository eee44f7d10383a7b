/** Addresses inside /article/preview: the page with or without a version, and its in-page anchors. */

export const PREVIEW_PATH = '/article/preview';
/** The versions list's section (the banner's 「版本紀錄」 link and the plain 「載入更多」 link land there). */
export const VERSIONS_SECTION_ID = 'versions';
/** The comparison with the current version. */
export const VERSION_DIFF_ID = 'version-diff';

export interface PreviewRef {
  articleId: number;
  authorId: number;
}

/** The preview of `ref`, at a saved version or (null) the current text; the parameters in the spec's order. */
export function previewHref({ articleId, authorId }: PreviewRef, version: number | null): string {
  const params = new URLSearchParams({ articleId: String(articleId), authorId: String(authorId) });
  if (version !== null) params.set('version', String(version));
  return `${PREVIEW_PATH}?${params.toString()}`;
}
