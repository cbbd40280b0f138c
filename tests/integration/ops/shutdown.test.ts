// SIGTERM drains (issue 12): the server stops accepting, a request under way still gets its answer,
// sockets hear 1001, and the process ends with code 0.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import WebSocket from 'ws';
import { ROOT_DIR } from '../../../server/config.ts';
import { freePort } from '../../../server/db/embedded.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

let db: TestDatabase;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'trivia-drain-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>drain</title>');
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

test('given SIGTERM, then no new connection is accepted, the request under way is answered, sockets get 1001 and the process exits 0', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT_DIR, 'server/main.ts')], {
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), JWT_SECRET: 'drain-secret-drain-secret-drain-secret', CLIENT_DIR: dir, APP_URL: origin, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '5000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  await expect.poll(() => fetch(`${origin}/api/health`).then((response) => response.status, () => 0), { timeout: 30_000 }).toBe(200);

  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { origin });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('message', resolve));

  // A request under way: its headers are in, half its body is still to come.
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234' });
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/usuarios/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
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
  await expect.poll(() => fetch(`${origin}/api/health`).then(() => 'accepted', () => 'refused')).toBe('refused');
  expect(await answered).toBe(401);
  expect(await exited).toBe(0);
}, 60_000);
