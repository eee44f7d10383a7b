import type { ArticleSummary, ContentStatus } from '../upstream/article';

/** How an author's pages (我的文章, the preview banner) name an article's status and who can read it. */
export const STATUS_LABELS: Record<ContentStatus, string> = { published: '已發布', draft: '草稿', deleted: '已刪除' };

const VISIBILITY_LABELS: Record<ArticleSummary['visibility'], string> = { public: '公開', private: '不公開' };
/** A deleted article keeps its visibility field, but no reader can open it any more. */
export const DELETED_VISIBILITY_LABEL = '不再公開';

/** Who can read the article now: its visibility, except that a deleted one is public to no one. */
export const visibilityLabel = (status: ContentStatus, visibility: ArticleSummary['visibility']): string => (status === 'deleted' ? DELETED_VISIBILITY_LABEL : VISIBILITY_LABELS[visibility]);
