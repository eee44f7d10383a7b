import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ArticleRecord } from '../../content/index.ts';
import { SandboxHttpError } from '../../http-errors.ts';
import { callerOf, canWriteFor, requireMember } from '../access.ts';
import { paginate } from '../cursor.ts';
import type { RouteDeps } from '../deps.ts';
import { cursorParam, fetchParam, IdInput, pathId, readBody, readQuery } from '../http.ts';
import type { UnlockRecord } from '../state.ts';
import { articleSummary } from '../views.ts';

/** The unlock type defaults to bonusPoint (the only one the sandbox sells). */
const UNLOCK_TYPES = ['bonusPoint'] as const;
/** articleUpdate: by the article's last update; updatedAt: by when it was unlocked; totalViews. */
const UNLOCKED_ORDERS = ['articleUpdate', 'updatedAt', 'totalViews'] as const;

const ProductsBody = v.object({ authorId: IdInput, unitIds: v.pipe(v.array(IdInput, 'unitIds must be an array of article ids'), v.maxLength(50, 'at most 50 unitIds')) });
const UnlockBody = v.object({ articleId: IdInput, authorId: IdInput });
const UnlockedQuery = v.object({
  unlockType: v.optional(v.picklist(UNLOCK_TYPES, 'unlockType must be bonusPoint'), 'bonusPoint'),
  orderType: v.optional(v.picklist(UNLOCKED_ORDERS, `orderType must be one of ${UNLOCKED_ORDERS.join(', ')}`), 'articleUpdate'),
  startCursor: cursorParam,
  fetch: fetchParam(10),
});

const isInsufficientBalance = (err: unknown): err is Error & { balance?: number } => err instanceof Error && err.name === 'InsufficientBalanceError';

/** Prices, unlocking paid articles with pCoin, and the list of what a member unlocked. */
export function registerUnlockRoutes(app: Hono, deps: RouteDeps): void {
  const { library, publicUrl, wallet } = deps;

  app.post('/api/Product/Products', async (c) => {
    const body = await readBody(c, ProductsBody);
    const published = new Map((await library.published()).map((a) => [a.id, a]));
    // Unknown units and units of another author are left out rather than failing the whole list.
    const products = [...new Set(body.unitIds)]
      .map((id) => published.get(id))
      .filter((a): a is ArticleRecord => a !== undefined && a.authorId === body.authorId)
      .map((a) => ({ unitId: a.id, articleId: a.id, authorId: a.authorId, title: a.title, price: a.price, isPaid: a.price > 0, currency: 'pCoin' as const }));
    return c.json({ authorId: body.authorId, products });
  });

  app.post('/api/Authorization/Article/:id/Author/:authorId/BonusPoint', async (c) => {
    const articleId = pathId(c.req.param('id'), 'article');
    const authorId = pathId(c.req.param('authorId'), 'author');
    const memberId = requireMember(await callerOf(c, deps.verifyBearer));
    const body = await readBody(c, UnlockBody);
    if (body.articleId !== articleId || body.authorId !== authorId) {
      throw new SandboxHttpError(400, 'idMismatch', 'articleId and authorId in the body must match the path');
    }
    const a = await library.readable(articleId);
    if (a.authorId !== authorId) throw new SandboxHttpError(404, 'articleNotFound', `no article ${articleId} by author ${authorId}`);
    if (a.price === 0) throw new SandboxHttpError(400, 'notPaid', `article ${articleId} is free`);

    // One unlock at a time per member and article: a double click or a retry racing the first
    // request finds the first one's record instead of charging again (the wallet key is a second guard).
    return deps.library.state.serialised(`unlock:${memberId}:${articleId}`, async () => {
      const owned = canWriteFor(library.content, memberId, authorId);
      const existing = owned ? null : await library.state.unlockOf(memberId, articleId);
      if (owned || existing) {
        return c.json({ articleId, authorId, isUnlocked: true, charged: false, price: a.price, balance: await wallet.balance(memberId), unlockedAt: existing?.unlockedAt ?? null });
      }
      let result: { charged: boolean; balance: number };
      try {
        result = await wallet.charge(memberId, a.price, `unlock:${memberId}:${articleId}`);
      } catch (err) {
        if (isInsufficientBalance(err)) {
          throw new SandboxHttpError(402, 'insufficientBalance', `點數不足：需要 ${a.price} pCoin，目前餘額 ${err.balance ?? (await wallet.balance(memberId))} pCoin`);
        }
        throw err;
      }
      const record: UnlockRecord = { articleId, authorId, price: a.price, unlockedAt: deps.now().toISOString() };
      await library.state.recordUnlock(memberId, record);
      return c.json({ articleId, authorId, isUnlocked: true, charged: result.charged, price: a.price, balance: result.balance, unlockedAt: record.unlockedAt });
    });
  });

  app.get('/api/Article/Unlocked', async (c) => {
    const memberId = requireMember(await callerOf(c, deps.verifyBearer));
    const query = readQuery(c, UnlockedQuery);
    const published = new Map((await library.published()).map((a) => [a.id, a]));
    // An unlocked article its author deleted since is no longer listed.
    const rows = (await library.state.unlocksOf(memberId)).flatMap((u) => {
      const a = published.get(u.articleId);
      return a ? [{ a, u }] : [];
    });
    const keyOf = ({ a, u }: (typeof rows)[number]) => (query.orderType === 'totalViews' ? a.totalViews : Date.parse(query.orderType === 'updatedAt' ? u.unlockedAt : a.updatedAt));
    const page = paginate(rows, { order: query.orderType, keyOf, idOf: ({ a }) => a.id, fetch: query.fetch, startCursor: query.startCursor });
    return c.json({
      articles: page.items.map(({ a, u }) => ({ ...articleSummary(publicUrl, a, 'published'), unlockedAt: u.unlockedAt, pricePaid: u.price })),
      nextCursor: page.nextCursor,
      total: page.total,
    });
  });
}
