// deploy/haproxy.cfg as it is, in front of a node (issue 38): the public leaderboards' snapshots are
// answered from HAProxy's cache for their max-age (a reconnect storm after a node's restart is one
// read a period), each catch-up version (`?v=`) on its own; a request with the session, or a
// personal read, always reaches the node.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { type RunningProxy, startProxy } from '../../helpers/haproxy.ts';
import { bearer, registerUser } from '../../helpers/users.ts';

let t: TestApp;
let proxy: RunningProxy;
let base: string;
/** Requests the node received, by URL. */
const reached: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    config: { trustProxy: ['127.0.0.1'] },
    extend: (app) =>
      app.addHook('onRequest', async (request) => {
        reached.push(request.url);
      }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startProxy(`127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
  base = `http://127.0.0.1:${proxy.port}`;
}, 60_000);

afterAll(async () => {
  proxy?.stop();
  await t?.close();
});

/** How many of the node's requests were for `url` while `run` ran. */
async function reaching(url: string, run: () => Promise<void>): Promise<number> {
  const before = reached.filter((one) => one === url).length;
  await run();
  return reached.filter((one) => one === url).length - before;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip', ...headers } });

test('given a burst of pages loading a leaderboard through the proxy, then one reaches the node and the rest are answered from the cache, each catch-up version on its own', async () => {
  const url = '/api/leaderboard/weekly';
  const answers: Response[] = [];
  const hits = await reaching(url, async () => {
    answers.push(await get(url));
    answers.push(...(await Promise.all(Array.from({ length: 20 }, () => get(url)))));
  });
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  // The cache's max-age is 2 s: a slow machine may see it expire once within the burst.
  expect(hits).toBeGreaterThanOrEqual(1);
  expect(hits).toBeLessThanOrEqual(2);
  expect(answers.at(-1)!.headers.get('age')).not.toBeNull();
  const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
  expect(bodies.size).toBeLessThanOrEqual(hits);

  const version = `${url}?v=abc`;
  expect(
    await reaching(version, async () => void (await Promise.all([get(version), get(version)]))),
  ).toBeLessThanOrEqual(2);
  expect(reached).toContain(version);
});

test('given the session or a personal read, then the node answers every one: nothing personal is kept', async () => {
  const player = await registerUser(t.app);
  const url = '/api/leaderboard/monthly';
  expect(await reaching(url, async () => void (await get(url, bearer(player.token))))).toBe(1);
  expect(await reaching(url, async () => void (await get(url, bearer(player.token))))).toBe(1);
  const own = '/api/leaderboard/monthly/user-position';
  expect(await reaching(own, async () => void (await get(own, bearer(player.token))))).toBe(1);
  expect(await reaching(own, async () => void (await get(own, bearer(player.token))))).toBe(1);
});
