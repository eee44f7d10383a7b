import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxUser, VerifyBearer } from '../auth-types.ts';
import type { Catalogue } from '../catalogue/types.ts';
import { SandboxHttpError } from '../http-errors.ts';
import type { SandboxStorage } from '../storage.ts';
import { toStockRecord } from './directory.ts';
import { normaliseStockId } from './http.ts';

/**
 * The signed-in member's watchlist: GET the list, PUT /{id} to add (adding twice changes
 * nothing), DELETE /{id} to remove. Kept per member in the sandbox storage, so it survives
 * restarts in dev. Guests and anonymous callers get 401.
 */
export const WATCHLIST_MAX = 100;

const StoredSchema = v.object({ items: v.array(v.object({ id: v.string(), addedAt: v.string() })) });
type Stored = v.InferOutput<typeof StoredSchema>;

export interface WatchlistDeps {
  storage: SandboxStorage;
  verifyBearer: VerifyBearer;
  catalogue: Catalogue;
  now: () => number;
}

const keyOf = (user: SandboxUser) => `business:watchlist:${user.memberId ?? user.sub}`;

async function member(c: Context, verifyBearer: VerifyBearer): Promise<SandboxUser> {
  const user = await verifyBearer(c.req.header('authorization'));
  if (!user) throw new SandboxHttpError(401, 'unauthorized', 'sign in to use the watchlist (Authorization: Bearer <member access token>)');
  if (user.isGuest || user.memberId === null) throw new SandboxHttpError(401, 'loginRequired', 'guests have no watchlist; sign in as a member');
  return user;
}

export function watchlistRoutes({ storage, verifyBearer, catalogue, now }: WatchlistDeps): Hono {
  const app = new Hono();

  const read = async (user: SandboxUser): Promise<Stored> => {
    const parsed = v.safeParse(StoredSchema, await storage.getItem(keyOf(user)));
    return parsed.success ? parsed.output : { items: [] };
  };
  // Symbols that left the catalogue are still listed (so they can be removed), with their id only.
  const answer = (stored: Stored) => ({
    data: {
      max: WATCHLIST_MAX,
      items: stored.items.map((item) => {
        const entry = catalogue.get(item.id);
        return entry ? { ...toStockRecord(entry), addedAt: item.addedAt } : { id: item.id, name: item.id, customName: null, marketType: 0, commodityType: 0, exchange: null, addedAt: item.addedAt };
      }),
    },
  });

  app.get('/', async (c) => c.json(answer(await read(await member(c, verifyBearer)))));

  app.put('/:id', async (c) => {
    const user = await member(c, verifyBearer);
    const id = normaliseStockId(c.req.param('id'));
    if (!catalogue.get(id)) throw new SandboxHttpError(404, 'stockNotFound', `unknown stock id ${id}`);
    const stored = await read(user);
    if (!stored.items.some((item) => item.id === id)) {
      if (stored.items.length >= WATCHLIST_MAX) {
        throw new SandboxHttpError(400, 'watchlistFull', `a watchlist holds at most ${WATCHLIST_MAX} stocks`);
      }
      stored.items.push({ id, addedAt: new Date(now()).toISOString() });
      await storage.setItem(keyOf(user), stored);
    }
    return c.json(answer(stored));
  });

  app.delete('/:id', async (c) => {
    const user = await member(c, verifyBearer);
    const id = normaliseStockId(c.req.param('id'));
    const stored = await read(user);
    const kept = stored.items.filter((item) => item.id !== id);
    if (kept.length === stored.items.length && !catalogue.get(id)) {
      throw new SandboxHttpError(404, 'stockNotFound', `unknown stock id ${id}`);
    }
    if (kept.length !== stored.items.length) await storage.setItem(keyOf(user), { items: kept });
    return c.json(answer({ items: kept }));
  });

  return app;
}
