import type { WebSocket } from 'ws';
import type { ServerMessage, Topic } from '../../contracts/messages.ts';

/** Who a socket belongs to: a session token's user (until it expires or ends), or a guest. */
export type SocketOwner = { userId: number; jti: string | null; expiresAt: Date } | null;

type Client = {
  socket: WebSocket;
  owner: SocketOwner;
  topics: Set<Topic>;
  expiry: ReturnType<typeof setTimeout> | null;
};

/** 4001: the session behind the socket ended; the page reconnects as what it now is. */
export const SESSION_ENDED = 4001;

/** A socket whose unsent data passes this is not keeping up: it is dropped, not buffered without end. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Every identified browser socket of this instance, indexed by user and by topic. A message goes to
 * a topic's subscribers or to a user's own sockets, serialised once and sent through ws's public
 * `send` (docs/architecture.md, "The live layer": framing it once by hand through ws's private
 * sender saved 13 % of a broadcast's CPU when every socket got every ranking; with subscriptions
 * and changes that is not worth a library's internals).
 */
export class Hub {
  private readonly clients = new Map<WebSocket, Client>();
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly byTopic = new Map<Topic, Set<Client>>();

  add(socket: WebSocket, owner: SocketOwner): () => void {
    const client: Client = { socket, owner, topics: new Set(), expiry: null };
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
      this.unsubscribe(socket, [...client.topics]);
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

  /** The topics a socket holds (an empty set for one not in the hub). */
  topicsOf(socket: WebSocket): ReadonlySet<Topic> {
    return this.clients.get(socket)?.topics ?? new Set();
  }

  /** Who a socket in the hub belongs to. */
  ownerOf(socket: WebSocket): SocketOwner {
    return this.clients.get(socket)?.owner ?? null;
  }

  subscribe(socket: WebSocket, topics: readonly Topic[]): void {
    const client = this.clients.get(socket);
    if (!client) return;
    for (const topic of topics) {
      client.topics.add(topic);
      let subscribers = this.byTopic.get(topic);
      if (!subscribers) {
        subscribers = new Set();
        this.byTopic.set(topic, subscribers);
      }
      subscribers.add(client);
    }
  }

  unsubscribe(socket: WebSocket, topics: readonly Topic[]): void {
    const client = this.clients.get(socket);
    if (!client) return;
    for (const topic of topics) {
      client.topics.delete(topic);
      const subscribers = this.byTopic.get(topic);
      subscribers?.delete(client);
      if (subscribers?.size === 0) this.byTopic.delete(topic);
    }
  }

  /** Ends a topic's subscriptions whose owner no longer may hear it (a member removed from a league). */
  unsubscribeWhere(topic: Topic, drop: (owner: SocketOwner) => boolean): void {
    for (const client of [...(this.byTopic.get(topic) ?? [])])
      if (drop(client.owner)) this.unsubscribe(client.socket, [topic]);
  }

  /** Whether any socket of this instance listens to a topic (so its push can skip the read). */
  watched(topic: Topic): boolean {
    return this.byTopic.has(topic);
  }

  /** The topics with a subscriber here, and who subscribed (users, null for a guest). */
  *watchedTopics(): Iterable<[Topic, Iterable<SocketOwner>]> {
    for (const [topic, subscribers] of this.byTopic) yield [topic, [...subscribers].map(({ owner }) => owner)];
  }

  /** Subscriptions held now by kind of topic (`leaderboard`, `crowd`, `cup`, `league`), every kind named. */
  subscriptionsByKind(): Record<string, number> {
    const counts: Record<string, number> = { leaderboard: 0, crowd: 0, cup: 0, league: 0 };
    for (const [topic, subscribers] of this.byTopic) {
      const kind = topic.split(':')[0];
      counts[kind] = (counts[kind] ?? 0) + subscribers.size;
    }
    return counts;
  }

  /** One message to a topic's subscribers. */
  publish(topic: Topic, message: ServerMessage): void {
    const subscribers = this.byTopic.get(topic);
    if (!subscribers) return;
    const payload = serialise(message);
    for (const { socket } of subscribers) send(socket, payload);
  }

  /** One message to the sockets of a user that subscribed to a topic (a league's own row). */
  publishToUser(topic: Topic, userId: number, message: ServerMessage): void {
    const own = this.byUser.get(userId);
    if (!own) return;
    let payload: Buffer | null = null;
    for (const client of own)
      if (client.topics.has(topic)) {
        payload ??= serialise(message);
        send(client.socket, payload);
      }
  }

  /** Every socket (the new day). */
  broadcast(message: ServerMessage): void {
    const payload = serialise(message);
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
    const payload = serialise(message);
    for (const userId of userIds) {
      const own = this.byUser.get(userId);
      if (own) for (const { socket } of own) send(socket, payload);
    }
  }

  sendToUser(userId: number, message: ServerMessage): void {
    this.sendToUsers([userId], message);
  }

  /** One message to one socket of the hub (a refusal, an acknowledgement). */
  sendTo(socket: WebSocket, message: ServerMessage): void {
    send(socket, serialise(message));
  }

  /** Closes a user's sockets (password changed, account deleted) or those of one revoked token. */
  disconnectUser(userId: number, jti: string | null = null): void {
    for (const { socket, owner } of this.byUser.get(userId) ?? []) {
      if (jti === null || owner?.jti === jti) socket.close(SESSION_ENDED, 'session ended');
    }
  }
}

const serialise = (message: ServerMessage) => Buffer.from(JSON.stringify(message));

const TEXT = { binary: false } as const;

/** ws's own send of the bytes as one text frame; a socket that stopped reading is dropped first. */
function send(socket: WebSocket, payload: Buffer) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(payload, TEXT);
}
