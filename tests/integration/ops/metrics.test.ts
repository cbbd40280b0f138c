// Metrics an operator scrapes (issue 25): prom-client's text format, never public. Behind
// METRICS_TOKEN on the app's port (a 404 there without one, a 401 without the right one), or on a
// port of its own (METRICS_PORT), which sums the workers of WEB_CONCURRENCY.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { freePort } from '../../../server/db/embedded.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { serverProcesses } from '../../helpers/server-process.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS } from '../../helpers/ws.ts';
import { finishPlay } from '../leaderboards/helpers.ts';

const TOKEN = 'metrics-token-metrics-token-0123';
const NOW = new Date('2026-05-10T10:00:00Z');

/** The value of one sample line (name with its labels, as written), or undefined. */
const sample = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe('on the app port, behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  test('without the token, with another token or another scheme, then 401 in the one error shape and nothing shown', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      'Bearer ',
      `Bearer ${TOKEN.toUpperCase()}`,
    ]) {
      const response = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'error', 'message']);
      expect(response.body).not.toContain('trivia_');
    }
  });

  test('given a played game, a refusal and a socket, then the scrape shows requests by route and status, statements, pool waits, sockets, pushes, refusals and the process', async () => {
    const player = await registerUser(t.app);
    const socket = await connectWS(t.app, { token: player.token, topics: ['leaderboard:diario'] });
    await finishPlay(t, bearer(player.token), { at: NOW });
    await socket.next((m: { type: string; periodo?: string }) => m.type === 'leaderboard' && m.periodo === 'diario');
    const refused = await t.app.inject({ method: 'POST', url: '/api/partidas/iniciar', payload: {} });
    expect(refused.statusCode).toBe(401);
    const refusal = refused.json().code as string;

    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const version = (await t.app.inject('/api/health')).json().version;
    expect(sample(text, `trivia_info{version="${version}"}`)).toBe(1);
    expect(
      sample(
        text,
        'trivia_http_request_duration_seconds_count{method="POST",route="/api/partidas/iniciar",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /trivia_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/preguntas\/:id\/verificar",status="200"\} \d+/,
    );
    expect(sample(text, `trivia_http_refusals_total{status="401",code="${refusal}"}`)).toBe(1);
    expect(sample(text, 'trivia_append_statement_appends_count')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'trivia_append_statement_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'trivia_pool_acquire_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'trivia_pool_connections{pool="requests",state="waiting"}')).toBe(0);
    expect(sample(text, 'trivia_websockets_open')).toBe(1);
    expect(sample(text, 'trivia_websocket_subscriptions{kind="leaderboard"}')).toBe(1);
    expect(sample(text, 'trivia_websocket_subscriptions{kind="league"}')).toBe(0);
    expect(sample(text, 'trivia_push_seconds_count{periodo="diario"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'trivia_listen_connected')).toBe(1);
    expect(sample(text, 'trivia_draining')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    // Counts and timings only: no player's name, address or token.
    expect(text).not.toContain(player.usuario.username);
    expect(text).not.toContain(player.token);
    // A path nobody routes is one label, whatever is asked.
    await t.app.inject('/api/nothing-here-1');
    await t.app.inject('/api/nothing-here-2');
    const after = (await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body;
    expect(after).not.toContain('nothing-here');
    expect(after).toContain('route="unmatched",status="404"');
    socket.close();
  });
});

describe('not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('without METRICS_TOKEN or METRICS_PORT, then /metrics is a 404 on the app port, token or not, and nothing is counted', async () => {
    expect(t.services.metrics).toBeNull();
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  test('a METRICS_TOKEN anyone could guess stops the start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});

describe('on METRICS_PORT', () => {
  let servers: Awaited<ReturnType<typeof serverProcesses>>;
  beforeAll(async () => {
    servers = await serverProcesses('metrics');
  });
  afterAll(() => servers.close());

  test('given WEB_CONCURRENCY=2 and METRICS_PORT with a token, then the port answers only /metrics with the token, sums both workers, and the app port does not serve it', async () => {
    const metricsPort = await freePort();
    const { origin, server, exited } = await servers.start({
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    });
    try {
      for (let i = 0; i < 20; i++) await fetch(`${origin}/api/health/live`, { headers: { connection: 'close' } });
      const url = `http://127.0.0.1:${metricsPort}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/`, { headers: bearer(TOKEN) })).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: 'POST', headers: bearer(TOKEN) })).status).toBe(404);
      // Once both workers are up, each with its LISTEN connection.
      const scrape = () => fetch(`${url}/metrics`, { headers: bearer(TOKEN) });
      await expect
        .poll(async () => sample(await (await scrape()).text(), 'trivia_listen_connected'), { timeout: 30_000 })
        .toBe(2);
      const scraped = await scrape();
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      // Both workers' figures, summed: 20 liveness checks (and the start-up's health polls).
      const live = sample(
        text,
        'trivia_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}',
      );
      expect(live).toBeGreaterThanOrEqual(20);
      // The job queues, as pg-boss counts them.
      expect(text).toMatch(/trivia_jobs\{queue="[^"]+",state="ready"\} \d+/);
      // Behind the token on the app port too (the token is set), and 404 without it configured elsewhere.
      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 90_000);

  test('given METRICS_PORT alone, then its port serves the metrics without a token (bound to loopback) and the app port answers 404', async () => {
    const metricsPort = await freePort();
    const { origin, server, exited } = await servers.start({ LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort) });
    try {
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('trivia_info{version=');
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 60_000);
});
