import { SITE_NAME } from './SiteLogo';

/**
 * The head of a page that is one reader's own (a member's lists, a draft's preview, a sign-in step):
 * its title, and a robots rule that keeps it out of search engines, links included. React hoists
 * both into <head>.
 */
export function PrivatePageHead({ title }: { title: string }) {
  return (
    <>
      <title>{`${title}｜${SITE_NAME}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
