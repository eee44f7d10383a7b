import type { ReactNode } from 'react';
import { Link } from 'waku/router/client';

type LinkTarget = Parameters<typeof Link>[0]['to'];

export interface ArticleTeaserClasses {
  row: string;
  link: string;
  /** The cover image, or the grey box of its size where the article has none. */
  cover?: string;
  /** The box around the title and the line under it, where the row has a cover beside them. */
  text?: string;
  title: string;
  paid: string;
}

/**
 * One article in a short list (the home page's and the article page's latest articles, a stock's
 * tagged articles): a row that links to the article, with its cover if the list shows covers, its title
 * after a 付費 badge when it is paid, and the list's own line under it (`meta`: date, author, tag).
 * `clientLink`: a client-side navigation (Waku's Link), still a plain link without JavaScript.
 */
export function ArticleTeaser({
  href,
  clientLink = false,
  testId,
  cover,
  title,
  isPaid,
  meta,
  classes,
}: {
  href: string;
  clientLink?: boolean;
  testId: string;
  cover?: { src: string; srcSet?: string; width: number; height: number } | null;
  title: string;
  isPaid: boolean;
  meta: ReactNode;
  classes: ArticleTeaserClasses;
}) {
  const text = (
    <>
      <span className={classes.title}>
        {isPaid && <span className={classes.paid}>付費</span>}
        {title}
      </span>
      {meta}
    </>
  );
  const body = (
    <>
      {cover === undefined ? null : cover ? (
        <img src={cover.src} srcSet={cover.srcSet} alt="" width={cover.width} height={cover.height} loading="lazy" decoding="async" className={classes.cover} />
      ) : (
        <span className={classes.cover} aria-hidden="true" />
      )}
      {classes.text ? <span className={classes.text}>{text}</span> : text}
    </>
  );
  return (
    <li className={classes.row} data-testid={testId}>
      {clientLink ? (
        <Link to={href as LinkTarget} className={classes.link}>
          {body}
        </Link>
      ) : (
        <a href={href} className={classes.link}>
          {body}
        </a>
      )}
    </li>
  );
}
