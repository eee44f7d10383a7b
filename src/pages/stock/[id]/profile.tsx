import { StockTabPage } from '@/components/stock/layout/StockTabPage';
import { PeersSection, PeersSkeleton } from '@/components/stock/profile/PeersSection';
import { ProfileSection, ProfileSkeleton } from '@/components/stock/profile/ProfileSection';
import { resolveStockRoute } from '@/lib/stock/route';
import { tabLabel } from '@/lib/stock/tabs';

/**
 * /stock/{id}/profile (indices → info): the description and key facts, then industry peers.
 * Two upstream calls, two Suspense boundaries: a slow peers call never holds the profile back.
 */
export default async function ProfilePage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'profile');
  // 公司簡介, or 基金簡介 for an ETF: the tab's own name.
  const title = tabLabel('profile', stock);
  return (
    <StockTabPage
      stock={stock}
      tab="profile"
      sections={[
        { id: 'profile-heading', title, fallback: <ProfileSkeleton title={title} />, body: <ProfileSection id={stock.id} title={title} /> },
        { id: 'peers-heading', title: '同業比較', fallback: <PeersSkeleton />, body: <PeersSection id={stock.id} /> },
      ]}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
