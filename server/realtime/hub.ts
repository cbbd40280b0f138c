import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../contracts/messages.ts';

/** Every open browser socket of this instance, indexed by user; payloads are serialised once. */
export class Hub {
  private readonly sockets = new Set<WebSocket>();
  private readonly byUser = new Map<number, Set<WebSocket>>();

  add(socket: WebSocket, userId: number | null): () => void {
    this.sockets.add(socket);
    if (userId !== null) {
      let own = this.byUser.get(userId);
      if (!own) this.byUser.set(userId, (own = new Set()));
      own.add(socket);
    }
    return () => {
      this.sockets.delete(socket);
      if (userId === null) return;
      const own = this.byUser.get(userId);
      own?.delete(socket);
      if (own?.size === 0) this.byUser.delete(userId);
    };
  }

  broadcast(message: ServerMessage): void {
    const payload = encode(message);
    for (const socket of this.sockets) send(socket, payload);
  }

  /** Whether a user has a socket on this instance (so per-user work elsewhere can be skipped). */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  sendToUser(userId: number, message: ServerMessage): void {
    const own = this.byUser.get(userId);
    if (!own) return;
    const payload = encode(message);
    for (const socket of own) send(socket, payload);
  }

  /** Closes every socket (1001: the server is going away; clients reconnect to another instance). */
  closeAll(code = 1001, reason = 'server shutting down'): void {
    for (const socket of this.sockets) socket.close(code, reason);
  }

  /** Closes a user's sockets (account deleted, token revoked). */
  disconnectUser(userId: number): void {
    for (const socket of this.byUser.get(userId) ?? []) socket.close(4001, 'revoked');
  }
}

/** UTF-8 once per message: ws would encode a string again for every socket. */
const encode = (message: ServerMessage) => Buffer.from(JSON.stringify(message));

function send(socket: WebSocket, payload: Buffer) {
  if (socket.readyState === socket.OPEN) socket.send(payload, { binary: false });
}
