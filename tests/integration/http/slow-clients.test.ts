// Connections that end (issue 37, item 2): a request's headers and then all of it must arrive within
// HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS, or the connection is cut with a 408. Slow bytes (headers
// with Content-Length: 16000, then a byte every 20 s) kept 100 connections of one address open for
// good. Small timeouts here keep the test short; the defaults are 10 s and 30 s.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { postHead, slowClient, stillOpenAfter } from '../../helpers/slow-clients.ts';

const HEADERS_MS = 600;
const REQUEST_MS = 1500;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ config: { headersTimeoutMs: HEADERS_MS, requestTimeoutMs: REQUEST_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

test('given 30 connections sending a body of 16,000 bytes a byte at a time, then each is cut with a 408 once REQUEST_TIMEOUT_MS has passed', async () => {
  // Each from its own address (through the tests' one proxy hop): the contact form's own limit is 5 an address.
  const clients = Array.from({ length: 30 }, (_, i) =>
    slowClient(
      port,
      postHead('/api/contact/send', ['Content-Length: 16000', `X-Forwarded-For: 10.0.1.${i}`]),
      '{"name":"Ana"',
      100,
    ),
  );
  // Far longer than the timeout and its check, far shorter than the bytes would take (160 s).
  expect(await stillOpenAfter(clients, 10 * REQUEST_MS), 'connections still open').toBe(0);
  for (const c of clients) {
    expect(c.said).toMatch(/^HTTP\/1\.1 408 /);
    expect((c.closedAt as number) - c.openedAt).toBeGreaterThanOrEqual(REQUEST_MS - 100);
  }
}, 60_000);

test('given a chunked body without a length trickling, then cut too; one already refused (a guest’s 401) ends with the refusal', async () => {
  const chunked = slowClient(
    port,
    postHead('/api/contact/send', ['Transfer-Encoding: chunked', 'X-Forwarded-For: 10.0.2.1']),
    '1\r\nx\r\n',
    100,
  );
  const refused = slowClient(port, postHead('/api/admin/preguntas/importar', ['Content-Length: 100000']), 'x', 100);
  expect(await stillOpenAfter([chunked, refused], 10 * REQUEST_MS), 'connections still open').toBe(0);
  expect(chunked.said).toMatch(/^HTTP\/1\.1 408 /);
  // The 401 went at once; what came after it is no second answer.
  expect(refused.said).toMatch(/^HTTP\/1\.1 401 /);
  expect(refused.said.match(/HTTP\/1\.1/g)).toHaveLength(1);
  expect((refused.closedAt as number) - refused.openedAt).toBeLessThan(REQUEST_MS);
}, 60_000);

test('given headers sent a byte at a time (slowloris), then cut with a 408 once HEADERS_TIMEOUT_MS has passed', async () => {
  const clients = Array.from({ length: 10 }, () =>
    slowClient(port, 'GET /api/health HTTP/1.1\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n', 50),
  );
  expect(await stillOpenAfter(clients, 10 * REQUEST_MS), 'connections still open').toBe(0);
  for (const c of clients) expect(c.said).toMatch(/^HTTP\/1\.1 408 /);
}, 60_000);

test('given a client that sends its request in time, then it is answered, and its keep-alive connection serves a second', async () => {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('latin1');
  let said = '';
  socket.on('data', (chunk: string) => {
    said += chunk;
  });
  const request = 'GET /api/health/live HTTP/1.1\r\nHost: trivia.test\r\n\r\n';
  socket.write(request);
  await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 500));
  socket.write(request);
  const deadline = performance.now() + 5000;
  while ((said.match(/HTTP\/1\.1 200/g) ?? []).length < 2 && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  expect(said.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
});

test('given requests pipelined on one connection (50 GETs, 50 URLs Fastify refuses first, an upgrade behind a request), then the connection ends at the second: one answer at most, not 50 (a client that never reads held gigabytes)', async () => {
  const get = 'GET /api/health/live HTTP/1.1\r\nHost: trivia.test\r\n\r\n';
  const upgrade = [
    'GET /api/ws HTTP/1.1',
    'Host: trivia.test',
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version: 13',
    '',
    '',
  ].join('\r\n');
  const clients = [
    get.repeat(50),
    // URLs Fastify refuses before any hook runs (its frameworkErrors).
    'GET /% HTTP/1.1\r\nHost: trivia.test\r\n\r\n'.repeat(50),
    // An upgrade right behind a request: the websocket plugin cannot take it (its socket is busy).
    get + upgrade,
  ].map((head) => slowClient(port, head));
  expect(await stillOpenAfter(clients, 10 * REQUEST_MS), 'connections still open').toBe(0);
  for (const pipelined of clients) expect(pipelined.said.match(/HTTP\/1\.1 /g)?.length ?? 0).toBeLessThanOrEqual(1);
  // One after another on one connection, as a browser and the proxy send them, all answered.
  const socket = connect(port, '127.0.0.1');
  let said = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => {
    said += chunk;
  });
  for (let i = 1; i <= 3; i++) {
    socket.write(get);
    const answered = performance.now() + 5000;
    while ((said.match(/HTTP\/1\.1 200 /g)?.length ?? 0) < i && performance.now() < answered)
      await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(said.match(/HTTP\/1\.1 200 /g)).toHaveLength(3);
  expect(socket.destroyed).toBe(false);
  socket.destroy();
});
