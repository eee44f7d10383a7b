import { describe, expect, it } from 'vitest';
import { REFRESH_RETRY_MS } from './auth-runtime-machine';
import { renderedFor } from './restored-page';
import { guest, member, mounted, NOW, rendered, run } from '@tests/auth-runtime-steps';

const signedOut = { type: 'broadcast', message: 'signed-out' } as const;
const signedIn = { type: 'broadcast', message: 'signed-in' } as const;

describe('a server render', () => {
  it('mounting a member page arms the refresh (10 min before expiry) and the expiring event (10 s before), starts the monitor, records whose page it is', () => {
    const { effects, state } = mounted();
    expect(effects).toEqual([
      { type: 'session-ended', ended: false },
      { type: 'timer', timer: 'refresh', ms: 50 * 60_000 },
      { type: 'timer', timer: 'expiring', ms: 3_590_000 },
      { type: 'monitor', monitor: { url: 'https://id.example/check', origin: 'https://id.example', message: 'usstock-web state-a', intervalMs: 15_000 } },
      { type: 'remember-rendered-for', whose: 'member:state-a' },
    ]);
    expect(state.running).toBe(true);
  });

  it('a guest page starts the silent sign-in, but never on the sign-in and auth pages', () => {
    expect(mounted(guest()).types).toEqual(['session-ended', 'remember-rendered-for', 'silent-sign-in']);
    expect(run([rendered(guest(), { path: '/auth/landing' })]).types).not.toContain('silent-sign-in');
    expect(run([rendered(guest(), { path: '/login' })]).types).not.toContain('silent-sign-in');
    // Anonymous (no cookie yet): nothing to try.
    expect(mounted(guest({ status: 'anonymous' })).types).toEqual(['session-ended', 'remember-rendered-for']);
  });

  it('the first page after a redirect sign-in raises the login event, tells the other tabs and goes back to where 登入 was chosen', () => {
    expect(mounted(member({ notice: 'signed-in' })).types.slice(0, 4)).toEqual(['session-ended', 'dispatch', 'broadcast', 'return-to-local-route']);
    expect(mounted(member({ notice: 'signed-in' })).effects[2]).toEqual(signedIn);
    // The notice means nothing on a guest page.
    expect(mounted(guest({ notice: 'signed-in' })).types).not.toContain('dispatch');
  });

  it('a page opened with the logged-out notice tells the other tabs', () => {
    expect(mounted(guest({ notice: 'logged-out' })).effects).toContainEqual(signedOut);
  });

  it('a first load by back/forward of a page for someone else re-renders instead of recording', () => {
    const someoneElse = run([rendered(guest(), { backForward: true, latestRenderedFor: 'member:state-a' })]);
    expect(someoneElse.types).toContain('reload');
    expect(someoneElse.types).not.toContain('remember-rendered-for');
    expect(run([rendered(guest(), { backForward: true, latestRenderedFor: 'guest' })]).types).not.toContain('reload');
    expect(run([rendered(guest(), { backForward: true, latestRenderedFor: null })]).types).not.toContain('reload');
    // Not by back/forward: recorded, whoever was there before.
    expect(run([rendered(guest(), { latestRenderedFor: 'member:state-a' })]).effects).toContainEqual({ type: 'remember-rendered-for', whose: 'guest' });
  });

  it('a page restored whole by back/forward re-renders when this browser signed in, out or as someone else since', () => {
    const { state } = mounted();
    const shown = (latestRenderedFor: string | null, persisted = true) => run([{ type: 'page-shown', persisted, latestRenderedFor }], state).types;
    expect(shown('guest')).toEqual(['reload']);
    expect(shown('member:state-b')).toEqual(['reload']);
    expect(shown(renderedFor(member()))).toEqual([]);
    expect(shown(null)).toEqual([]);
    expect(shown('guest', false)).toEqual([]);
  });

  it('a new render is adopted: same session, nothing re-armed; a renewed token re-arms; a second back/forward check is never made', () => {
    const { state } = mounted();
    const same = run([rendered(member())], state);
    expect(same.types).toEqual(['session-ended', 'remember-rendered-for']);
    const renewed = run([rendered(member({}, 7200), { backForward: true, latestRenderedFor: 'guest' })], state);
    expect(renewed.effects).toEqual([
      { type: 'session-ended', ended: false },
      { type: 'timer', timer: 'refresh', ms: 110 * 60_000 },
      { type: 'timer', timer: 'expiring', ms: 7_190_000 },
      { type: 'remember-rendered-for', whose: 'member:state-a' },
    ]);
    // The very same render object again (an effect run twice) changes nothing.
    expect(run([{ type: 'server-rendered', state: state.server, backForward: false, latestRenderedFor: null }], state).effects).toEqual([]);
  });

  it('a render that signs this tab out stops the timers and the monitor, tells the other tabs and starts the silent sign-in', () => {
    const { effects } = run([rendered(guest())], mounted().state);
    expect(effects).toEqual([
      { type: 'session-ended', ended: false },
      { type: 'timer', timer: 'refresh', ms: null },
      { type: 'timer', timer: 'expiring', ms: null },
      { type: 'monitor', monitor: null },
      signedOut,
      { type: 'remember-rendered-for', whose: 'guest' },
      { type: 'silent-sign-in', run: true },
    ]);
    const back = run([rendered(member())], run([rendered(guest())], mounted().state).state);
    expect(back.types).toEqual(['session-ended', 'timer', 'timer', 'monitor', 'broadcast', 'remember-rendered-for', 'silent-sign-in']);
    expect(back.effects).toContainEqual(signedIn);
    expect(back.effects.at(-1)).toEqual({ type: 'silent-sign-in', run: false });
  });
});

