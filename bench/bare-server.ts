// The baseline of `npm run bench:herd` and `npm run bench:night`: a bare Fastify route doing the
// least a durable command can do, one INSERT committed per request, in its own process like the
// product (no auth, no rules); and a bare `ws` loop on /api/ws: POST /bare/push inserts one row,
// then sends its body's `payload` to every socket (serialised once, one ws.send each).
import Fastify from 'fastify';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query(
  'create table if not exists bench_bare (id bigint generated always as identity primary key, stream text not null, data jsonb not null)',
);
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
sockets.on('connection', (socket) => {
  socket.on('error', () => {});
  socket.send(JSON.stringify({ type: 'hello', serverTime: new Date().toISOString() }));
});
app.post<{ Body: { payload: string } }>('/bare/push', async (request) => {
  const id = await insert('push', {});
  const payload = Buffer.from(request.body.payload);
  for (const socket of sockets.clients) socket.send(payload, { binary: false });
  return { id };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('READY');
process.on('SIGTERM', async () => {
  for (const socket of sockets.clients) socket.terminate();
  await app.close();
  await pool.end();
  process.exit(0);
});
