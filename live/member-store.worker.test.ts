import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { live } from '../tests/support/app/live-reader.ts';
import { SAVED_SCREEN_LIMIT, type SavedScreensRpc } from '../src/lib/member/saved-screens.ts';
import { MEMBER_MIGRATIONS } from './member-schema.ts';
import type { MemberStore } from './member-store.ts';
import { migrate, schemaVersion } from './sql-migrations.ts';

/**
 * The member store in workerd: a real SQLite Durable Object per member, called over RPC as the site's
 * Worker calls it. Every test takes a member of its own (a fresh object), so shuffled orders pass.
 */
let members = 0;
const freshMember = () => live.MEMBER_STORES.idFromName(`member:test-${Date.now()}-${(members += 1)}`);
const storeOf = (id: DurableObjectId) => live.MEMBER_STORES.get(id) as DurableObjectStub<MemberStore>;
const rpc = (id: DurableObjectId) => storeOf(id) as unknown as SavedScreensRpc;
const names = async (store: SavedScreensRpc) => (await store.listScreens()).map((screen) => screen.name);

describe('the schema', () => {
  it('is brought to the latest version before the first call, once: a second start runs no step again', async () => {
    const id = freshMember();
    await rpc(id).saveScreen('高股息', 'yield=5-');
    const ledger = await runInDurableObject(storeOf(id), (_instance, state) => {
      // What a restart (a new instance on the same storage) does: nothing, the steps are recorded.
      migrate(state.storage, MEMBER_MIGRATIONS);
      return state.storage.sql.exec<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version').toArray();
    });
    expect(ledger.map((row) => row.version)).toEqual(MEMBER_MIGRATIONS.map((step) => step.version));
    expect(await names(rpc(id))).toEqual(['高股息']);
  });

  it('moves an object forward with a new step, keeps its rows, and leaves a failing step without a trace', async () => {
    const id = freshMember();
    await rpc(id).saveScreen('月配息', 'freq=monthly');
    const after = await runInDurableObject(storeOf(id), (_instance, state) => {
      const next = [...MEMBER_MIGRATIONS, { version: MEMBER_MIGRATIONS.length + 1, sql: 'ALTER TABLE saved_screens ADD COLUMN note TEXT' }];
      const broken = [...next, { version: next.length + 1, sql: 'CREATE TABLE half_done (x INTEGER); INSERT INTO no_such_table VALUES (1);' }];
      migrate(state.storage, next);
      expect(() => migrate(state.storage, broken)).toThrow(/no such table/);
      // Code older than the schema refuses it rather than writing to tables it does not know.
      expect(() => migrate(state.storage, MEMBER_MIGRATIONS)).toThrow(/newer than this code/);
      const tables = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'half_done'").toArray();
      const row = state.storage.sql.exec<{ name: string; note: string | null }>('SELECT name, note FROM saved_screens').one();
      return { version: schemaVersion(state.storage.sql), tables, row };
    });
    expect(after).toEqual({ version: MEMBER_MIGRATIONS.length + 1, tables: [], row: { name: '月配息', note: null } });
  });
});

