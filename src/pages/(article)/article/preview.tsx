import { loadPreview } from '@/components/article/preview/preview-data';
import { PreviewView } from '@/components/article/preview/PreviewView';
import { readCursorParam } from '@/lib/articles/cursor';

/**
 * /article/preview?articleId=&authorId=[&version=][&cursor=]: an author's editor sees
 * a draft (or a saved version, compared with the current text) as readers would, with the article's
 * versions (`cursor` pages them without JavaScript). The guard and the article load finish before
 * anything streams, so everyone else — guests, other members, malformed or hostile ids — gets a real
 * 404; the versions list streams in its own <Suspense>.
 */
export default async function ArticlePreviewPage({ query }: { query?: string }) {
  return <PreviewView load={await loadPreview(query)} versionsCursor={readCursorParam(query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
