import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { connectWS } from '../../helpers/ws.ts';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'trivia-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div>');
  await writeFile(path.join(clientDir, 'index.en.html'), '<!doctype html><html lang="en"><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  // As the build writes it beside: the server sends it as it is.
  await writeFile(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  t = await buildTestApp({ config: { clientDir }, now: new Date('2026-03-28T23:30:00Z') });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('the API', () => {
  test('health checks the database and gives the Madrid day', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    // 23:30 UTC on 28 March 2026 is already 29 March in Madrid (UTC+1 before the DST change).
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', fecha: '2026-03-29' });
  });

  test('an unknown /api path is a JSON 404 in the one error shape', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String), code: 'NOT_FOUND' });
  });

  test('malformed JSON is a 400 in the same shape, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'error', 'message']);
  });

  test('responses carry security headers with a Content-Security-Policy: an API answer loads nothing, a page its own files', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const page = await t.app.inject('/juego');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the client', () => {
  test('a client route falls back to the single-page app, not cached', async () => {
    const response = await t.app.inject('/leaderboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a page is sent in the caller’s language (its head: a shared link’s preview), Spanish by default', async () => {
    const page = (acceptLanguage?: string) =>
      t.app.inject({ url: '/juego', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    for (const [header, lang] of [
      [undefined, 'es'],
      ['es-ES,es;q=0.9', 'es'],
      ['en-GB,en;q=0.9,es;q=0.8', 'en'],
      ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
      ['de-DE', 'es'],
      ['es;q=0.4,en;q=0.8', 'en'],
    ] as const) {
      const response = await page(header);
      expect(response.statusCode).toBe(200);
      expect(response.body, String(header)).toContain(`<html lang="${lang}">`);
      // Caches keep one copy per language.
      expect(response.headers.vary).toMatch(/accept-language/i);
    }
  });

  test('hashed assets are cached for a year and compressed', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test("a built script carries a subresource's headers, not a document's; the page keeps them all", async () => {
    // Sent as the build compressed it, as a browser gets it.
    const script = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag'])
      expect(script.headers[name], name).toBeUndefined();
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject('/juego');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A missing file is an error, which keeps every header.
    expect((await t.app.inject('/assets/missing.js')).headers['content-security-policy']).toBeDefined();
  });

  test('a missing asset is a 404, not the app', async () => {
    const response = await t.app.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
  });
});

describe('the websocket', () => {
  test('greets with hello, the Madrid day, the instant the next one starts and the server time', async () => {
    const ws = await connectWS(t.app);
    // 00:30 on the day Madrid's clocks go forward: that day ends 22 h 30 min later, at 00:00 CEST.
    expect(await ws.next()).toEqual({
      type: 'hello',
      fecha: '2026-03-29',
      siguienteDia: '2026-03-29T22:00:00.000Z',
      serverTime: '2026-03-28T23:30:00.000Z',
    });
    ws.close();
  });
});
