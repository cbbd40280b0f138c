// Commands that answer a resend with their first answer (issue 40, item 2). A play's command keeps
// its answer in the statement that appends its events; any other command reserves its key first.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, freshUsername, registerUser } from '../../helpers/users.ts';
import { keyId } from '../../../server/idempotency/answers.ts';
import {
  anonymous,
  assignDay,
  call,
  dayId,
  expectRefusal,
  guess,
  type Headers,
  questionWhere,
  reveal,
  signedIn,
  start,
  wrongGuess,
  type Question,
} from './play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
/** Late enough for a win to be plausible (a person types the answer). */
const LATER = new Date('2026-05-10T10:05:00Z');
const QID = dayId('2026-05-10');
let a: TestApp;
let b: TestApp;
let q: Question;

beforeAll(async () => {
  a = await buildTestApp({ now: NOW });
  // Another node on the same database: its own pool, caches and queue.
  b = await buildTestApp({ now: NOW, database: a.db });
  q = await questionWhere(a, 'true');
  await assignDay(a, '2026-05-10', q);
});
afterAll(async () => {
  await b.close();
  await a.close();
});
beforeEach(() => {
  a.setNow(NOW);
  b.setNow(NOW);
});

const keyed = (headers: Headers, key: string = randomUUID()): Headers => ({ ...headers, 'idempotency-key': key });
/** The session id (JWT `jti`) of signed-in headers: a key's scope is the account's session. */
const jtiOf = (headers: Headers) =>
  JSON.parse(Buffer.from(String(headers.authorization).split('.')[1], 'base64url').toString()).jti as string;
const events = async (streamId: string, type: string) =>
  (
    await a.db.pool.query<{ n: number }>('select count(*)::int as n from events where stream_id = $1 and type = $2', [
      streamId,
      type,
    ])
  ).rows[0].n;

