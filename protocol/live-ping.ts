/**
 * The live hubs' proof that a reader reads (decision 035): now and then a hub sends a socket
 * `{"type":"ping","token":"…"}` after its quote frames, and the reader answers with the same frame typed
 * `pong`. Frames arrive in order, so the answer proves that everything sent before the ping was read:
 * the hub's bound on what waits unread for a socket (the platform does not tell a server how much of
 * what it sent is still queued).
 */
const PING_START = '{"type":"ping"';

export const pingFrame = (token: string): string => `${PING_START},"token":"${token}"}`;

/** The answer to a hub's ping frame, or null when the frame is not a ping. */
export const pongFor = (frame: string): string | null => (frame.startsWith(PING_START) ? `{"type":"pong"${frame.slice(PING_START.length)}` : null);
