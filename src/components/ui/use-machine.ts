'use client';

import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * One step of a pure state machine: the next state, and the effects it asks the component to run
 * (timers, requests, dialogs, navigation). The machines live beside their components
 * (`*-machine.ts`, `*-state.ts`) and are unit-tested without a browser; the components only render
 * the state and run the effects.
 */
export interface Step<S, F> {
  state: S;
  effects: readonly F[];
}

/**
 * Runs a machine in a component. `send` applies an event at once (the state is kept in a ref, so two
 * events in one tick see each other, as a DOM handler expects), re-renders, runs the effects in the
 * order asked, and returns them: a handler uses that to call preventDefault() on the event it is
 * handling. `perform` may send further events (an answer, a timer firing); the latest `perform` is
 * used, so it can read the latest props.
 */
export function useMachine<S, E, F>(transition: (state: S, event: E) => Step<S, F>, initial: () => S, perform: (effect: F, send: (event: E) => readonly F[]) => void): [S, (event: E) => readonly F[]] {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const performer = useRef(perform);
  useLayoutEffect(() => {
    performer.current = perform;
  });
  const send = useCallback(
    function send(event: E): readonly F[] {
      const next = transition(current.current, event);
      current.current = next.state;
      setState(next.state);
      for (const effect of next.effects) performer.current(effect, send);
      return next.effects;
    },
    [transition],
  );
  return [state, send];
}
