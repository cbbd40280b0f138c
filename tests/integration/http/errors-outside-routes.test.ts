// Errors raised outside a route's own code (issue 27, item 7): in hooks, in body parsers, in a reply's
// serializer or onSend hook, for unknown routes, bodies too large, bad JSON or content types, on a
// websocket route asked over plain HTTP, and before or beneath HTTP (a malformed URL, headers too
// large, a body that never comes). Each reaches the client as `{ error, message, code }` in the
// caller's language, with the security headers, and without internals (no stack, SQL, path or
// message of ours); a request the client itself abandoned is no server error in the logs.
import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { replyOf } from '../../../server/http/replies.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
const logs: Record<string, unknown>[] = [];
/** What an internal error would carry: a stack frame, a path, SQL, a Node or Fastify error's text. */
const INTERNALS = /\bat \S+ \(|\/work\/|node_modules|\.ts\b|SELECT|relation "|FST_|Unexpected token|ERR_|secret/i;

beforeAll(async () => {
  t = await buildTestApp({
    config: { production: true },
    onLog: (record) => logs.push(record),
    extend(app) {
      // In a scope with the app's error handler, as buildApp registers the API's own routes.
      void app.register(async (scope) => {
        scope.setErrorHandler(app.errorHandler);
        const leak = () => new Error('relation "users" does not exist: SELECT secret FROM users (/work/server/x.ts:1)');
        // Every /api route names its reply (server/http/replies.ts); these answer { ok } when they answer.
        const schema = replyOf(z.object({ ok: z.boolean() }));
        scope.get('/api/test/route-throws', { schema }, async () => {
          throw leak();
        });
        scope.get('/api/test/hook-throws', { schema, onRequest: async () => Promise.reject(leak()) }, async () => ({
          ok: true,
        }));
        scope.get(
          '/api/test/prehandler-throws',
          { schema, preHandler: (_request, _reply, done) => done(leak()) },
          async () => ({
            ok: true,
          }),
        );
        scope.get('/api/test/onsend-throws', { schema, onSend: async () => Promise.reject(leak()) }, async () => ({
          ok: true,
        }));
        scope.get(
          '/api/test/serializer-fails',
          {
            schema: {
              response: {
                200: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
              },
            },
          },
          async () => ({ n: 'not a number' }),
        );
        // A library's 4xx error with a message and a code of its own (Node's, a plugin's).
        scope.get('/api/test/library-4xx', { schema }, async () => {
          throw Object.assign(new Error('ERR_SOMETHING at /work/node_modules/lib/index.js'), {
            statusCode: 422,
            code: 'ERR_LIBRARY_SECRET',
          });
        });
      });
    },
  });
});
afterAll(() => t.close());

/** The error shape, in the caller's language, with an API answer's headers and nothing of ours. */
function expectClean(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body);
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message']);
  expect(body.code).toBe(code);
  expect(response.body).not.toMatch(INTERNALS);
  expect(response.headers['content-security-policy']).toBeDefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBeDefined();
  expect(response.headers['cache-control']).toBe('no-store');
  return body.message as string;
}

/** Both languages answer, each its own words. */
async function inBothLanguages(request: InjectOptions, status: number, code: string): Promise<[string, string]> {
  const ask = (language: string) =>
    t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': language } });
  const es = expectClean(await ask('es'), status, code);
  const en = expectClean(await ask('en'), status, code);
  expect(es).not.toBe(en);
  return [es, en];
}

describe('errors raised outside a route reach the client in the error shape', () => {
  test('given a route, a hook, a preHandler, an onSend hook or a serializer that throws, then 500 INTERNAL_ERROR without internals, in the caller language', async () => {
    for (const url of [
      '/api/test/route-throws',
      '/api/test/hook-throws',
      '/api/test/prehandler-throws',
      '/api/test/onsend-throws',
      '/api/test/serializer-fails',
    ]) {
      const [es, en] = await inBothLanguages({ url }, 500, 'INTERNAL_ERROR');
      expect(en, url).toBe('Internal server error');
      expect(es, url).toMatch(/servidor/i);
    }
  });

  test('given a library 4xx error with its own message and code, then the client reads ours, not the library’s', async () => {
    await inBothLanguages({ url: '/api/test/library-4xx' }, 422, 'BAD_REQUEST');
  });

  test('given bad JSON, an empty JSON body, a content type the API does not take, a body too large or a wrong charset, then 4xx in the error shape', async () => {
    const post = (payload: string, contentType: string) => ({
      method: 'POST' as const,
      url: '/api/usuarios/login',
      headers: { 'content-type': contentType },
      payload,
    });
    await inBothLanguages(post('{"email": "a@b.c", ', 'application/json'), 400, 'INVALID_JSON');
    await inBothLanguages(post('', 'application/json'), 400, 'INVALID_JSON');
    await inBothLanguages(post('email=a', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await inBothLanguages(post('{}', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await inBothLanguages(
      {
        ...post('{}', 'application/json'),
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      },
      415,
      'UNSUPPORTED_ENCODING',
    );
    await inBothLanguages(
      post(JSON.stringify({ pad: 'x'.repeat(20_000) }), 'application/json'),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    await inBothLanguages(post('{"__proto__": {"x": 1}}', 'application/json'), 400, 'INVALID_JSON');
  });

  test('given an unknown API route or method, then 404 NOT_FOUND in the caller language', async () => {
    await inBothLanguages({ url: '/api/nothing-here' }, 404, 'NOT_FOUND');
    await inBothLanguages({ method: 'DELETE', url: '/api/health' }, 404, 'NOT_FOUND');
    await inBothLanguages({ method: 'OPTIONS', url: '/api/usuarios/login' }, 404, 'NOT_FOUND');
  });

  test('given the websocket route asked over plain HTTP, then a 4xx in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/ws', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectClean(response, response.statusCode, JSON.parse(response.body).code);
  });
});

describe('errors beneath HTTP, on a real connection', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Writes raw bytes, optionally ends the connection early, and reads all that comes back. */
  const raw = (bytes: string, options: { abortAfterMs?: number } = {}) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(bytes);
        if (options.abortAfterMs !== undefined) setTimeout(() => socket.destroy(), options.abortAfterMs);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });

  test('given headers too large, then 431 in the error shape, in the language the request asked for', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Pad: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.toLowerCase()).toContain('content-security-policy:');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message']);
    expect(body.message).toBe('Bad request');
  });

  test('given a Content-Length that does not fit the body, then 400 in the error shape', async () => {
    const answer = await raw(
      'POST /api/usuarios/login HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(INTERNALS);
  });

  test('given a body the client abandons halfway, then no server error is logged and the server keeps serving', async () => {
    logs.length = 0;
    await raw(
      'POST /api/usuarios/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      { abortAfterMs: 200 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logs.filter((record) => (record.level as number) >= 50)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
