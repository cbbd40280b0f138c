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
    const payload = JSON.stringify(message);
    for (const { socket } of this.clients) send(socket, payload);
  }

  sendToUser(userId: number, message: object): void {
    let payload: string | null = null;
    for (const client of this.clients) {
      if (client.userId !== userId) continue;
      payload ??= JSON.stringify(message);
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

function send(socket: WebSocket, payload: string) {
  if (socket.readyState === socket.OPEN) socket.send(payload);
}
