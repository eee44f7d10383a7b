import { describe, expect, it } from 'vitest';
import { guest, member, mounted, rendered, run } from '@tests/auth-runtime-steps';

/** The auth runtime machine's other inputs: refused actions, other tabs, silent sign-in, unmounting, late answers. */

describe('a member action refused as not signed in', () => {
  it('asks the server once, however often it is refused meanwhile; guests never ask', () => {
    const asked = run([{ type: 'refused' }, { type: 'refused' }], mounted().state);
    expect(asked.effects).toEqual([{ type: 'ask-session', purpose: 'refusal' }]);
    expect(run([{ type: 'refused' }], mounted(guest()).state).effects).toEqual([]);
  });

  it('the session ended: the logged-out flow', () => {
    const { types, state } = run([{ type: 'refused' }, { type: 'answered', purpose: 'refusal', answer: guest() }], mounted().state);
    expect(types.slice(1, 5)).toEqual(['session-ended', 'dialog', 'broadcast', 'reload']);
    expect(state.auth.status).toBe('guest');
    expect(state.checkingRefusal).toBe(false);
  });

  it('the server still sees a member (or does not answer): the error flow, back to the server render, 已刷新資料', () => {
    for (const answer of [member({}, 4000), null]) {
      const { effects, state } = run([{ type: 'refused' }, { type: 'answered', purpose: 'refusal', answer }], mounted().state);
      expect(effects.slice(1)).toEqual([{ type: 'reload' }, { type: 'refreshed-toast' }]);
      expect(state.auth).toBe(state.server);
      // Asked again on the next refusal.
      expect(run([{ type: 'refused' }], state).effects).toEqual([{ type: 'ask-session', purpose: 'refusal' }]);
    }
  });

  it('the error flow after a refresh renewed the page goes back to the server render (its timers re-armed)', () => {
    const renewed = run([{ type: 'refused' }, { type: 'answered', purpose: 'refresh', answer: member({}, 4000) }], mounted().state);
    const { types, state } = run([{ type: 'answered', purpose: 'refusal', answer: null }], renewed.state);
    expect(types).toEqual(['reload', 'refreshed-toast', 'timer', 'timer']);
    expect(state.auth).toBe(state.server);
  });
});

describe('other tabs (BroadcastChannel)', () => {
  it("another tab's sign-out: a member asks the server; a guest answer ends the session here (no second broadcast of its own)", () => {
    const asked = run([{ type: 'channel', data: { type: 'signed-out' } }], mounted().state);
    expect(asked.effects).toEqual([{ type: 'ask-session', purpose: 'channel' }]);
    const ended = run([{ type: 'answered', purpose: 'channel', answer: guest() }], asked.state);
    expect(ended.effects.slice(0, 3)).toEqual([{ type: 'session-ended', ended: true }, { type: 'dialog', dialog: 'logged-out' }, { type: 'reload' }]);
    expect(ended.types.filter((type) => type === 'broadcast')).toHaveLength(1);
    // Still a member (another account signed out), or no answer: nothing.
    expect(run([{ type: 'answered', purpose: 'channel', answer: member() }], asked.state).effects).toEqual([]);
    expect(run([{ type: 'answered', purpose: 'channel', answer: null }], asked.state).effects).toEqual([]);
  });

  it("another tab's sign-in re-renders a guest page; a member page stays", () => {
    expect(run([{ type: 'channel', data: { type: 'signed-in' } }], mounted(guest()).state).effects).toEqual([{ type: 'reload' }]);
    expect(run([{ type: 'channel', data: { type: 'signed-in' } }], mounted().state).effects).toEqual([]);
    expect(run([{ type: 'channel', data: { type: 'signed-out' } }], mounted(guest()).state).effects).toEqual([]);
  });

  it('a message of any other shape is ignored', () => {
    for (const data of [null, 'signed-out', { type: 'other' }, 42]) {
      expect(run([{ type: 'channel', data }], mounted().state).effects).toEqual([]);
    }
  });
});

