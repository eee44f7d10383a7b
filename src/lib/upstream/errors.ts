/** The upstream services an app call can reach. */
export type UpstreamService = 'article' | 'forum' | 'profile' | 'business' | 'taiwan-market' | 'identity';

/**
 * Every failed upstream call becomes an UpstreamError: `status` is the HTTP status the
 * upstream answered (or 504 for a timeout, 502 for a network failure or a response
 * that does not match its schema), so one error boundary can decide what a reader sees.
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly service: UpstreamService;
  readonly status: number;
  constructor(service: UpstreamService, status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.service = service;
    this.status = status;
  }
}
