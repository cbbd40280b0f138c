// WEB_CONCURRENCY=N (issue 13): `npm start` runs N full server processes on one port; one that dies
// is replaced, and SIGTERM ends them all.
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverProcesses } from '../../helpers/server-process.ts';

let servers: Awaited<ReturnType<typeof serverProcesses>>;

beforeAll(async () => {
  servers = await serverProcesses('cluster');
});
afterAll(() => servers.close());

/** The processes whose parent is `pid` (from /proc). */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const name of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    if (Number(stat.split(') ')[1]?.split(' ')[1]) === pid) children.push(Number(name));
  }
  return children.sort();
}

/** GET /api/health on a connection of its own (a kept-alive one may belong to a killed process). */
const healthOnNewConnection = (port: number) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });

test('given WEB_CONCURRENCY=2, then two server processes answer on one port, a killed one is replaced, and SIGTERM ends them all', async () => {
  const { port, origin, server, exited, logs } = await servers.start({ LOG_LEVEL: 'fatal', WEB_CONCURRENCY: '2' });
  // /api/health answers once one process listens; the primary says it is running once both do. Killing the
  // only listening process would close the shared socket and reset the connections waiting on it.
  await expect.poll(() => logs.some((line) => line.includes('is running at')), { timeout: 30_000 }).toBe(true);
  expect(await childrenOf(server.pid!)).toHaveLength(2);
  const [first, second] = await childrenOf(server.pid!);

  // New connections are answered by the other process while the replacement starts.
  process.kill(first, 'SIGKILL');
  for (let i = 0; i < 20; i++) expect(await healthOnNewConnection(port)).toBe(200);
  await expect
    .poll(
      async () => {
        const pids = await childrenOf(server.pid!);
        return pids.length === 2 && pids.includes(second) && !pids.includes(first);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(() =>
      fetch(`${origin}/api/health`).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);

  const workers = await childrenOf(server.pid!);
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
}, 90_000);
