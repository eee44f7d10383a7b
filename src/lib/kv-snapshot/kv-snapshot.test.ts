import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { refusedAnswer, rowsDigest } from './digest';
import { shardCodec } from './shard-codec';
import { parseStored } from './stored-json';

/** A toy snapshot: entries keyed by name, shards by first letter (the directory and the article index are tested in workerd). */
const codec = shardCodec<string, { name: string; size: number }, [string, number]>({
  keyField: 'letter',
  keySchema: v.picklist(['a', 'b']),
  rowSchema: v.tuple([v.string(), v.number()]),
  toRow: (entry) => [entry.name, entry.size],
  fromRow: ([name, size]) => ({ name, size }),
  belongs: (entry, letter) => entry.name.startsWith(letter),
});

describe('shard codec', () => {
  it('stores rows as arrays under the snapshot’s own key field and reads them back', () => {
    const text = codec.encode('a', [{ name: 'apple', size: 3 }], 42);
    expect(JSON.parse(text)).toEqual({ v: 1, letter: 'a', fetchedAt: 42, rows: [['apple', 3]] });
    expect(codec.decode(text, 'a')).toEqual({ key: 'a', fetchedAt: 42, entries: [{ name: 'apple', size: 3 }] });
  });

  it('reads another shard, another format, a misfiled entry or broken text as missing', () => {
    const text = codec.encode('a', [{ name: 'apple', size: 3 }], 42);
    expect(codec.decode(text, 'b')).toBeNull();
    expect(codec.decode(text.replace('"v":1', '"v":2'), 'a')).toBeNull();
    expect(codec.decode(codec.encode('a', [{ name: 'banana', size: 1 }], 1), 'a')).toBeNull();
    expect(codec.decode('{"v":1,"letter":"a","fetchedAt":1,"rows":[["apple"]]}', 'a')).toBeNull();
    expect(codec.decode(text.slice(0, -3), 'a')).toBeNull();
  });
});

describe('stored values', () => {
  it('parses JSON through its schema, and anything else (none, broken, wrong shape) as null', () => {
    const schema = v.object({ n: v.number() });
    expect(parseStored(schema, '{"n":1}')).toEqual({ n: 1 });
    expect(parseStored(schema, null)).toBeNull();
    expect(parseStored(schema, '{"n":')).toBeNull();
    expect(parseStored(schema, '{"n":"1"}')).toBeNull();
  });
});

describe('refreshes', () => {
  it('refuses an empty answer and a shrink below half of a stored copy of 20 or more', () => {
    expect(refusedAnswer('the upstream', 'securities', 0, undefined)).toBe('the upstream listed no securities');
    expect(refusedAnswer('the upstream', 'securities', 9, 20)).toBe('the upstream listed 9 securities, down from 20');
    expect(refusedAnswer('the upstream', 'securities', 10, 20)).toBeNull();
    expect(refusedAnswer('the upstream', 'securities', 1, 19)).toBeNull();
    expect(refusedAnswer('the upstream', 'securities', 1, undefined)).toBeNull();
  });

  it('digests rows so that a change of any value, or of their order, is seen', async () => {
    const rows = [
      ['a', 1],
      ['b', 2],
    ];
    expect(await rowsDigest(rows)).toMatch(/^[0-9a-f]{32}$/);
    expect(await rowsDigest(rows)).toBe(
      await rowsDigest([
        ['a', 1],
        ['b', 2],
      ]),
    );
    expect(await rowsDigest(rows)).not.toBe(
      await rowsDigest([
        ['a', 1],
        ['b', 3],
      ]),
    );
    expect(await rowsDigest(rows)).not.toBe(
      await rowsDigest([
        ['b', 2],
        ['a', 1],
      ]),
    );
  });
});
