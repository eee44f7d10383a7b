import { loadPreview } from '@/components/article/preview/preview-data';
import { PreviewView } from '@/components/article/preview/PreviewView';

/**
 * /article/preview?articleId=&authorId=[&version=] (spec §2, §6): an author's editor sees a draft
 * (or a saved version) as readers would. The guard and the article load finish before anything
 * streams, so everyone else — guests, other members, malformed or hostile ids — gets a real 404.
 */
export default async function ArticlePreviewPage({ query }: { query?: string }) {
  return <PreviewView load={await loadPreview(query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
