import { Hono } from 'hono';
import type { VerifyBearer } from '../auth-types.ts';
import type { Content } from '../content/index.ts';
import { answerErrorsAsJson } from '../http-errors.ts';
import type { SandboxStorage } from '../storage.ts';
import type { Wallet } from '../wallet.ts';
import { Library } from './library.ts';
import { registerArticleRoutes } from './routes/articles.ts';
import { registerAuthorRoutes } from './routes/authors.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerUnlockRoutes } from './routes/unlock.ts';
import { registerVersionRoutes } from './routes/versions.ts';
import { createArticleState } from './state.ts';

export interface ArticleServiceDeps {
  storage: SandboxStorage;
  verifyBearer: VerifyBearer;
  publicUrl: string;
  content: Content;
  wallet: Wallet;
  /** Clock for unlock and deletion times; defaults to the real one. */
  now?: () => Date;
}

/**
 * The article service, mounted by sandbox/server.ts under /article.
 * Response shapes: docs/decisions/006-sandbox-articles.md.
 */
export function createArticleService(deps: ArticleServiceDeps): Hono {
  const app = new Hono();
  const routeDeps = {
    library: new Library(deps.content, createArticleState(deps.storage)),
    verifyBearer: deps.verifyBearer,
    publicUrl: deps.publicUrl,
    wallet: deps.wallet,
    now: deps.now ?? (() => new Date()),
  };
  // Order matters: the static paths (/api/Article/Unlocked, /api/Article/Recent/Summary,
  // /api/Article/Search) must be registered before /api/Article/:id.
  registerUnlockRoutes(app, routeDeps);
  registerSearchRoutes(app, routeDeps);
  registerArticleRoutes(app, routeDeps);
  registerVersionRoutes(app, routeDeps);
  registerAuthorRoutes(app, routeDeps);

  answerErrorsAsJson(app, { notFound: 'No article-service route for', failure: 'article service error', log: '[sandbox article]' });
  return app;
}
