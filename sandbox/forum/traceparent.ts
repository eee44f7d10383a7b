import type { MiddlewareHandler } from 'hono';

/**
 * The forum service wants the device trace-context header on every call: a W3C `traceparent`
 * (https://www.w3.org/TR/trace-context/), `version-traceid-parentid-flags` in lower-case hex.
 * Version ff is invalid, version 00 has exactly four fields, and all-zero ids are invalid.
 * Later versions may append fields, which a version-00 reader ignores.
 */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-[^\s]*)?$/;

export function isValidTraceparent(value: string | undefined | null): boolean {
  if (!value || value.length > 512) return false;
  const match = TRACEPARENT.exec(value);
  if (!match) return false;
  const [, version, traceId, parentId, , extra] = match;
  if (version === 'ff') return false;
  if (version === '00' && extra !== undefined) return false;
  return !/^0+$/.test(traceId ?? '') && !/^0+$/.test(parentId ?? '');
}

export const requireTraceparent: MiddlewareHandler = async (c, next) => {
  const value = c.req.header('traceparent');
  if (!isValidTraceparent(value)) {
    return c.json(
      {
        error: {
          code: value ? 'badTraceparent' : 'missingTraceparent',
          message: value
            ? 'traceparent must be a W3C trace context: 00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>'
            : 'the forum service needs a traceparent header (W3C trace context) on every call',
        },
      },
      400,
    );
  }
  await next();
};