describe('refresh', () => {
  it('the refresh timer asks the server; a renewed session re-arms both timers', () => {
    const { state } = mounted();
    const fired = run([{ type: 'timer', timer: 'refresh' }], state);
    expect(fired.effects).toEqual([{ type: 'ask-session', purpose: 'refresh', event: 'refresh' }]);
    const renewed = run([{ type: 'answered', purpose: 'refresh', answer: member({}, 4000) }], fired.state);
    expect(renewed.effects).toEqual([
      { type: 'timer', timer: 'refresh', ms: (4000 - 600) * 1000 },
      { type: 'timer', timer: 'expiring', ms: (4000 - 10) * 1000 },
    ]);
  });

  it('no answer (offline): asked again 30 s later', () => {
    const { effects } = run(
      [
        { type: 'timer', timer: 'refresh' },
        { type: 'answered', purpose: 'refresh', answer: null },
      ],
      mounted().state,
    );
    expect(effects.at(-1)).toEqual({ type: 'timer', timer: 'refresh', ms: REFRESH_RETRY_MS });
    expect(REFRESH_RETRY_MS).toBe(30_000);
  });

  it('a late "no answer" after the page became a guest arms nothing', () => {
    const signedOutPage = run([{ type: 'timer', timer: 'refresh' }, rendered(guest())], mounted().state).state;
    expect(run([{ type: 'answered', purpose: 'refresh', answer: null }], signedOutPage).effects).toEqual([]);
  });

  it('a refused refresh: a guest page at once, the logged-out dialog (or the API error dialog), the other tabs told, a re-render', () => {
    const refused = run([{ type: 'answered', purpose: 'refresh', answer: guest({ notice: 'logged-out' }) }], mounted().state);
    expect(refused.types).toEqual(['session-ended', 'dialog', 'broadcast', 'reload', 'timer', 'timer', 'monitor', 'broadcast', 'silent-sign-in']);
    expect(refused.effects[1]).toEqual({ type: 'dialog', dialog: 'logged-out' });
    expect(refused.state.auth.status).toBe('guest');
    const apiError = run([{ type: 'answered', purpose: 'refresh', answer: guest({ status: 'anonymous', notice: 'api-error' }) }], mounted().state);
    expect(apiError.effects[1]).toEqual({ type: 'dialog', dialog: 'api-error' });
  });

  it('a member answer with a notice shows its dialog and stays a member', () => {
    const { effects, state } = run([{ type: 'answered', purpose: 'refresh', answer: member({ notice: 'api-error' }) }], mounted().state);
    expect(effects).toEqual([{ type: 'dialog', dialog: 'api-error' }]);
    expect(state.auth.status).toBe('member');
  });

  it('the expiring timer raises the token-expiring event with the expiry', () => {
    expect(run([{ type: 'timer', timer: 'expiring' }], mounted().state).effects).toEqual([{ type: 'dispatch', event: 'tokenExpiring', expiresAt: NOW / 1000 + 3600 }]);
  });

  it('a tab shown again catches up at once when the refresh is due, not before', () => {
    const due = mounted(member({}, 300)).state;
    expect(run([{ type: 'visible' }], due).effects).toEqual([{ type: 'timer', timer: 'refresh', ms: 0 }]);
    expect(run([{ type: 'visible' }], mounted().state).effects).toEqual([]);
    expect(run([{ type: 'visible', now: NOW + 51 * 60_000 }], mounted().state).effects).toEqual([{ type: 'timer', timer: 'refresh', ms: 0 }]);
    expect(run([{ type: 'visible' }], mounted(guest()).state).effects).toEqual([]);
  });

  it('timers firing on a guest page (late) do nothing', () => {
    const { state } = mounted(guest());
    expect(
      run(
        [
          { type: 'timer', timer: 'refresh' },
          { type: 'timer', timer: 'expiring' },
        ],
        state,
      ).effects,
    ).toEqual([]);
  });
});

describe('the check_session monitor', () => {
  it("'changed' asks the server once; the answer decides", () => {
    const changed = run([{ type: 'provider-changed' }, { type: 'provider-changed' }], mounted().state);
    expect(changed.effects).toEqual([{ type: 'ask-session', purpose: 'provider', event: 'provider-session-changed' }]);
    expect(run([{ type: 'answered', purpose: 'provider', answer: guest() }], changed.state).types.slice(0, 4)).toEqual(['session-ended', 'dialog', 'broadcast', 'reload']);
    // No answer: the page stays as it is.
    expect(run([{ type: 'answered', purpose: 'provider', answer: null }], changed.state).effects).toEqual([]);
  });

  it('runs only for members signed in through this browser; a new session state restarts it', () => {
    expect(mounted(member({ sessionState: null })).types).not.toContain('monitor');
    expect(mounted(member({ identity: { ...member().identity, checkSessionUrl: null } })).types).not.toContain('monitor');
    expect(run([{ type: 'provider-changed' }], mounted(member({ sessionState: null })).state).effects).toEqual([]);
    const changed = run([{ type: 'provider-changed' }], mounted().state).state;
    const restarted = run([rendered(member({ sessionState: 'state-b' }))], changed);
    expect(restarted.types).toEqual(['session-ended', 'monitor', 'remember-rendered-for']);
    expect(restarted.effects[1]).toMatchObject({ monitor: { message: 'usstock-web state-b' } });
    // The new monitor reports again.
    expect(run([{ type: 'provider-changed' }], restarted.state).types).toEqual(['ask-session']);
  });
});
