import { Link } from 'waku/router/client';

type LinkTarget = Parameters<typeof Link>[0]['to'];

/**
 * A stock's link by its names, as the watchlist's rows and the stocks it suggests show it: the
 * Chinese name on top, the symbol and the English name (marked as English) under it.
 */
export function StockNamesLink({
  href,
  name,
  symbol,
  englishName,
  classes,
}: {
  href: string;
  name: string;
  symbol: string;
  englishName: string | null;
  classes: { link: string; name: string; symbol: string };
}) {
  return (
    <Link to={href as LinkTarget} className={classes.link}>
      <span className={classes.name}>{name}</span>
      <span className={classes.symbol}>
        {symbol}
        {englishName && <span lang="en"> · {englishName}</span>}
      </span>
    </Link>
  );
}
