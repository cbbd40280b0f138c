import * as ws from 'ws';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../contracts/messages.ts';

/** Who a socket belongs to: a session token's user (until it expires or ends), or a guest. */
export type SocketOwner = { userId: number; jti: string | null; expiresAt: Date } | null;

type Client = { socket: WebSocket; owner: SocketOwner; expiry: ReturnType<typeof setTimeout> | null };

/** 4001: the session behind the socket ended; the page reconnects as what it now is. */
export const SESSION_ENDED = 4001;

/** Every open browser socket of this instance, indexed by user; each message is serialised and framed once. */
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
    const prepared = prepare(message);
    for (const socket of this.clients.keys()) send(socket, prepared);
  }

  /** Whether a user has a socket on this instance (so per-user work elsewhere can be skipped). */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Whether any signed-in user has a socket on this instance. */
  get hasUsers(): boolean {
    return this.byUser.size > 0;
  }

  /** One message to several users' sockets, serialised and framed once. */
  sendToUsers(userIds: readonly number[], message: ServerMessage): void {
    if (userIds.length === 0) return;
    const prepared = prepare(message);
    for (const userId of userIds) {
      const own = this.byUser.get(userId);
      if (own) for (const { socket } of own) send(socket, prepared);
    }
  }

  sendToUser(userId: number, message: ServerMessage): void {
    const own = this.byUser.get(userId);
    if (!own) return;
    const prepared = prepare(message);
    for (const { socket } of own) send(socket, prepared);
  }

  /** Closes a user's sockets (password changed, account deleted) or those of one revoked token. */
  disconnectUser(userId: number, jti: string | null = null): void {
    for (const { socket, owner } of this.byUser.get(userId) ?? []) {
      if (jti === null || owner?.jti === jti) socket.close(SESSION_ENDED, 'session ended');
    }
  }
}

/** ws's framing (exported as Sender, not in its types). */
const { Sender } = ws as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

/** The part of ws's own sender of a socket that a prepared frame goes through (ws-private: checked before each use). */
type FrameSender = { sendFrame?: (list: Buffer[]) => void; _state?: number; _queue?: unknown[] };

/** A message as every socket gets it: its UTF-8 bytes, and the whole text frame (header and bytes in one buffer). */
export type Prepared = { payload: Buffer; frame: Buffer };

/**
 * Serialises and frames a message once for all its sockets (RFC 6455: one final text frame,
 * unmasked as a server sends it); ws would encode and frame it again for every socket.
 */
export function prepare(message: ServerMessage): Prepared {
  const payload = Buffer.from(JSON.stringify(message));
  const [header] = Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false });
  return { payload, frame: Buffer.concat([header, payload]) };
}

/** A socket whose unsent data passes this is not keeping up: it is dropped, not buffered without end. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const TEXT = { binary: false } as const;
const IDLE = 0;

/**
 * One write of the prepared frame when the socket's sender is idle, as ws itself writes a frame then
 * (no compression here: perMessageDeflate is off); else, or on another ws, ws's own send.
 */
function send(socket: WebSocket, { payload, frame }: Prepared) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  const sender = (socket as unknown as { _sender?: FrameSender })._sender;
  if (sender?.sendFrame && sender._state === IDLE && sender._queue?.length === 0) sender.sendFrame([frame]);
  else socket.send(payload, TEXT);
}
