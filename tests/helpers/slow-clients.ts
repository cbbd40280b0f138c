// Clients that cost a server: raw connections that send slowly, and a bystander who times its
// requests meanwhile (issue 37's tests: what a stranger sends before being known, slow bytes).
import { connect, type Socket } from 'node:net';

/** `GET /api/health/live` at `origin`, one after another until `until` settles (5 at least): each answer's time in ms. */
export async function bystander(origin: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done || times.length < 5) {
    const started = performance.now();
    await (await fetch(`${origin}/api/health/live`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Whether a bystander's worst answer during something stayed near its worst without it, the same run:
 * within five times it or a second more (on a machine shared with other work, and other test files
 * running beside, single answers take a few hundred ms now and then; what these tests catch held the
 * only thread for seconds); what it says when not.
 */
export function asFastAsWithout(baseline: number[], during: number[]): { ok: boolean; summary: string } {
  const worst = (times: number[]) => Math.max(...times);
  const ok = worst(during) < Math.max(5 * worst(baseline), worst(baseline) + 1000);
  const summary = `baseline ${baseline.length} answers, worst ${worst(baseline).toFixed(0)} ms; during ${during.length}, worst ${worst(during).toFixed(0)} ms`;
  return { ok, summary };
}

export type SlowClient = { socket: Socket; said: string; closedAt: number | null; openedAt: number };

/** A connection to `port` that sends `head` at once, then a byte of `drip` every `everyMs` until it is closed. */
export function slowClient(port: number, head: string, drip = '', everyMs = 100, host = '127.0.0.1'): SlowClient {
  const socket = connect(port, host);
  const slow: SlowClient = { socket, said: '', closedAt: null, openedAt: performance.now() };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    slow.said += chunk;
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    slow.closedAt = performance.now();
    clearInterval(timer);
  });
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (drip && !socket.destroyed) socket.write(drip[sent++ % drip.length]);
  }, everyMs);
  return slow;
}

/** Polls `condition` every 50 ms until it holds or `ms` have passed. */
export async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!condition() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Waits up to `ms` for every connection to close, then ends them all: how many were still open. */
export async function stillOpenAfter(clients: SlowClient[], ms: number): Promise<number> {
  await until(() => clients.every((c) => c.closedAt !== null), ms);
  const open = clients.filter((c) => c.closedAt === null).length;
  for (const c of clients) c.socket.destroy();
  return open;
}

/** A POST's head: the URL, JSON, and `headers`. */
export const postHead = (url: string, headers: string[]) =>
  [`POST ${url} HTTP/1.1`, 'Host: trivia.test', 'Content-Type: application/json', ...headers, '', ''].join('\r\n');

/** A contact message the form takes (`POST /api/contact/send`). */
export const contactMessage = {
  messageType: 'suggestion',
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Una idea',
  message: 'Una idea para el juego de cada día',
  language: 'es',
};
