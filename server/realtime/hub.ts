import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../contracts/messages.ts';

/** Who a socket belongs to: a session token's user (until it expires or ends), or a guest. */
export type SocketOwner = { userId: number; jti: string | null; expiresAt: Date } | null;

type Client = { socket: WebSocket; owner: SocketOwner; expiry: ReturnType<typeof setTimeout> | null };

/** 4001: the session behind the socket ended; the page reconnects as what it now is. */
export const SESSION_ENDED = 4001;

/** Every open browser socket of this instance, indexed by user; payloads are serialised once. */
export class Hub {
  private readonly clients = new Map<WebSocket, Client>();
  private readonly byUser = new Map<number, Set<Client>>();

  add(socket: WebSocket, owner: SocketOwner): () => void {
    const client: Client = { socket, owner, expiry: null };
    this.clients.set(socket, client);
    if (owner) {
      let own = this.byUser.get(owner.userId);
      if (!own) {
        own = new Set();
        this.byUser.set(owner.userId, own);
      }
      own.add(client);
      // A token that expires ends its socket's session then; setTimeout holds about 24 days at most.
      const left = owner.expiresAt.getTime() - Date.now();
      client.expiry = setTimeout(
        () => socket.close(SESSION_ENDED, 'session expired'),
        Math.min(Math.max(left, 0), 2 ** 31 - 1),
      );
    }
    return () => {
      this.clients.delete(socket);
      if (client.expiry) clearTimeout(client.expiry);
      if (!owner) return;
      const own = this.byUser.get(owner.userId);
      own?.delete(client);
      if (own?.size === 0) this.byUser.delete(owner.userId);
    };
  }

  get size(): number {
    return this.clients.size;
  }

  broadcast(message: ServerMessage): void {
    const payload = encode(message);
    for (const socket of this.clients.keys()) send(socket, payload);
  }

  /** Whether a user has a socket on this instance (so per-user work elsewhere can be skipped). */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Whether any signed-in user has a socket on this instance. */
  get hasUsers(): boolean {
    return this.byUser.size > 0;
  }

  /** One message to several users' sockets, serialised once. */
  sendToUsers(userIds: readonly number[], message: ServerMessage): void {
    if (userIds.length === 0) return;
    const payload = encode(message);
    for (const userId of userIds) for (const { socket } of this.byUser.get(userId) ?? []) send(socket, payload);
  }

  sendToUser(userId: number, message: ServerMessage): void {
    const own = this.byUser.get(userId);
    if (!own) return;
    const payload = encode(message);
    for (const { socket } of own) send(socket, payload);
  }

  /** Closes a user's sockets (password changed, account deleted) or those of one revoked token. */
  disconnectUser(userId: number, jti: string | null = null): void {
    for (const { socket, owner } of this.byUser.get(userId) ?? []) {
      if (jti === null || owner?.jti === jti) socket.close(SESSION_ENDED, 'session ended');
    }
  }
}

/** UTF-8 once per message: ws would encode a string again for every socket. */
const encode = (message: ServerMessage) => Buffer.from(JSON.stringify(message));

/** A socket whose unsent data passes this is not keeping up: it is dropped, not buffered without end. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

function send(socket: WebSocket, payload: Buffer) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(payload, { binary: false });
}
