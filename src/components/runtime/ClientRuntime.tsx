import { LiveQuotes } from '@/components/live/LiveQuotes';
import { EarlyTapReplay } from './EarlyTapReplay';
import { HydrationHash } from './HydrationHash';
import { LoadingBar } from './LoadingBar';
import { NavigationWatcher } from './NavigationWatcher';
import { NewBuildNotice } from './NewBuildNotice';

/**
 * The life of a page between navigations: the loading bar and the new-build check; the first tap; live
 * quotes; the #fragment kept from the router while it hydrates.
 */
export function ClientRuntime() {
  return (
    <>
      <HydrationHash />
      <LoadingBar />
      <NavigationWatcher />
      <NewBuildNotice />
      <EarlyTapReplay />
      <LiveQuotes />
    </>
  );
}
