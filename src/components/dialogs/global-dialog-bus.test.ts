import { describe, expect, it, vi } from 'vitest';
import { createGlobalDialogBus } from './global-dialog-bus';
import { GLOBAL_DIALOG_EVENT } from './global-dialog-events';

function raise(target: EventTarget, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(GLOBAL_DIALOG_EVENT, { detail }));
}

describe('createGlobalDialogBus', () => {
  it('delivers kinds to the connected dialogs', () => {
    const target = new EventTarget();
    const show = vi.fn();
    createGlobalDialogBus(target).connect(show);
    raise(target, { kind: 'api-error' });
    raise(target, { kind: 'logged-out' });
    expect(show.mock.calls).toEqual([['api-error'], ['logged-out']]);
  });

  it('keeps the latest kind raised before the dialogs connected (an early logged-out is not lost)', () => {
    const target = new EventTarget();
    const bus = createGlobalDialogBus(target);
    raise(target, { kind: 'api-error' });
    raise(target, { kind: 'logged-out' });
    const show = vi.fn();
    bus.connect(show);
    expect(show.mock.calls).toEqual([['logged-out']]);
    // Delivered once only.
    const again = vi.fn();
    bus.connect(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('buffers again after a disconnect, and an old disconnect does not cut off a newer listener', () => {
    const target = new EventTarget();
    const bus = createGlobalDialogBus(target);
    const first = vi.fn();
    const disconnectFirst = bus.connect(first);
    const second = vi.fn();
    bus.connect(second);
    disconnectFirst();
    raise(target, { kind: 'login-required' });
    expect(second).toHaveBeenCalledWith('login-required');
    expect(first).not.toHaveBeenCalled();
  });

  it.each([undefined, null, 'logged-out', 42, {}, { kind: 'evil' }, { kind: 'toString' }, { kind: ['api-error'] }])('ignores the hostile detail %j', (detail) => {
    const target = new EventTarget();
    const show = vi.fn();
    createGlobalDialogBus(target).connect(show);
    raise(target, detail);
    target.dispatchEvent(new Event(GLOBAL_DIALOG_EVENT));
    expect(show).not.toHaveBeenCalled();
  });
});
