import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerMessage } from '../../../../contracts/messages.ts';
import { readFileSync } from 'node:fs';
import { Hub } from '../../../../server/realtime/hub.ts';

// Real sockets on 127.0.0.1: a ws server whose sockets the Hub holds, and ws clients reading them.
let server: http.Server;
let sockets: WebSocketServer;
let hub: Hub;
let url: string;
const clients: WebSocket[] = [];

beforeEach(async () => {
  server = http.createServer();
  sockets = new WebSocketServer({ server, perMessageDeflate: false });
  hub = new Hub();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  sockets.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A client, its server socket in the Hub as `userId` (null: a guest), and every message it reads (one at a time: the server's next connection is its). */
async function connect(userId: number | null) {
  const accepted = new Promise<WebSocket>((resolve) => sockets.once('connection', resolve));
  const client = new WebSocket(url, { perMessageDeflate: false });
  clients.push(client);
  const received: string[] = [];
  client.on('message', (data: Buffer, binary) => received.push(binary ? 'binary' : data.toString()));
  const socket = await accepted;
  const remove = hub.add(
    socket,
    userId === null ? null : { userId, jti: null, expiresAt: new Date(Date.now() + 60_000) },
  );
  socket.on('close', remove);
  await new Promise((resolve) => client.once('open', resolve));
  return { socket, received };
}

const newDay = (length: number): ServerMessage => ({ type: 'new-day', fecha: 'x'.repeat(length), siguienteDia: '' });

describe('Hub', () => {
  test('given the hub, then it sends through ws’s public API only: none of its private fields (`_sender`, `_state`, `_queue`, `_socket`) is touched', () => {
    const source = readFileSync(new URL('../../../../server/realtime/hub.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\._[a-zA-Z]+/);
    expect(source).not.toMatch(/Sender/);
  });

  test('given guests and users, when messages are broadcast at each length form among ws sends, then every socket reads them whole, as text, in order', async () => {
    const all = [await connect(null), await connect(1), await connect(1), await connect(2)];
    const messages = [newDay(10), newDay(500), newDay(70_000)];
    for (const [i, message] of messages.entries()) {
      for (const { socket } of all) socket.send(`direct ${i}`);
      hub.broadcast(message);
    }
    const expected = messages.flatMap((message, i) => [`direct ${i}`, JSON.stringify(message)]);
    for (const { received } of all) await expect.poll(() => received).toEqual(expected);
  });

  test('given several users and a guest, when sent to some users, then only their sockets read it', async () => {
    const [guest, first, firstAgain, second, third] = [
      await connect(null),
      await connect(1),
      await connect(1),
      await connect(2),
      await connect(3),
    ];
    hub.sendToUsers([1, 3, 99], newDay(20));
    hub.sendToUser(2, newDay(30));
    const toSome = JSON.stringify(newDay(20));
    await expect.poll(() => first.received).toEqual([toSome]);
    await expect.poll(() => firstAgain.received).toEqual([toSome]);
    await expect.poll(() => third.received).toEqual([toSome]);
    await expect.poll(() => second.received).toEqual([JSON.stringify(newDay(30))]);
    hub.broadcast(newDay(1));
    await expect.poll(() => guest.received).toEqual([JSON.stringify(newDay(1))]);
  });

  test('given subscriptions, when a topic is published, then only its subscribers read it, until they unsubscribe or leave', async () => {
    const [guest, user, other] = [await connect(null), await connect(1), await connect(2)];
    hub.subscribe(guest.socket, ['crowd', 'cup']);
    hub.subscribe(user.socket, ['crowd']);
    const crowd = newDay(5);
    hub.publish('crowd', crowd);
    hub.publish('leaderboard:diario', newDay(6));
    await expect.poll(() => guest.received).toEqual([JSON.stringify(crowd)]);
    await expect.poll(() => user.received).toEqual([JSON.stringify(crowd)]);
    expect(hub.watched('leaderboard:diario')).toBe(false);
    hub.unsubscribe(user.socket, ['crowd']);
    hub.publishToUser('cup', 1, newDay(7));
    hub.publish('crowd', newDay(8));
    await expect.poll(() => guest.received).toHaveLength(2);
    expect(user.received).toHaveLength(1);
    expect(other.received).toEqual([]);
    guest.socket.terminate();
    await expect.poll(() => hub.watched('cup')).toBe(false);
  });
});
