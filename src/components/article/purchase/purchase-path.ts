/** Where /article/purchase lives (its "load more" links add `?cursor=`). Plain data: the client button imports it too. */
export const PURCHASE_PATH = '/article/purchase';
