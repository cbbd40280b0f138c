// The baseline of `npm run bench:herd`: a bare Fastify route doing the least a durable command can
// do, one INSERT committed per request, in its own process like the product (no auth, no rules).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query(
  'create table if not exists bench_bare (id bigint generated always as identity primary key, stream text not null, data jsonb not null)',
);
const app = Fastify({ logger: false });
app.post('/bare', async (request) => {
  const { rows } = await pool.query<{ id: number }>(
    'insert into bench_bare (stream, data) values ($1, $2) returning id',
    [request.headers['x-anon-id'] ?? 'user', request.body ?? {}],
  );
  return { id: rows[0].id };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('READY');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
