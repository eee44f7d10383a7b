import type { ReactNode } from 'react';
import { ArticleSidebar } from '@/components/article/list/ArticleSidebar';
import { ArticleLayout } from '@/components/layout/ArticleLayout';

/**
 * Every article-side page (/article, /article/{id}, /category, /tag, /author, /search): the reading
 * column of ArticleLayout and, from laptop width, a static sidebar (search, categories). The group
 * folder "(article)" adds no path segment.
 */
export default function ArticleGroupLayout({ children }: { children: ReactNode }) {
  return <ArticleLayout sidebar={<ArticleSidebar />}>{children}</ArticleLayout>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
