import type { MiddlewareHandler } from 'hono';
import type { Hono } from 'hono/tiny';
import validateConfig from './validate-config';

/**
 * The Hono edge layer, in the order it runs ahead of Waku's router. Each entry is a small
 * middleware factory in its own file.
 */
export const edgeMiddleware: ((opts: { app: Hono }) => MiddlewareHandler)[] = [() => validateConfig()];
