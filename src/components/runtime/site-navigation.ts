import { navigationTargeted } from './navigation-progress';
import { newBuildDeployed } from './new-build-state';

/**
 * For code that navigates by calling the router (not a link): records where it goes (chunk recovery;
 * the bar starts with the router's request), or after a new build was deployed loads the page in
 * full, so the reader lands on the new build.
 */
export function navigateInSite(href: string, push: (href: string) => Promise<void>): void {
  if (newBuildDeployed()) {
    window.location.assign(href);
    return;
  }
  const url = new URL(href, window.location.href);
  navigationTargeted(`${url.pathname}${url.search}`);
  void push(href).catch(() => window.location.assign(href));
}
