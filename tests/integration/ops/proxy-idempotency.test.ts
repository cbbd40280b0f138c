// Through deploy/haproxy.cfg with two real nodes (issue 40): a winning guess a node applied and was
// then killed with SIGKILL (its reply lost: the test sends it to that node and discards the answer,
// so the order is certain), sent again through the proxy with the same Idempotency-Key, reaches the
// other node and gets the same 200 and body; and every request through the proxy has the proxy's
// request id, echoed and in the node's log lines, whatever id the client made up.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../../../server/db/embedded.ts';
import { startProxy, type RunningProxy } from '../../helpers/haproxy.ts';
import { serverProcesses, type ServerProcess } from '../../helpers/server-process.ts';

let servers: Awaited<ReturnType<typeof serverProcesses>>;
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let proxy: RunningProxy;

/** A node of `npm start`, once it is ready (a poll: the hooks have no expect.poll). */
async function node(): Promise<ServerProcess> {
  const running = servers.launch(await freePort(), { TRUST_PROXY: '127.0.0.1' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${running.origin}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return running;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`node did not start:\n${running.logs.join('\n')}`);
}

beforeAll(async () => {
  servers = await serverProcesses('idem-proxy');
  nodeA = await node();
  nodeB = await node();
  proxy = await startProxy(`127.0.0.1:${nodeA.port}`, {
    TRIVIA_NODE2: `127.0.0.1:${nodeB.port}`,
    TRIVIA_NODE3: `127.0.0.1:${nodeB.port}`,
  });
}, 120_000);
afterAll(async () => {
  proxy?.stop();
  await servers?.close();
});

const post = (origin: string, path: string, headers: Record<string, string>, body: object) =>
  fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

test('given a win applied by a node killed with SIGKILL before its reply, when sent again through HAProxy with the same key, then the other node answers the same 200 and body', async () => {
  const player = { 'x-anon-id': randomUUID() };
  const started = await post(nodeA.origin, '/partidas/iniciar', player, {});
  expect(started.status).toBe(200);
  const { partida, pregunta } = await started.json();
  const client = new pg.Client({ connectionString: servers.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ respuesta: string }>(
      'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
      [partida.fecha],
    );
    const win = { ...player, 'idempotency-key': randomUUID() };
    // The node applies the win; the player never hears (the node dies with the reply).
    const lost = await post(nodeA.origin, `/preguntas/${pregunta.id}/verificar`, win, { respuesta: rows[0].respuesta });
    const lostBody = await lost.text();
    expect(lost.status, lostBody).toBe(200);
    nodeA.server.kill('SIGKILL');
    await nodeA.exited;
    // The page sends it again through the proxy, with its key: node A is gone, node B answers.
    const again = await post(`http://127.0.0.1:${proxy.port}`, `/preguntas/${pregunta.id}/verificar`, win, {
      respuesta: rows[0].respuesta,
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(lostBody);
    const { rows: events } = await client.query<{ type: string }>(
      `select type from events where stream_id = $1 and type in ('GuessSubmitted', 'PlayFinished')`,
      [partida.id],
    );
    expect(events.map((event) => event.type).sort()).toEqual(['GuessSubmitted', 'PlayFinished']);
    // Without the key the same guess is refused: the play is over.
    const unkeyed = await post(`http://127.0.0.1:${proxy.port}`, `/preguntas/${pregunta.id}/verificar`, player, {
      respuesta: rows[0].respuesta,
    });
    expect((await unkeyed.json()).code).toBe('PLAY_FINISHED');
  } finally {
    await client.end();
  }
}, 120_000);

test("given a request through HAProxy with an id the client made up, then the proxy's UUID replaces it, the reply echoes it and the node logs it", async () => {
  const forged = 'client-made-up-id-1234';
  const answers = await Promise.all(
    [1, 2, 3].map(() => fetch(`http://127.0.0.1:${proxy.port}/api/health`, { headers: { 'x-request-id': forged } })),
  );
  const ids = answers.map((answer) => answer.headers.get('x-request-id')!);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(ids).size).toBe(3);
  await expect.poll(() => ids.every((id) => nodeB.logs.some((line) => line.includes(`"reqId":"${id}"`)))).toBe(true);
  expect(nodeB.logs.some((line) => line.includes(forged))).toBe(false);
});
