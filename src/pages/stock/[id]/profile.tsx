import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { PeersSection, PeersSkeleton } from '@/components/stock/profile/PeersSection';
import { ProfileSection, ProfileSkeleton } from '@/components/stock/profile/ProfileSection';
import { resolveStockRoute } from '@/lib/stock/route';

/**
 * /stock/{id}/profile (indices → info): the description and key facts, then industry peers.
 * Two upstream calls, two Suspense boundaries: a slow peers call never holds the profile back.
 */
export default async function ProfilePage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'profile');
  return (
    <>
      <StockSeo stock={stock} tab="profile" />
      <div className={stackClass}>
        <section aria-labelledby="profile-heading" className={sectionClass}>
          <h2 id="profile-heading" className={headingClass}>
            公司簡介
          </h2>
          <Suspense fallback={<ProfileSkeleton />}>
            <ProfileSection id={stock.id} />
          </Suspense>
        </section>
        <section aria-labelledby="peers-heading" className={sectionClass}>
          <h2 id="peers-heading" className={headingClass}>
            同業比較
          </h2>
          <Suspense fallback={<PeersSkeleton />}>
            <PeersSection id={stock.id} />
          </Suspense>
        </section>
      </div>
    </>
  );
}

const stackClass = css({ display: 'grid', gap: '6', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const sectionClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
