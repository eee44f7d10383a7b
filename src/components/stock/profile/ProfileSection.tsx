import { css } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getCompanyProfile } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { profileFacts } from './profile-facts';
import type { StockId } from '@protocol/stock-id';

export const PROFILE_SECTION_HEIGHT = 420;

/** The company (or fund) description and its key facts; `title`: 公司簡介 or 基金簡介 (tabLabel). */
export async function ProfileSection({ id, title }: { id: StockId; title: string }) {
  const profile = await loadSectionData(() => getCompanyProfile(getUpstreamContext(), id), '[profile] profile');
  if (profile === null) return <EmptyState kind="error" text={`${title}暫時無法載入，請稍後再試。`} minHeight={PROFILE_SECTION_HEIGHT} />;
  const facts = profileFacts(profile);
  return (
    <div className={cardClass} data-testid="company-profile">
      {/* Plain text from the service; React escapes it. */}
      <p className={descriptionClass} data-testid="company-description">
        {profile.description || `目前沒有${title}。`}
      </p>
      <dl className={factsClass}>
        {facts.map((fact) => (
          <div key={fact.key} className={factClass} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.href ? (
                <a href={fact.href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                  {fact.value}
                </a>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ProfileSkeleton({ title }: { title: string }) {
  return <Skeleton height={PROFILE_SECTION_HEIGHT} label={`載入${title}…`} />;
}

const cardClass = css({ bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)', p: '4', display: 'grid', gap: '4' });
const descriptionClass = css({ m: 0, fontSize: '15px', lineHeight: '1.8', whiteSpace: 'pre-line' });
const factsClass = css({ m: 0, display: 'grid', gap: '0', gridTemplateColumns: 'minmax(0, 1fr)', tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '6' } });
const factClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  py: '2',
  borderBottom: '1px solid token(colors.line)',
  fontSize: '14px',
  '& dt': { color: 'muted', flexShrink: 0 },
  '& dd': { m: 0, textAlign: 'right', fontWeight: 600, minW: 0, overflowWrap: 'anywhere' },
});
const linkClass = css({ color: 'brand', textDecoration: 'underline', _hover: { color: 'brandDark' } });
