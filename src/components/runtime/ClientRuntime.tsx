import { LoadingBar } from './LoadingBar';
import { NavigationWatcher } from './NavigationWatcher';
import { NewBuildNotice } from './NewBuildNotice';

/** The life of a page between navigations (issue 13): the loading bar and the new-build check. */
export function ClientRuntime() {
  return (
    <>
      <LoadingBar />
      <NavigationWatcher />
      <NewBuildNotice />
    </>
  );
}
