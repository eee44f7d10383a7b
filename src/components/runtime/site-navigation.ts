import { navigationStarted } from './navigation-progress';
import { newBuildDeployed } from './new-build-state';

/**
 * For code that navigates by calling the router (not a link): starts the loading bar, or after a new
 * build was deployed loads the page in full, so the reader lands on the new build.
 */
export function navigateInSite(href: string, push: (href: string) => Promise<void>): void {
  if (newBuildDeployed()) {
    window.location.assign(href);
    return;
  }
  const url = new URL(href, window.location.href);
  navigationStarted(`${url.pathname}${url.search}`);
  void push(href).catch(() => window.location.assign(href));
}
