// Nothing a stranger sends before they are known costs the server (issue 37, item 1): the admin
// subtree answers 401 / 403 before a byte of the body is read, no route takes an inflated
// (Content-Encoding) body, and a flood of large or gzipped anonymous bodies leaves a bystander's
// requests as fast as they were without it, on a real listening server.
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { asFastAsWithout, bystander } from '../../helpers/slow-clients.ts';
import { signedIn } from '../plays/play-helpers.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const IMPORT = '/api/admin/preguntas/importar';
const origin = () => `http://127.0.0.1:${port}`;

/** Sends the request's head alone (no body byte) and resolves with the status of the answer, if one comes. */
function headOnly(head: string[], waitMs = 15_000): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let said = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${waitMs} ms before the body was sent`));
    }, waitMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      said += chunk;
      // An interim answer (100 Continue: Node's own, to Expect) is not the answer.
      while (/^HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n/.test(said)) said = said.slice(said.indexOf('\r\n\r\n') + 4);
      const end = said.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(said)?.[1];
      if (end < 0 || length === undefined || said.length < end + 4 + Number(length)) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(said.slice(9, 12)), body: said.slice(end + 4) });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
  });
}

const post = (url: string, headers: string[]) => [`POST ${url} HTTP/1.1`, 'Host: trivia.test', ...headers];

describe('the admin subtree answers before the body is read', () => {
  test('given a guest or a player announcing 8 MB (by length or chunked), then 401 / 403 before a byte of it', async () => {
    const player = (await signedIn(t)).headers.authorization;
    const big = ['Content-Type: application/json', `Content-Length: ${8 * 1024 * 1024 - 1}`];
    const guest = await headOnly(post(IMPORT, big));
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.body)).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect((await headOnly(post(IMPORT, [...big, `Authorization: ${player}`]))).status).toBe(403);
    const chunked = ['Content-Type: application/json', 'Transfer-Encoding: chunked'];
    expect((await headOnly(post(IMPORT, chunked))).status).toBe(401);
    expect((await headOnly(post(IMPORT, [...big, 'Expect: 100-continue']))).status).toBe(401);
    // Every route of the subtree, whatever its own limit.
    for (const url of ['/api/admin/preguntas', '/api/admin/reportes/1', '/api/scheduler/verificar'])
      expect((await headOnly(post(url, ['Content-Type: application/json', 'Content-Length: 2000']))).status, url).toBe(
        401,
      );
  });

  test('given a gzipped body on any route, then 415 before a byte of it, in the usual shape', async () => {
    for (const url of ['/api/contact/send', IMPORT, '/api/partidas/iniciar']) {
      const answer = await headOnly(
        post(url, ['Content-Type: application/json', 'Content-Encoding: gzip', 'Content-Length: 8000']),
      );
      expect(answer.status, url).toBe(415);
      expect(JSON.parse(answer.body), url).toMatchObject({ code: 'UNSUPPORTED_ENCODING' });
    }
    // `identity` is no encoding at all.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/partidas/iniciar',
      headers: { 'content-encoding': 'identity', 'x-anon-id': crypto.randomUUID() },
      payload: {},
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  test('given a body above a route’s own need, then 413 from its length alone', async () => {
    // Small forms take little: a league's name, a code, a password change (16 KB before).
    for (const url of ['/api/ligas', '/api/ligas/unirse', '/api/profile/change-password'])
      expect((await headOnly(post(url, ['Content-Type: application/json', 'Content-Length: 5000']))).status, url).toBe(
        413,
      );
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body just under the import's limit made to cost a parser the most: millions of tiny strings. */
const costly = new TextEncoder().encode(
  `{"motivo":"x","entradas":[${Array((8 * 1024 * 1024) / 4 - 16)
    .fill('"x"')
    .join(',')}]}`,
);

/** The same, gzipped: about 8 KB on the wire (made before the baseline: gzip runs on this test's thread). */
const gzipped = new Uint8Array(gzipSync(costly));

async function flood(): Promise<number[]> {
  const send = (body: Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}${IMPORT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
  return Promise.all([
    // The attack's figures: six such bodies stalled /api/health/live 11 s; 29 gzipped ones, 29 s.
    ...Array.from({ length: 6 }, () => send(costly, {})),
    ...Array.from({ length: 29 }, () => send(gzipped, { 'content-encoding': 'gzip' })),
  ]);
}

test('given anonymous 8 MB and gzipped bodies to the import, then a bystander’s requests meanwhile are as fast as without them', async () => {
  // The baseline: the bystander alone for as long, in the same run.
  const baseline = await bystander(origin(), sleep(1500));
  const statuses = flood();
  const during = await bystander(origin(), statuses);
  // Refused, never parsed: 401 for the plain ones, 415 for the gzipped (0: the server hung up on a body it refused).
  for (const status of await statuses) expect([401, 415, 0]).toContain(status);
  const { ok, summary } = asFastAsWithout(baseline, during);
  // Parsing one such body took about 3 s of the only thread: a bystander waited that long at least.
  expect(ok, summary).toBe(true);
}, 120_000);
