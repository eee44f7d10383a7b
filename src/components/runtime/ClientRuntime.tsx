import { LiveQuotes } from '@/components/live/LiveQuotes';
import { EarlyTapReplay } from './EarlyTapReplay';
import { LoadingBar } from './LoadingBar';
import { NavigationWatcher } from './NavigationWatcher';
import { NewBuildNotice } from './NewBuildNotice';

/** The life of a page between navigations: the loading bar and the new-build check; the first tap; live quotes. */
export function ClientRuntime() {
  return (
    <>
      <LoadingBar />
      <NavigationWatcher />
      <NewBuildNotice />
      <EarlyTapReplay />
      <LiveQuotes />
    </>
  );
}
