/**
 * Whether a newer build than this page's code has been deployed (set by NewBuildNotice). From then
 * on the next navigation is a full page load: SiteNavigationInterceptor reads this.
 */
let deployed: string | null = null;

export function markNewBuild(buildId: string): void {
  deployed = buildId;
}

export function newBuildDeployed(): boolean {
  return deployed !== null;
}