describe('saved screens', () => {
  it('saves, lists newest first, replaces a name that exists (saying so) and renames', async () => {
    const store = rpc(freshMember());
    const first = await store.saveScreen('  高股息　', '?yield=5-&sort=yield');
    expect(first).toEqual({ status: 'saved', screen: { id: expect.any(Number), name: '高股息', query: 'yield=5-&sort=yield', savedAt: expect.any(Number) } });
    await store.saveScreen('成長股', 'epsg=20-');
    expect(await names(store)).toEqual(['成長股', '高股息']);
    // The same name (ASCII case aside) replaces the query and moves the screen to the top; its id stays.
    const again = await store.saveScreen('高股息', 'yield=6-');
    expect(again).toMatchObject({ status: 'replaced', screen: { name: '高股息', query: 'yield=6-' } });
    expect(again.status === 'replaced' && first.status === 'saved' && again.screen.id).toBe(first.status === 'saved' && first.screen.id);
    expect(await store.saveScreen('dividend', 'a=1')).toMatchObject({ status: 'saved' });
    expect(await store.saveScreen('Dividend', 'a=2')).toMatchObject({ status: 'replaced', screen: { name: 'Dividend', query: 'a=2' } });
    expect(await names(store)).toEqual(['Dividend', '高股息', '成長股']);
    const [, high, growth] = await store.listScreens();
    expect(await store.renameScreen(high?.id ?? 0, '高股息 6%')).toMatchObject({ status: 'renamed', screen: { name: '高股息 6%', query: 'yield=6-' } });
    expect(await store.renameScreen(growth?.id ?? 0, '高股息 6%')).toEqual({ status: 'name-taken' });
    expect(await store.renameScreen(987_654, '別的')).toEqual({ status: 'not-found' });
    expect(await names(store)).toEqual(['Dividend', '高股息 6%', '成長股']);
  });

  it('keeps 20 and refuses the 21st, a replace still allowed when full', async () => {
    const store = rpc(freshMember());
    for (let i = 1; i <= SAVED_SCREEN_LIMIT; i += 1) expect((await store.saveScreen(`條件 ${i}`, `p=${i}`)).status).toBe('saved');
    expect(await store.saveScreen('第 21 組', 'p=21')).toEqual({ status: 'full', max: SAVED_SCREEN_LIMIT });
    expect(await store.saveScreen('條件 3', 'p=33')).toMatchObject({ status: 'replaced' });
    expect(await store.listScreens()).toHaveLength(SAVED_SCREEN_LIMIT);
  });

  it('loses nothing when two tabs save at once, and holds the limit under the rush', async () => {
    const store = rpc(freshMember());
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => store.saveScreen(`分頁 ${i}`, `tab=${i}`)));
    expect(answers.filter((answer) => answer.status === 'saved')).toHaveLength(SAVED_SCREEN_LIMIT);
    expect(answers.filter((answer) => answer.status === 'full')).toHaveLength(5);
    const saved = await store.listScreens();
    expect(saved).toHaveLength(SAVED_SCREEN_LIMIT);
    expect(new Set(saved.map((screen) => screen.savedAt)).size).toBe(SAVED_SCREEN_LIMIT);
    // The same name from two tabs: one screen, the later query.
    const other = rpc(freshMember());
    await Promise.all([other.saveScreen('同名', 'tab=1'), other.saveScreen('同名', 'tab=2')]);
    expect(await other.listScreens()).toEqual([expect.objectContaining({ name: '同名', query: 'tab=2' })]);
  });

  it('refuses hostile names and queries with a reason, storing nothing', async () => {
    const store = rpc(freshMember());
    const refused = await Promise.all([
      store.saveScreen('x'.repeat(10_000), 'a=1'),
      store.saveScreen('好'.repeat(41), 'a=1'),
      store.saveScreen('   ', 'a=1'),
      store.saveScreen('tab\there', 'a=1'),
      store.saveScreen('line\nbreak', 'a=1'),
      store.saveScreen('\u202Egnp.exe', 'a=1'),
      store.saveScreen('lone \uD800 surrogate', 'a=1'),
      store.saveScreen('ok', 'a='.padEnd(2001, 'x')),
      store.saveScreen('ok', 'a=1#frag'),
      store.saveScreen('ok', 'a=<b c>'),
      store.saveScreen(42 as unknown as string, 'a=1'),
    ]);
    expect(refused.map((answer) => (answer.status === 'invalid-name' ? answer.problem : answer.status))).toEqual([
      'too-long',
      'too-long',
      'empty',
      'forbidden-character',
      'forbidden-character',
      'forbidden-character',
      'forbidden-character',
      'invalid-query',
      'invalid-query',
      'invalid-query',
      'empty',
    ]);
    // Any script, emoji of several code points as one character, and HTML as plain text, up to 40.
    expect(await store.saveScreen('👨‍👩‍👧'.repeat(40), '')).toMatchObject({ status: 'saved', screen: { query: '' } });
    expect(await store.saveScreen('<img src=x onerror=alert(1)>', 'a=1')).toMatchObject({ status: 'saved', screen: { name: '<img src=x onerror=alert(1)>' } });
    expect(await store.saveScreen('Ünïcode配息 ✓', 'q='.padEnd(2000, '9'))).toMatchObject({ status: 'saved' });
    expect(await store.listScreens()).toHaveLength(3);
  });

  it('removes a screen and puts it back in its place on undo, unless its name was taken meanwhile', async () => {
    const store = rpc(freshMember());
    for (const name of ['一', '二', '三']) await store.saveScreen(name, `n=${name.length}`);
    const [, two] = await store.listScreens();
    const id = two?.id ?? 0;
    expect(await store.removeScreen(id)).toMatchObject({ status: 'removed', screen: { name: '二' } });
    expect(await store.removeScreen(id)).toEqual({ status: 'not-found' });
    expect(await names(store)).toEqual(['三', '一']);
    expect(await store.findScreen(id)).toMatchObject({ name: '二', removed: true });
    expect(await store.restoreScreen(id)).toMatchObject({ status: 'restored', screen: { name: '二' } });
    expect(await names(store)).toEqual(['三', '二', '一']);
    expect(await store.restoreScreen(id)).toEqual({ status: 'not-found' });
    await store.removeScreen(id);
    await store.saveScreen('二', 'n=new');
    expect(await store.restoreScreen(id)).toEqual({ status: 'name-taken' });
  });

  it('leaves nothing half-written when a write fails part-way', async () => {
    const id = freshMember();
    const store = rpc(id);
    await store.saveScreen('留著', 'a=1');
    const [kept] = await store.listScreens();
    await store.removeScreen(kept?.id ?? 0);
    // A write fails after its first statement has run: the purge of old removals, then the insert (refused here).
    await runInDurableObject(storeOf(id), (_instance, state) => {
      state.storage.sql.exec("UPDATE saved_screens SET deleted_at = 1 WHERE name = '留著'");
      state.storage.sql.exec("CREATE TRIGGER refuse_boom BEFORE INSERT ON saved_screens WHEN NEW.name = 'boom' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    });
    expect(await store.saveScreen('boom', 'a=2')).toEqual({ status: 'error' });
    const rows = await runInDurableObject(storeOf(id), (_instance, state) => state.storage.sql.exec<{ name: string }>('SELECT name FROM saved_screens').toArray());
    expect(rows).toEqual([{ name: '留著' }]);
  });

  it('keeps each member to their own object, and the live Worker’s own fetch reaches none of it', async () => {
    const a = rpc(freshMember());
    const b = rpc(freshMember());
    await a.saveScreen('A 的條件', 'a=1');
    expect(await b.listScreens()).toEqual([]);
    for (const path of ['/', '/member/1', '/MemberStore', '/screens?member=1']) expect((await SELF.fetch(`http://live${path}`, { method: 'POST' })).status).toBe(404);
  });
});
