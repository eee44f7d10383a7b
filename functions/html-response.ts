/** Whether a response is a page (HTML): the edge layer rewrites, marks private and replaces only those. */
export const isHtml = (res: Response): boolean => (res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
