// The baseline of `npm run bench:herd` and `npm run bench:night`: a bare Fastify route doing the
// least a durable command can do, one INSERT committed per request, in its own process like the
// product (no auth, no rules); and a bare `ws` loop on /api/ws: POST /bare/push inserts one row,
// then sends its body's `payload` to every socket (serialised once, one ws.send each). Its sockets
// speak the product's protocol to the bench's clients (greeted after `identify`, `subscribe`
// acknowledged), so the same clients hold both sides.
//
// BARE_SERVERS=N (bench:night's BENCH_SERVERS): N processes on the one port as the product's
// WEB_CONCURRENCY runs them (node:cluster, each worker accepting its own connections). The worker a
// push reaches commits its INSERT with a NOTIFY of the payload in the same statement, sends the
// payload to its own sockets, and every other worker's LISTEN connection sends it to theirs (the
// product's cross-instance path is a NOTIFY too, after which each instance reads the rankings).
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const SERVERS = Number(process.env.BARE_SERVERS ?? 1);
const CHANNEL = 'bench_bare_push';
const TABLE =
  'create table if not exists bench_bare (id bigint generated always as identity primary key, stream text not null, data jsonb not null)';

/** The primary of N workers: the table made once, then the workers; READY once all of them listen. */
async function primary() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(TABLE);
  await client.end();
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === SERVERS) console.log('READY');
  });
  for (let i = 0; i < SERVERS; i++) cluster.fork();
  process.on('SIGTERM', async () => {
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise((resolve) => {
            worker!.once('exit', resolve);
            worker!.kill('SIGTERM');
          }),
      ),
    );
    process.exit(0);
  });
}

async function serve() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  if (cluster.isPrimary) await pool.query(TABLE);
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const insert = async (stream: string, data: unknown) =>
    (
      await pool.query<{ id: number }>('insert into bench_bare (stream, data) values ($1, $2) returning id', [
        stream,
        data ?? {},
      ])
    ).rows[0].id;
  app.post('/bare', async (request) => ({
    id: await insert(String(request.headers['x-anon-id'] ?? 'user'), request.body),
  }));

  const sockets = new WebSocketServer({ server: app.server, path: '/api/ws', perMessageDeflate: false });
  // As the product's protocol goes: greeted once it identified, a subscription acknowledged (every
  // socket gets every push here: the bench's clients all subscribe to the one table).
  sockets.on('connection', (socket) => {
    socket.on('error', () => {});
    socket.on('message', (data: Buffer) => {
      const { type, topics } = JSON.parse(String(data)) as { type: string; topics?: string[] };
      if (type === 'identify') socket.send(JSON.stringify({ type: 'hello', serverTime: new Date().toISOString() }));
      if (type === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', topics }));
    });
  });
  const sendAll = (payload: Buffer) => {
    for (const socket of sockets.clients) socket.send(payload, { binary: false });
  };

  // The other workers' pushes: `<pid>:<payload>`, this worker's own skipped (it sent them already).
  let listener: pg.Client | null = null;
  if (cluster.isWorker) {
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    listener.on('notification', ({ payload = '' }) => {
      const colon = payload.indexOf(':');
      if (Number(payload.slice(0, colon)) !== process.pid) sendAll(Buffer.from(payload.slice(colon + 1)));
    });
  }
  app.post<{ Body: { payload: string } }>('/bare/push', async (request) => {
    const id = cluster.isWorker
      ? (
          await pool.query<{ id: number }>(
            `with pushed as (insert into bench_bare (stream, data) values ('push', '{}') returning id)
             select id, pg_notify($1, $2) from pushed`,
            [CHANNEL, `${process.pid}:${request.body.payload}`],
          )
        ).rows[0].id
      : await insert('push', {});
    sendAll(Buffer.from(request.body.payload));
    return { id };
  });

  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  if (cluster.isPrimary) console.log('READY');
  process.on('SIGTERM', async () => {
    for (const socket of sockets.clients) socket.terminate();
    await app.close();
    await listener?.end();
    await pool.end();
    process.exit(0);
  });
}

await (SERVERS > 1 && cluster.isPrimary ? primary() : serve());
