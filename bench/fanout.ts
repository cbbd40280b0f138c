// npm run bench:fanout — the server CPU of one pushed message per socket, alone: the product's Hub
// (server/realtime/hub.ts) broadcasting a daily ranking of 30 players (as the leaderboard push
// sends it) to BENCH_CLIENTS websockets held by the watcher process (bench/watcher.ts), measured in
// CPU seconds of this process (robust to a busy machine, unlike wall time). An input of the
// capacity model (docs/operations.md).
//
//   BENCH_CLIENTS (5000), BENCH_PUSHES (200), BENCH_RATE (13 pushes a second: a busy midnight)
import http from 'node:http';
import { WebSocketServer } from 'ws';
import type { DailyEntry } from '../contracts/api/leaderboards.ts';
import type { ServerMessage } from '../contracts/messages.ts';
import { freePort } from '../server/db/embedded.ts';
import { Hub } from '../server/realtime/hub.ts';
import { startWatcher } from './watcher.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 13);

const port = await freePort();
const server = http.createServer();
const sockets = new WebSocketServer({ server, path: '/api/ws', perMessageDeflate: false });
const hub = new Hub();
sockets.on('connection', (socket) => {
  hub.add(socket, null);
  socket.send(JSON.stringify({ type: 'hello', fecha: '2026-05-10', serverTime: new Date().toISOString() }));
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const watcher = startWatcher(`ws://127.0.0.1:${port}/api/ws`, `http://127.0.0.1:${port}`, CLIENTS);
await watcher.ready;

const ranking: DailyEntry[] = Array.from({ length: 30 }, (_, i) => ({
  posicion: i + 1,
  usuario_id: 100_000 + i,
  username: `jugador${100_000 + i}`,
  puntuacion: 1200 - i * 10,
  score_ponderado: 1200 - i * 10,
  estrellas: 3 - Math.floor(i / 10),
  partidas_jugadas: 1,
  tiempo_segundos: 20 + i,
  victoria_dificil: false,
}));
const message: ServerMessage = { type: 'leaderboard', periodo: 'diario', ranking, totalParticipantes: 54_321 };
const bytes = Buffer.byteLength(JSON.stringify(message));

const { messages: before } = await watcher.status();
const cpu = process.cpuUsage();
const began = performance.now();
for (let i = 0; i < PUSHES; i++) {
  hub.broadcast(message);
  await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
}
const used = process.cpuUsage(cpu);
const seconds = (performance.now() - began) / 1000;
await new Promise((resolve) => setTimeout(resolve, 2000));
const delivered = (await watcher.status()).messages - before;
const cpuSeconds = (used.user + used.system) / 1e6;
console.log(
  `${CLIENTS} sockets, ${PUSHES} pushes of ${bytes} bytes at ${RATE}/s (${seconds.toFixed(1)} s): ${delivered} of ${CLIENTS * PUSHES} messages delivered; server CPU ${cpuSeconds.toFixed(2)} s = ${((cpuSeconds * 1e6) / (CLIENTS * PUSHES)).toFixed(2)} µs per message, ${((cpuSeconds / seconds) * 100).toFixed(0)} % of a core`,
);
await watcher.stop();
sockets.close();
server.close();
