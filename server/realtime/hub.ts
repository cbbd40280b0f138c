import type { WebSocket } from 'ws';

interface Client {
  socket: WebSocket;
  userId: number | null;
}

/** Every open browser socket of this instance; payloads are serialised once and sent as they are. */
export class Hub {
  private readonly clients = new Set<Client>();

  add(socket: WebSocket, userId: number | null): () => void {
    const client = { socket, userId };
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  get size(): number {
    return this.clients.size;
  }

  broadcast(message: object): void {
    const payload = encode(message);
    for (const { socket } of this.clients) send(socket, payload);
  }

  /** Whether a user has a socket on this instance (so per-user work elsewhere can be skipped). */
  hasUser(userId: number): boolean {
    for (const client of this.clients) if (client.userId === userId) return true;
    return false;
  }

  sendToUser(userId: number, message: object): void {
    let payload: Buffer | null = null;
    for (const client of this.clients) {
      if (client.userId !== userId) continue;
      payload ??= encode(message);
      send(client.socket, payload);
    }
  }

  /** Closes a user's sockets (account deleted, token revoked). */
  disconnectUser(userId: number): void {
    for (const client of this.clients) if (client.userId === userId) client.socket.close(4001, 'revoked');
  }

  closeAll(): void {
    for (const { socket } of this.clients) socket.close(1001, 'server shutting down');
    this.clients.clear();
  }
}

/** UTF-8 once per message: ws would encode a string again for every socket. */
const encode = (message: object) => Buffer.from(JSON.stringify(message));

function send(socket: WebSocket, payload: Buffer) {
  if (socket.readyState === socket.OPEN) socket.send(payload, { binary: false });
}
