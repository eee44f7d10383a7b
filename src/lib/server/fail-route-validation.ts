import 'server-only';
import { getRequest, notFound } from './request-context';
import { recordRouteValidationFailure } from './request-scope';

/**
 * For a route guard (stock id, category key, sign-in callback parameters…) whose params
 * are invalid: the fatal 404 "Page Not Found: {path}". Waku then serves the 404 page with status
 * 404. Call it before the first `<Suspense>` boundary, while the status can still change.
 */
export function failRouteValidation(path?: string): never {
  recordRouteValidationFailure(path ?? new URL(getRequest().url).pathname);
  return notFound();
}
