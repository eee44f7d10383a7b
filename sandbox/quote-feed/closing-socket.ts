import { WebSocket } from 'ws';

/**
 * A feed client that says when its close handshake begins ('closing'), from either side: the client's
 * close frame received (ws answers it through `close`) or the feed closing it. ws emits 'close' only
 * once the TCP connection ends, and workerd was seen to end it ~2 s after its room's close frame (longer
 * on a loaded machine; ws waits up to 30 s): the feed counted the room's symbols as held all that time,
 * beside the room that took its place. A production feed sends nothing after a close either.
 */
export class ClosingSocket extends WebSocket {
  override close(code?: number, data?: string | Buffer): void {
    const wasOpen = this.readyState === WebSocket.OPEN;
    super.close(code, data);
    if (wasOpen) this.emit('closing');
  }
}
