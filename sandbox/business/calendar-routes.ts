import { Hono } from 'hono';
import type { Catalogue } from '../catalogue/types.ts';
import { SandboxHttpError } from '../http-errors.ts';
import { isoDate } from '../market/calendar.ts';
import { CALENDAR_UNIVERSE, calendarItems, parseCalendarRange } from '../market/calendar-events.ts';

/**
 * GET /api/Calendar?from=YYYY-MM-DD&to=YYYY-MM-DD (decision 040): the market-wide calendar of a range
 * of New York dates, at most 42 days, both ends included. A missing, repeated, unreal or too long
 * range is a 400 naming what is wrong. Market holidays and early closes are not in the answer: the
 * app computes them from the exchange's rules itself.
 */
export function calendarRoutes({ catalogue, now }: { catalogue: Catalogue; now: () => number }): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const [from, extraFrom] = c.req.queries('from') ?? [];
    const [to, extraTo] = c.req.queries('to') ?? [];
    if (extraFrom !== undefined || extraTo !== undefined) throw new SandboxHttpError(400, 'badRequest', 'from and to may be given once each');
    const range = parseCalendarRange(from, to);
    if (typeof range === 'string') throw new SandboxHttpError(400, 'badRequest', range);
    return c.json({ data: { from: isoDate(range.from), to: isoDate(range.to), universe: CALENDAR_UNIVERSE, items: calendarItems(catalogue, now(), range) } });
  });
  return app;
}
