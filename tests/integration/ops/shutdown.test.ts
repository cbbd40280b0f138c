// SIGTERM drains (issue 12): the server stops accepting, a request under way still gets its answer,
// sockets hear 1001, and the process ends with code 0.
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { serverProcesses } from '../../helpers/server-process.ts';

let servers: Awaited<ReturnType<typeof serverProcesses>>;

beforeAll(async () => {
  servers = await serverProcesses('drain');
});
afterAll(() => servers.close());

test('given SIGTERM, then no new connection is accepted, the request under way is answered, sockets get 1001 and the process exits 0', async () => {
  const { port, origin, server, exited } = await servers.start({ LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '5000' });

  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { origin });
  socket.once('open', () => socket.send(JSON.stringify({ type: 'identify', token: null })));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('message', resolve));

  // A request under way: its headers are in, half its body is still to come.
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234' });
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/usuarios/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    setTimeout(() => {
      server.kill('SIGTERM');
      setTimeout(() => request.end(body.slice(10)), 500);
    }, 200);
  });

  expect(await closed).toBe(1001);
  await expect
    .poll(() =>
      fetch(`${origin}/api/health`).then(
        () => 'accepted',
        () => 'refused',
      ),
    )
    .toBe('refused');
  expect(await answered).toBe(401);
  expect(await exited).toBe(0);
}, 60_000);

test('given DRAIN_DELAY_MS, then SIGTERM first fails readiness while the instance still serves, then it stops accepting and exits 0', async () => {
  const { origin, server, exited } = await servers.start({ LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '3000' });
  expect((await fetch(`${origin}/api/health/ready`)).status).toBe(200);
  server.kill('SIGTERM');
  await expect.poll(async () => (await fetch(`${origin}/api/health/ready`)).status).toBe(503);
  const ready = await fetch(`${origin}/api/health/ready`);
  expect(await ready.json()).toMatchObject({ code: 'SERVER_DRAINING', status: 'draining' });
  // Still serving what reaches it while the load balancer takes it out.
  expect((await fetch(`${origin}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${origin}/api/leaderboard/daily`)).status).toBe(200);
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health/live`).then(
          () => 'accepted',
          () => 'refused',
        ),
      { timeout: 10_000 },
    )
    .toBe('refused');
  expect(await exited).toBe(0);
}, 60_000);

/** PostgreSQL ends every connection of the test's database (what it does on its own Ctrl-C). */
async function terminateConnections(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await admin.end();
}

const errorsIn = (logs: string[]) =>
  logs
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level >= 50);

test('given Ctrl-C, which reaches PostgreSQL too and often ends our connections first, then the log has no error', async () => {
  const { port, origin, server, exited, logs } = await servers.start({ LOG_LEVEL: 'info' });
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { origin });
  socket.once('open', () => socket.send(JSON.stringify({ type: 'identify', token: null })));
  await new Promise((resolve) => socket.once('message', resolve));
  await terminateConnections(servers.databaseUrl);
  server.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(logs.some((line) => line.includes('shutting down'))).toBe(true);
  expect(errorsIn(logs)).toEqual([]);
}, 60_000);

test('given PostgreSQL ending our connections while the server keeps running, then it is logged as an error', async () => {
  const { server, exited, logs } = await servers.start({ LOG_LEVEL: 'info' });
  await terminateConnections(servers.databaseUrl);
  await expect.poll(() => errorsIn(logs).length, { timeout: 10_000 }).toBeGreaterThan(0);
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 60_000);
