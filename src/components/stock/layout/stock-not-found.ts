/** A stock page, as an HTML request (/stock/…) or as Waku's RSC request for one (/RSC/R/stock/…). */
export const isStockRequestPath = (pathname: string): boolean => /^(?:\/RSC\/R)?\/stock(?:\/|\.txt$|$)/.test(pathname);
