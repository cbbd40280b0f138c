// npm run bench:fanout — the server CPU of one pushed message per socket, alone: the product's Hub
// (server/realtime/hub.ts) publishing a change of the daily table (a player entering it first, 15
// rows moving down: as the leaderboard push sends it) to BENCH_CLIENTS websockets subscribed to it,
// held by the watcher process (bench/watcher.ts), measured in
// CPU seconds of this process (robust to a busy machine, unlike wall time). An input of the
// capacity model (docs/operations.md). Beside it, in alternating rounds, the bare loop
// (`ws.send` of the same bytes to every socket, as bench/bare-server.ts does): its ratio holds on a
// loaded machine better than either figure.
//
//   BENCH_CLIENTS (5000), BENCH_PUSHES (200), BENCH_RATE (13 pushes a second: the old busy midnight;
//   a viewer now gets at most one a second per table), BENCH_BYTES (the message's size: the change
//   by default; 5,600 for a whole top 30, as every socket got before issue 38)
import http from 'node:http';
import { WebSocketServer } from 'ws';
import type { ServerMessage } from '../contracts/messages.ts';
import { freePort } from '../server/db/embedded.ts';
import { Hub } from '../server/realtime/hub.ts';
import { dailyChange } from './support.ts';
import { startWatcher } from './watcher.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 13);

const port = await freePort();
const server = http.createServer();
const sockets = new WebSocketServer({ server, path: '/api/ws', perMessageDeflate: false });
const hub = new Hub();
// The product's protocol as the watcher speaks it: greeted once identified, subscribed in the hub.
sockets.on('connection', (socket) => {
  socket.on('message', (data: Buffer) => {
    const { type } = JSON.parse(String(data)) as { type: string };
    if (type === 'identify') {
      hub.add(socket, null);
      socket.send(JSON.stringify({ type: 'hello', fecha: '2026-05-10', serverTime: new Date().toISOString() }));
    } else if (type === 'subscribe') {
      hub.subscribe(socket, ['leaderboard:diario']);
      socket.send(JSON.stringify({ type: 'subscribed', topics: ['leaderboard:diario'] }));
    }
  });
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const watcher = startWatcher(`ws://127.0.0.1:${port}/api/ws`, `http://127.0.0.1:${port}`, CLIENTS);
await watcher.ready;

const change = JSON.parse(dailyChange('jugador100000', 15)) as ServerMessage;
const message: ServerMessage = process.env.BENCH_BYTES
  ? { type: 'new-day', fecha: 'x'.repeat(Number(process.env.BENCH_BYTES) - 50), siguienteDia: '' }
  : change;
const bytes = Buffer.byteLength(JSON.stringify(message));

const bareLoop = () => {
  const payload = Buffer.from(JSON.stringify(message));
  for (const socket of sockets.clients) socket.send(payload, { binary: false });
};

/** CPU seconds this process spends on `pushes` pushes at RATE a second, and the messages delivered. */
async function measure(push: () => void, pushes: number) {
  const { messages: before } = await watcher.status();
  const cpu = process.cpuUsage();
  for (let i = 0; i < pushes; i++) {
    push();
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  const used = process.cpuUsage(cpu);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { cpu: (used.user + used.system) / 1e6, delivered: (await watcher.status()).messages - before };
}

const ROUNDS = 4;
const totals = { hub: { cpu: 0, delivered: 0 }, bare: { cpu: 0, delivered: 0 } };
for (let round = 0; round < ROUNDS; round++)
  for (const side of round % 2 === 0 ? (['hub', 'bare'] as const) : (['bare', 'hub'] as const)) {
    const { cpu, delivered } = await measure(
      side === 'hub' ? () => hub.publish('leaderboard:diario', message) : bareLoop,
      Math.ceil(PUSHES / ROUNDS),
    );
    totals[side].cpu += cpu;
    totals[side].delivered += delivered;
  }
const sent = CLIENTS * Math.ceil(PUSHES / ROUNDS) * ROUNDS;
const perMessage = (side: 'hub' | 'bare') => (totals[side].cpu * 1e6) / sent;
console.log(
  `${CLIENTS} sockets, ${PUSHES} pushes of ${bytes} bytes at ${RATE}/s on each side, ${ROUNDS} alternating rounds:`,
);
console.log(
  `  product's Hub: ${totals.hub.delivered} of ${sent} messages delivered; server CPU ${totals.hub.cpu.toFixed(2)} s = ${perMessage('hub').toFixed(2)} µs per message`,
);
console.log(
  `  bare ws loop:  ${totals.bare.delivered} of ${sent} messages delivered; server CPU ${totals.bare.cpu.toFixed(2)} s = ${perMessage('bare').toFixed(2)} µs per message`,
);
console.log(`  Hub ÷ bare: ${(perMessage('hub') / perMessage('bare')).toFixed(2)}×`);
await watcher.stop();
sockets.close();
server.close();
