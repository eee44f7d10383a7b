import type { Context } from 'hono';
import * as v from 'valibot';
import { describeIssues, SandboxHttpError } from '../http-errors.ts';

/** Issues in a body or query: up to three, an issue without a path blamed on the body. */
const issuesText = (issues: readonly v.BaseIssue<unknown>[]): string => describeIssues(issues, { max: 3, rootLabel: 'body' });

/** Bodies are small JSON objects; anything larger is a mistake or an attack. */
const MAX_BODY_CHARS = 64_000;

/** Reads and validates a JSON body: malformed JSON, oversize bodies and wrong shapes are 400s. */
export async function readBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_CHARS) throw new SandboxHttpError(413, 'bodyTooLarge', `request body is over ${MAX_BODY_CHARS} characters`);
  let data: unknown;
  try {
    data = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new SandboxHttpError(400, 'invalidJson', 'request body is not valid JSON');
  }
  const result = v.safeParse(schema, data);
  if (!result.success) throw new SandboxHttpError(400, 'invalidBody', issuesText(result.issues));
  return result.output;
}

/** Validates query parameters (all strings) with a schema; bad values are 400s naming the parameter. */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) throw new SandboxHttpError(400, 'invalidQuery', issuesText(result.issues));
  return result.output;
}

/**
 * Numeric ids in paths. Anything else (letters, negative numbers, 20 digits, `../`) cannot name
 * an article or an author, so it is answered like an unknown id: 404.
 */
export function pathId(raw: string | undefined, what: 'article' | 'author'): number {
  if (raw && /^[1-9]\d{0,8}$/.test(raw)) return Number(raw);
  throw new SandboxHttpError(404, what === 'article' ? 'articleNotFound' : 'authorNotFound', `no ${what} with id ${JSON.stringify(raw ?? '').slice(0, 40)}`);
}

/** An id in a body: a positive integer, or its decimal string (what a route parameter holds). */
export const IdInput = v.union(
  [v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)), v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))],
  'must be a positive integer id',
);

/** `fetch` query parameter: how many items a page holds (10 by default; 20 for versions). */
export const fetchParam = (fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'fetch must be a whole number between 1 and 50'),
      v.transform(Number),
      v.minValue(1, 'fetch must be between 1 and 50'),
      v.maxValue(50, 'fetch must be between 1 and 50'),
    ),
    String(fallback),
  );

/** Opaque cursor strings; their content is checked by decodeCursor. */
export const cursorParam = v.optional(v.pipe(v.string(), v.maxLength(500, 'startCursor is too long')));
