/** How long a person reads the 404 page of an unknown stock before being sent home. */
export const STOCK_NOT_FOUND_REDIRECT_SECONDS = 5;

/** A stock page, as an HTML request (/stock/…) or as Waku's RSC request for one (/RSC/R/stock/…). */
export const isStockRequestPath = (pathname: string): boolean => /^(?:\/RSC\/R)?\/stock(?:\/|\.txt$|$)/.test(pathname);
