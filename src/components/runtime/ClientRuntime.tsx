import { LiveQuotes } from '@/components/live/LiveQuotes';
import { EarlyTapReplay } from './EarlyTapReplay';
import { LoadingBar } from './LoadingBar';
import { NavigationWatcher } from './NavigationWatcher';
import { NewBuildNotice } from './NewBuildNotice';

/** The life of a page between navigations (issue 13): the loading bar and the new-build check; the first tap (issue 25); live quotes (issue 26). */
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
