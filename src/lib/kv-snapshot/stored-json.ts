import * as v from 'valibot';

/**
 * A value we stored in KV, read back through its schema: KV is ours, but a half-written value, an
 * older format or a hand edit must read as missing (null), never as broken data.
 */
export function parseStored<S extends v.GenericSchema>(schema: S, text: string | null): v.InferOutput<S> | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
