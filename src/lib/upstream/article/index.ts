export { deleteArticle, getArticle, getArticleForAuthor, getRecentSummary } from './client/articles';
export { getAuthor, getAuthorizedAuthors, getAuthorOwnership, getRoles, queryAuthorsByIds } from './client/authors';
export { searchArticles, searchArticlesByTags } from './client/search';
export { ARTICLE_DEFAULTS } from './client/shared';
export { getProducts, getUnlockedArticles, unlockArticleWithBonusPoint, type UnlockedQuery } from './client/unlock';
export { getArticleVersion, getArticleVersions } from './client/versions';
export * from './schemas';