describe('the silent sign-in', () => {
  it('signed in: the login event and a re-render; refused: 您已登出; not tried: nothing', () => {
    const { state } = mounted(guest());
    expect(run([{ type: 'silent-outcome', outcome: 'signed-in' }], state).effects).toEqual([{ type: 'dispatch', event: 'login' }, { type: 'reload' }]);
    expect(run([{ type: 'silent-outcome', outcome: 'refused' }], state).effects).toEqual([{ type: 'dialog', dialog: 'logged-out' }]);
    expect(run([{ type: 'silent-outcome', outcome: 'not-tried' }], state).effects).toEqual([]);
  });

  it('reports once; an outcome after it was stopped (the page became a member) is dropped', () => {
    const { state } = mounted(guest());
    expect(
      run(
        [
          { type: 'silent-outcome', outcome: 'refused' },
          { type: 'silent-outcome', outcome: 'refused' },
        ],
        state,
      ).effects,
    ).toHaveLength(1);
    const member_ = run([rendered(member())], state);
    expect(member_.types).toContain('silent-sign-in');
    expect(run([{ type: 'silent-outcome', outcome: 'signed-in' }], member_.state).effects).toEqual([]);
  });

  it('a session that ends while the page is open starts it again (the tab may still hold its one try)', () => {
    expect(run([{ type: 'answered', purpose: 'refresh', answer: guest() }], mounted().state).types.at(-1)).toBe('silent-sign-in');
  });
});

describe('unmounting, and answers in a hostile order', () => {
  it('unmounting stops the timers, the monitor and the silent sign-in; later events are dropped', () => {
    const memberPage = run([{ type: 'unmounted' }], mounted().state);
    expect(memberPage.effects).toEqual([
      { type: 'timer', timer: 'refresh', ms: null },
      { type: 'timer', timer: 'expiring', ms: null },
      { type: 'monitor', monitor: null },
    ]);
    expect(run([{ type: 'unmounted' }], mounted(guest()).state).effects).toEqual([{ type: 'silent-sign-in', run: false }]);
    const late = run(
      [
        { type: 'answered', purpose: 'refresh', answer: guest() },
        { type: 'timer', timer: 'refresh' },
        { type: 'refused' },
        { type: 'channel', data: { type: 'signed-out' } },
        { type: 'page-shown', persisted: true, latestRenderedFor: 'guest' },
      ],
      memberPage.state,
    );
    expect(late.effects).toEqual([]);
  });

  it('mounted again (React may mount twice), everything starts again', () => {
    const again = run([rendered(member())], run([{ type: 'unmounted' }], mounted().state).state);
    expect(again.types).toEqual(['session-ended', 'timer', 'timer', 'monitor', 'remember-rendered-for']);
  });

  it('two answers in either order: the later one is what the page holds', () => {
    const asked = run([{ type: 'timer', timer: 'refresh' }, { type: 'provider-changed' }], mounted().state).state;
    const renewedThenEnded = run(
      [
        { type: 'answered', purpose: 'refresh', answer: member({}, 4000) },
        { type: 'answered', purpose: 'provider', answer: guest() },
      ],
      asked,
    );
    expect(renewedThenEnded.state.auth.status).toBe('guest');
    // Re-armed by the renewal, cleared by the end.
    expect(renewedThenEnded.effects.filter((e) => e.type === 'timer').map((e) => e.type === 'timer' && e.ms !== null)).toEqual([true, true, false, false]);
    expect(renewedThenEnded.types.at(-1)).toBe('silent-sign-in');
    const endedThenNoAnswer = run(
      [
        { type: 'answered', purpose: 'provider', answer: guest() },
        { type: 'answered', purpose: 'refresh', answer: null },
      ],
      asked,
    );
    // The retry is not armed for a page that is a guest now.
    expect(endedThenNoAnswer.effects.filter((e) => e.type === 'timer')).toEqual([
      { type: 'timer', timer: 'refresh', ms: null },
      { type: 'timer', timer: 'expiring', ms: null },
    ]);
  });
});
