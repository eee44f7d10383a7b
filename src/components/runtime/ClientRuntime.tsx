import { EarlyTapReplay } from './EarlyTapReplay';
import { LoadingBar } from './LoadingBar';
import { NavigationWatcher } from './NavigationWatcher';
import { NewBuildNotice } from './NewBuildNotice';

/** The life of a page between navigations (issue 13): the loading bar and the new-build check; and the first tap (issue 25). */
export function ClientRuntime() {
  return (
    <>
      <LoadingBar />
      <NavigationWatcher />
      <NewBuildNotice />
      <EarlyTapReplay />
    </>
  );
}