describe("a play's commands", () => {
  test('given a winning guess whose reply was lost, when it is sent again with the same key to another node, then it gets the same 200 and body (without the key: 409 PLAY_FINISHED)', async () => {
    const me = anonymous();
    const { partida } = (await start(a, me)).json();
    a.setNow(LATER);
    b.setNow(LATER);
    const win = keyed(me);
    const first = await guess(a, win, QID, q.respuesta);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ correcta: true, partida: { estado: 'won' } });
    const again = await guess(b, win, QID, q.respuesta);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
    // And on the node that answered first (its cache holds the finished play).
    expect((await guess(a, win, QID, q.respuesta)).body).toBe(first.body);
    expect(await events(partida.id, 'GuessSubmitted')).toBe(1);
    expect(await events(partida.id, 'PlayFinished')).toBe(1);
    expectRefusal(await guess(b, keyed(me), QID, q.respuesta), 409, 'PLAY_FINISHED');
  });

  test('given a wrong guess and a hint sent twice with their keys, then each counts once and both answers are the first', async () => {
    const me = anonymous();
    const { partida } = (await start(a, me)).json();
    const miss = keyed(me);
    const first = await guess(a, miss, QID, wrongGuess(q.respuesta));
    expect((await guess(b, miss, QID, wrongGuess(q.respuesta))).body).toBe(first.body);
    const hint = keyed(me);
    const revealed = await reveal(b, hint, QID);
    expect(revealed.statusCode).toBe(200);
    expect((await reveal(a, hint, QID)).body).toBe(revealed.body);
    expect(await events(partida.id, 'GuessSubmitted')).toBe(1);
    expect(await events(partida.id, 'HintRevealed')).toBe(1);
    // A new key is a new command.
    expect((await guess(a, keyed(me), QID, wrongGuess(q.respuesta))).json().partida.intentos_usados).toBe(2);
  });

  test('given the same guess sent twice at once with one key, on one node and across two, then it counts once and both get the same 200', async () => {
    for (const [first, second] of [
      [a, a],
      [a, b],
    ]) {
      const me = anonymous();
      const { partida } = (await start(first, me)).json();
      // The second node has the play cached too: both decide on version 1.
      await start(second, me);
      const miss = keyed(me);
      const answers = await Promise.all([
        guess(first, miss, QID, wrongGuess(q.respuesta)),
        guess(second, miss, QID, wrongGuess(q.respuesta)),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers[1].body).toBe(answers[0].body);
      expect(await events(partida.id, 'GuessSubmitted')).toBe(1);
    }
  });

  test('given a start sent again with its key, then the first answer comes back, its clock included', async () => {
    const guest = anonymous();
    const me = keyed(guest);
    const first = await start(a, me);
    a.setNow(LATER);
    b.setNow(LATER);
    expect((await start(b, me)).body).toBe(first.body);
    // Without the key the play resumes with its clock running.
    expect((await start(b, guest)).json().partida.tiempo_segundos).toBe(300);
  });

  test("given a key used for one command, when it comes with another (another guess, a hint), then 422 IDEMPOTENCY_KEY_REUSED in the caller's language, and nothing counts", async () => {
    const me = anonymous();
    const { partida } = (await start(a, me)).json();
    const key = randomUUID();
    expect((await guess(a, keyed(me, key), QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
    const other = await guess(
      b,
      { ...keyed(me, key), 'accept-language': 'en' },
      QID,
      `${wrongGuess(q.respuesta)}`.replace(/^./, 'X'),
    );
    expectRefusal(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(other.json().message).toMatch(/already used for another request/);
    const hint = await reveal(a, keyed(me, key), QID);
    expectRefusal(hint, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(hint.json().message).toMatch(/ya se usó con otra petición/);
    expect(await events(partida.id, 'GuessSubmitted')).toBe(1);
    expect(await events(partida.id, 'HintRevealed')).toBe(0);
  });

  test("given another player's key, then it is only that player's own command (nobody reads another's answer)", async () => {
    const me = anonymous();
    await start(a, me);
    a.setNow(LATER);
    const key = randomUUID();
    const mine = await guess(a, keyed(me, key), QID, q.respuesta);
    expect(mine.json().correcta).toBe(true);
    // Another guest, and an account, with the same key: their own plays, never my answer.
    const stranger = anonymous();
    expectRefusal(await guess(a, keyed(stranger, key), QID, q.respuesta), 409, 'PLAY_NOT_STARTED');
    const account = await signedIn(a);
    const theirs = await start(a, keyed(account.headers, key));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().partida.id).not.toBe(mine.json().partida.id);
  });

  test("given a key that is not one (too short, too long, odd characters, twice), then 400 IDEMPOTENCY_KEY_INVALID in the caller's language, and nothing runs", async () => {
    const me = anonymous();
    for (const key of ['short', 'x'.repeat(65), 'ñ'.repeat(20), 'a b c d e f g h i j', 'key/with/slashes/x']) {
      const answer = await start(a, { ...me, 'idempotency-key': key, 'accept-language': 'en' });
      expectRefusal(answer, 400, 'IDEMPOTENCY_KEY_INVALID');
      expect(answer.json().message).toMatch(/16 to 64 letters/);
    }
    const spanish = await a.app.inject({
      method: 'POST',
      url: '/api/partidas/iniciar',
      headers: { ...me, 'idempotency-key': ['a'.repeat(20), 'b'.repeat(20)] },
      payload: {},
    });
    expectRefusal(spanish, 400, 'IDEMPOTENCY_KEY_INVALID');
    expect(spanish.json().message).toMatch(/no es válida/);
    expect(
      (await a.db.pool.query('select 1 from events where stream_id like $1', [`%${me['x-anon-id']}%`])).rowCount,
    ).toBe(0);
  });
});

describe('any other command', () => {
  test('given a league created with a key and sent again, then the same 201 and body, marked replayed, and one league', async () => {
    const owner = await signedIn(a);
    const headers = keyed(owner.headers);
    const nombre = `Liga ${freshUsername('l', 3)}`;
    const first = await call(a, 'POST', '/ligas', headers, { nombre });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(b, 'POST', '/ligas', headers, { nombre });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { rows } = await a.db.pool.query('select count(*)::int as n from leagues where owner_id = $1', [
      owner.userId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  test('given a command still under way with its key, then a resend is 409 IDEMPOTENCY_KEY_IN_USE with Retry-After; past the lease (its node died), the resend runs it', async () => {
    const owner = await signedIn(a);
    const headers = keyed(owner.headers);
    const nombre = `Liga ${freshUsername('l', 3)}`;
    expect((await call(a, 'POST', '/ligas', headers, { nombre })).statusCode).toBe(201);
    // As a node leaves it when it dies mid-command: reserved, no answer.
    const id = keyId(`u:${owner.userId}:${jtiOf(owner.headers)}`, headers['idempotency-key']);
    await a.db.pool.query('update idempotency_keys set status = null, body = null where id = $1', [id]);
    const busy = await call(b, 'POST', '/ligas', headers, { nombre });
    expectRefusal(busy, 409, 'IDEMPOTENCY_KEY_IN_USE');
    expect(busy.headers['retry-after']).toBe('1');
    await a.db.pool.query(`update idempotency_keys set created_at = now() - interval '2 minutes' where id = $1`, [id]);
    const taken = await call(b, 'POST', '/ligas', headers, { nombre: `${nombre}b` });
    expectRefusal(taken, 422, 'IDEMPOTENCY_KEY_REUSED');
    const rerun = await call(b, 'POST', '/ligas', headers, { nombre });
    expect(rerun.statusCode).toBe(201);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
  });

  test('given a sign-out with a key, when the account signs in again and sends the same sign-out with the same key, then the new session is signed out too (a key belongs to its session)', async () => {
    const { token, usuario, password } = await registerUser(a.app);
    const key = randomUUID();
    expect((await call(a, 'POST', '/usuarios/logout', keyed(bearer(token), key))).statusCode).toBe(200);
    const login = await call(a, 'POST', '/usuarios/login', anonymous(), { email: usuario.username, password });
    expect(login.statusCode, login.body).toBe(200);
    const again = bearer(login.json().token);
    const out = await call(a, 'POST', '/usuarios/logout', keyed(again, key));
    expect(out.statusCode).toBe(200);
    expect(out.headers['idempotent-replayed']).toBeUndefined();
    expectRefusal(await call(a, 'GET', '/usuarios/perfil', again), 401, 'INVALID_TOKEN');
  });

  test('given refused commands with keys (a stranger’s 401s, a form’s 400s), then no row is kept, and a resend is decided again', async () => {
    const rows = async () => (await a.db.pool.query('select count(*)::int as n from idempotency_keys')).rows[0].n;
    const before = await rows();
    for (let i = 0; i < 20; i++)
      expectRefusal(await call(a, 'POST', '/preguntas/reportar', keyed({}), {}), 401, 'ANON_ID_REQUIRED');
    const owner = await signedIn(a);
    const headers = keyed(owner.headers);
    expect((await call(a, 'POST', '/ligas', headers, { nombre: '' })).statusCode).toBe(400);
    expect(await rows()).toBe(before);
    // The same key, now with a name the form takes: it runs (nothing was kept of the refusal).
    expect((await call(a, 'POST', '/ligas', headers, { nombre: `Liga ${freshUsername('r', 3)}` })).statusCode).toBe(
      201,
    );
  });

  test('given a league deleted with a key (204, no body) and the delete sent again, then the same 204, marked replayed, not 404', async () => {
    const owner = await signedIn(a);
    const created = await call(a, 'POST', '/ligas', keyed(owner.headers), { nombre: `Liga ${freshUsername('d', 3)}` });
    const headers = keyed(owner.headers);
    const url = `/ligas/${created.json().liga.id}`;
    expect((await call(a, 'DELETE', url, headers)).statusCode).toBe(204);
    const again = await call(b, 'DELETE', url, headers);
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  test('given a registration sent again with its key, then the same account and token come back, and the stored answer holds no token in clear', async () => {
    const username = freshUsername('idem');
    const payload = { username, email: `${username}@example.com`, password: 'Secreto123' };
    const guest = anonymous();
    const headers = keyed(guest);
    const first = await call(a, 'POST', '/usuarios/registro', headers, payload);
    expect(first.statusCode).toBe(201);
    const again = await call(b, 'POST', '/usuarios/registro', headers, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json().token).toBe(first.json().token);
    const { rows } = await a.db.pool.query<{ body: string }>('select body from idempotency_keys where id = $1', [
      keyId(`a:${guest['x-anon-id']}`, headers['idempotency-key']),
    ]);
    expect(rows[0].body).not.toContain(first.json().token);
    expect(rows[0].body).not.toContain(username);
  });

  test('given answers older than the window, then the purge removes them and keeps the rest', async () => {
    await a.db.pool.query(
      `insert into idempotency_keys (id, request, status, body, created_at)
       values ($1, $1, 200, 'x', now() - interval '11 minutes'), ($2, $2, 200, 'x', now() - interval '9 minutes')`,
      [keyId('a:old', 'k-old-0123456789'), keyId('a:new', 'k-new-0123456789')],
    );
    expect(await a.services.answers.purge(10 * 60_000)).toBeGreaterThanOrEqual(1);
    const { rows } = await a.db.pool.query('select id from idempotency_keys where id = any($1)', [
      [keyId('a:old', 'k-old-0123456789'), keyId('a:new', 'k-new-0123456789')],
    ]);
    expect(rows).toEqual([{ id: keyId('a:new', 'k-new-0123456789') }]);
  });
});
