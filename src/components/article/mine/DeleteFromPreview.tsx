'use client';

import { DeleteArticleButton } from './DeleteArticleButton';
import { minePath } from './mine-query';

/**
 * 刪除 on the preview banner: after the deletion the preview is a 404, so the editor is taken to the
 * author's list in 我的文章, where the article shows as 已刪除.
 */
export function DeleteFromPreview({ articleId, authorId, title }: { articleId: number; authorId: number; title: string }) {
  return <DeleteArticleButton articleId={articleId} authorId={authorId} title={title} onDeleted={() => window.location.assign(minePath(authorId))} />;
}
