// Websocket clients held in a process of their own (forked by bench:push and test:cluster), so their
// work never slows the load generator. Each client identifies as a guest and, once greeted, subscribes
// to the daily table as the leaderboard page does (BENCH_TOPICS: comma-separated topics, empty for an
// idle socket), and reconnects as the page does (client/src/lib/realtime.ts: 1 s doubling to 30 s,
// halved to full at random) when its socket closes. The parent asks over IPC:
//   { marker }  → { marker, reached, last }: how many clients got the daily-leaderboard push naming
//                 that username (waiting up to `timeoutMs`, 10 s by default), and when the last one did
//   { status }  → { open, reconnects, messages, bytes }: sockets open now, reconnections, messages and
//                 their bytes so far
//   { stop }    → closes everything and exits
// It says { ready } once every client is connected.
//
// With `sourceFrom`, client i connects from 127.0.0.(2 + ⌊(sourceFrom + i) / 20,000⌋): one source
// address has some 28,000 ephemeral ports, so tens of thousands of sockets need several.
//
//   node bench/watcher.ts <ws url> <origin> <clients> [sourceFrom]
import { fork, type ChildProcess } from 'node:child_process';
import WebSocket from 'ws';

/** Milliseconds on a clock every process of the machine shares. */
export const clock = () => performance.timeOrigin + performance.now();

export type Reach = { marker: string; reached: number; last: number };
export type SocketStatus = { open: number; reconnects: number; messages: number; bytes: number };

/** The watcher as the parent sees it. */
export type Watcher = {
  process: ChildProcess;
  /** Resolves once every client is connected. */
  ready: Promise<void>;
  reach(marker: string, timeoutMs?: number): Promise<Reach>;
  status(): Promise<SocketStatus>;
  stop(): Promise<void>;
};

/** Sockets per source address when they are spread (`sourceFrom`). */
const PER_ADDRESS = 20_000;

/** Forks a watcher holding `clients` sockets on `url` (sent from `origin`). */
export function startWatcher(url: string, origin: string, clients: number, sourceFrom?: number): Watcher {
  const spread = sourceFrom === undefined ? [] : [String(sourceFrom)];
  const child = fork(import.meta.filename, [url, origin, String(clients), ...spread], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: object, matches: (answer: Record<string, unknown>) => boolean) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (answer: Record<string, unknown>) => {
        if (!matches(answer)) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer as T);
      };
      const onExit = (code: number) => reject(new Error(`watcher exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });
  return {
    process: child,
    ready: new Promise((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`watcher exited with ${code}`)));
    }),
    reach: (marker, timeoutMs = 10_000) => ask<Reach>({ marker, timeoutMs }, (answer) => answer.marker === marker),
    status: () => ask<SocketStatus>({ status: true }, (answer) => 'open' in answer),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await exited;
    },
  };
}

const DAILY = Buffer.from('{"type":"leaderboard","periodo":"diario"');
const IDENTIFY = JSON.stringify({ type: 'identify', token: null });
const TOPICS = (process.env.BENCH_TOPICS ?? 'leaderboard:diario').split(',').filter(Boolean);
const SUBSCRIBE = JSON.stringify({ type: 'subscribe', topics: TOPICS });

async function watch(url: string, origin: string, count: number, sourceFrom: number | null) {
  let stopping = false;
  let marker: Buffer | null = null;
  let reached = 0;
  let last = 0;
  let reconnects = 0;
  let messages = 0;
  let bytes = 0;
  const open = new Set<WebSocket>();

  /** One client: its socket, and a new one whenever it closes (after the page's back-off). */
  function client(index: number, connected: () => void) {
    const localAddress =
      sourceFrom === null ? undefined : `127.0.0.${2 + Math.floor((sourceFrom + index) / PER_ADDRESS)}`;
    let seen: Buffer | null = null;
    let attempt = 0;
    let first = true;
    const connect = () => {
      const socket = new WebSocket(url, { perMessageDeflate: false, origin, localAddress });
      socket.on('open', () => socket.send(IDENTIFY));
      socket.on('message', (data: Buffer) => {
        messages += 1;
        bytes += data.length;
        const start = data.subarray(0, 20).toString();
        // Greeted: it subscribes; ready once the server said it did (or at the greeting, with no topics).
        if (start.startsWith('{"type":"hello"')) {
          attempt = 0;
          if (TOPICS.length > 0) socket.send(SUBSCRIBE);
          open.add(socket);
        }
        if (start.startsWith(TOPICS.length > 0 ? '{"type":"subscribed"' : '{"type":"hello"')) {
          if (first) {
            first = false;
            connected();
          }
          return;
        }
        if (marker && seen !== marker && data.subarray(0, DAILY.length).equals(DAILY) && data.includes(marker)) {
          seen = marker;
          reached += 1;
          last = clock();
        }
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        if (stopping) return;
        reconnects += 1;
        const delay = Math.min(30_000, 1000 * 2 ** attempt++) * (0.5 + Math.random() / 2);
        setTimeout(connect, delay);
      });
    };
    connect();
  }

  for (let i = 0; i < count; i += 250)
    await Promise.all(
      Array.from(
        { length: Math.min(250, count - i) },
        (_, j) => new Promise<void>((resolve) => client(i + j, resolve)),
      ),
    );
  process.send!({ ready: true });
  process.on('message', async (message: { marker?: string; timeoutMs?: number; status?: boolean; stop?: boolean }) => {
    if (message.stop) {
      stopping = true;
      for (const socket of open) socket.terminate();
      process.exit(0);
    }
    if (message.status) {
      process.send!({ open: open.size, reconnects, messages, bytes } satisfies SocketStatus);
      return;
    }
    marker = Buffer.from(`"username":"${message.marker}"`);
    reached = 0;
    for (const deadline = clock() + (message.timeoutMs ?? 10_000); reached < count && clock() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 5));
    process.send!({ marker: message.marker!, reached, last } satisfies Reach);
  });
}

if (import.meta.main)
  await watch(
    process.argv[2],
    process.argv[3],
    Number(process.argv[4]),
    process.argv[5] ? Number(process.argv[5]) : null,
  );
