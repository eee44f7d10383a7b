import type { Context } from 'hono';
import * as v from 'valibot';
import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { SandboxHttpError } from '../http-errors.ts';

/** Letters, digits and the class/preferred marks of the listings (BRK.B, BFH$A); '#' for indices. */
const STOCK_ID = /^#?[A-Z0-9][A-Z0-9.$^=-]{0,15}$/;
export const MAX_ID_LENGTH = 17;

/**
 * Upper-cases an id and turns a leading '.' (how URLs spell '#') into '#'. Throws 400 for
 * anything that cannot be a symbol: path tricks, markup, control characters, huge strings.
 */
export function normaliseStockId(raw: string, where = 'id'): string {
  const trimmed = raw.trim().toUpperCase();
  const id = trimmed.startsWith('.') ? `#${trimmed.slice(1)}` : trimmed;
  if (id.length > MAX_ID_LENGTH || !STOCK_ID.test(id)) {
    // Echo the input without anything that could be markup or a control character.
    const safe = raw.replace(/[^A-Za-z0-9.$#^=-]/g, '?');
    const shown = safe.length > 40 ? `${safe.slice(0, 40)}…` : safe;
    throw new SandboxHttpError(400, 'badStockId', `${where}: ${JSON.stringify(shown)} is not a stock id (e.g. NVDA, BRK.B, #DJI)`);
  }
  return id;
}

export function findStock(catalogue: Catalogue, raw: string): CatalogueEntry {
  const id = normaliseStockId(raw);
  const entry = catalogue.get(id);
  if (!entry) throw new SandboxHttpError(404, 'stockNotFound', `unknown stock id ${id}`);
  return entry;
}

/** Request bodies are small JSON documents; anything else is refused before parsing. */
export const MAX_BODY_BYTES = 16 * 1024;

export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new SandboxHttpError(415, 'unsupportedMediaType', 'send the body as application/json');
  }
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new SandboxHttpError(413, 'payloadTooLarge', `bodies are limited to ${MAX_BODY_BYTES} bytes`);
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new SandboxHttpError(413, 'payloadTooLarge', `bodies are limited to ${MAX_BODY_BYTES} bytes`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SandboxHttpError(400, 'badJson', 'the body is not valid JSON');
  }
}

/** Parses with a valibot schema; the first issue becomes a 400 with its path. */
export function parseOr400<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, what: string): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  throw new SandboxHttpError(400, 'badRequest', `${what}${path ? ` (${path})` : ''}: ${issue?.message ?? 'invalid'}`);
}

/** An array of at most `max` id strings, as AdditionalInformation and Quotes take. */
export const idListSchema = (max: number) =>
  v.pipe(
    v.array(v.pipe(v.string('each id must be a string'), v.maxLength(64, 'ids are at most 64 characters')), 'the body must be a JSON array of stock ids'),
    v.maxLength(max, `at most ${max} ids per call`),
  );
