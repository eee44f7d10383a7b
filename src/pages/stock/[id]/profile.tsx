import { StockTabPage } from '@/components/stock/layout/StockTabPage';
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
    <StockTabPage
      stock={stock}
      tab="profile"
      sections={[
        { id: 'profile-heading', title: '公司簡介', fallback: <ProfileSkeleton />, body: <ProfileSection id={stock.id} /> },
        { id: 'peers-heading', title: '同業比較', fallback: <PeersSkeleton />, body: <PeersSection id={stock.id} /> },
      ]}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
