import { css } from 'styled-system/css';
import type { AuthorView } from '@/lib/articles/authors';
import { fixedSizeImage } from '@/lib/articles/images';
import { getConfig } from '@/lib/server/request-context';
import { badge } from '@/components/ui/control-styles';
import { AuthorAvatar } from './AuthorAvatar';
import { formatInteger } from '@/lib/format/numbers';

const KIND_LABELS: Record<AuthorView['kind'], string> = { official: '官方帳號', member: '會員作者', author: '專欄作者' };

/** The author page's header: avatar, name (the page's h1), kind, bio (plain text) and article count. */
export function AuthorProfile({ author }: { author: AuthorView }) {
  return (
    <header className={cardClass} data-testid="author-profile">
      <AuthorAvatar name={author.name} image={author.avatar ? fixedSizeImage(getConfig().IMAGE_PROXY_URL, author.avatar, 72) : null} size={72} />
      <div className={textClass}>
        <h1 className={nameClass} data-testid="author-name">
          {author.name}
        </h1>
        <p className={metaClass}>
          <span className={kindClass}>{KIND_LABELS[author.kind]}</span>
          <span data-testid="author-article-count">{formatInteger(author.articleCount)} 篇文章</span>
        </p>
        {author.bio && <p className={bioClass}>{author.bio}</p>}
      </div>
    </header>
  );
}

const cardClass = css({ display: 'flex', gap: '4', alignItems: 'flex-start', p: '4', tablet: { p: '5' }, bg: 'surface', borderRadius: 'lg', minW: 0 });
const textClass = css({ display: 'grid', gap: '1.5', minW: 0 });
const nameClass = css({ m: 0, fontSize: '22px', fontWeight: 700, lineHeight: '1.3', overflowWrap: 'anywhere' });
const metaClass = css({ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: '13px', color: 'muted' });
const kindClass = css(badge.raw({ tone: 'brand', shape: 'pill' }), { px: '2', fontSize: '12px', lineHeight: '20px' });
const bioClass = css({ m: 0, fontSize: '14px', lineHeight: '1.7', color: 'ink', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
