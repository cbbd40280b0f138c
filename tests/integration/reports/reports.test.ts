// Players' reports (issue 29, item 4): only after the play has ended, one a play, limited per player
// and per address, thanked in the reporter's language; the admins' queue with the question, its
// sources and every report; dismiss, fixed and retire, admins only; a retirement no sync undoes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { syncQuestionBank } from '../../../server/questions/sync.ts';
import { REPORTS_PER_ADDRESS, REPORTS_PER_PLAYER } from '../../../server/reports/routes.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEFAULT_PASSWORD, freshUsername } from '../../helpers/users.ts';
import { finishPlay } from '../leaderboards/helpers.ts';
import {
  anonymous,
  assignDay,
  call,
  expectRefusal,
  questionWhere,
  signedIn,
  start,
  type Headers,
  type Question,
} from '../plays/play-helpers.ts';

const TODAY = '2026-05-10';
const YESTERDAY = '2026-05-09';
const at = (time: string) => new Date(`${TODAY}T${time}Z`);
let t: TestApp;
let today: Question;
let yesterday: Question;
let admin: Headers;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: at('10:00:00') });
  today = await questionWhere(t, 'not retirada', 0);
  yesterday = await questionWhere(t, 'not retirada', 1);
  await assignDay(t, TODAY, today);
  await assignDay(t, YESTERDAY, yesterday);
  ({ headers: admin, userId: adminId } = await signedIn(t, { admin: true }));
});
afterAll(() => t.close());

const report = (headers: Headers, payload: object) => call(t, 'POST', '/preguntas/reportar', headers, payload);
const WRONG = { motivo: 'dato-falso', texto: 'Nació en Castronuño, no en Valladolid.' };
const queue = async () => (await call(t, 'GET', '/admin/reportes', admin)).json();
const history = async (id: number) => (await call(t, 'GET', `/admin/preguntas/${id}/historial`, admin)).json();
const resolve = (headers: Headers, id: number, payload: object) =>
  call(t, 'POST', `/admin/reportes/${id}`, headers, payload);

/** A new anonymous player whose play of today has ended. */
async function finished(time: string): Promise<Headers> {
  const player = anonymous();
  await finishPlay(t, player, { at: at(time) });
  return player;
}

describe('POST /api/preguntas/reportar', () => {
  test('given a play not started or not ended, then no report', async () => {
    const player = anonymous();
    expectRefusal(await report(player, WRONG), 409, 'PLAY_NOT_FINISHED');
    await start(t, player);
    expectRefusal(await report(player, WRONG), 409, 'PLAY_NOT_FINISHED');
    expectRefusal(await report({}, WRONG), 401, 'ANON_ID_REQUIRED');
    expect((await t.db.pool.query('select count(*)::int as n from question_reports')).rows[0].n).toBe(0);
  });

  test('given an ended play, then the report is kept and the reporter thanked in their language; a second one is refused', async () => {
    const player = await finished('10:01:00');
    const english = await report({ ...player, 'accept-language': 'en' }, WRONG);
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json()).toEqual({ mensaje: expect.stringMatching(/^Thank you!/) });
    const again = await report(player, { motivo: 'otro', texto: 'Otra cosa más' });
    expectRefusal(again, 409, 'ALREADY_REPORTED');
    expect(again.json().message).toMatch(/^Ya enviaste/);
    const spanish = await report(await finished('10:02:00'), {
      motivo: 'fuente',
      texto: '  La fuente 2 no lo dice.\n',
    });
    expect(spanish.json().mensaje).toMatch(/^¡Gracias!/);
    const { rows } = await t.db.pool.query(
      'select pregunta_id, fecha::text, motivo, texto, idioma from question_reports order by id',
    );
    expect(rows).toEqual([
      { pregunta_id: today.id, fecha: TODAY, motivo: 'dato-falso', texto: WRONG.texto, idioma: 'en' },
      { pregunta_id: today.id, fecha: TODAY, motivo: 'fuente', texto: 'La fuente 2 no lo dice.', idioma: 'es' },
    ]);
  });

  test('given a signed-in player’s ended play of a past day, then the report is of that day’s question', async () => {
    const { headers, userId } = await signedIn(t);
    await finishPlay(t, headers, { at: at('10:03:00'), fecha: YESTERDAY });
    expectRefusal(await report(headers, WRONG), 409, 'PLAY_NOT_FINISHED');
    expect((await report(headers, { ...WRONG, fecha: YESTERDAY })).statusCode).toBe(201);
    const { rows } = await t.db.pool.query('select pregunta_id from question_reports where user_id = $1', [userId]);
    expect(rows).toEqual([{ pregunta_id: yesterday.id }]);
    // Personal data: the export lists the report (no bank id), the erasure takes it.
    const exported = await t.app.inject({ method: 'GET', url: '/api/profile/export', headers });
    expect(exported.json().questionReports).toEqual([
      expect.objectContaining({ fecha: YESTERDAY, motivo: WRONG.motivo, texto: WRONG.texto, estado: 'abierto' }),
    ]);
    expect(exported.json().questionReports[0]).not.toHaveProperty('pregunta_id');
  });

  test.each([
    ['an unknown reason', { motivo: 'spam', texto: 'Un texto' }, 'VALIDATION_ERROR'],
    ['no text', { motivo: 'otro', texto: '   ' }, 'VALIDATION_ERROR'],
    ['a text too long', { motivo: 'otro', texto: 'a'.repeat(501) }, 'VALIDATION_ERROR'],
    ['control characters', { motivo: 'otro', texto: 'hola\u0000mundo' }, 'INVALID_TEXT'],
    ['bidi overrides', { motivo: 'otro', texto: 'hola \u202Emundo' }, 'INVALID_TEXT'],
    ['a text of another type', { motivo: 'otro', texto: 42 }, 'VALIDATION_ERROR'],
    ['a future day', { ...WRONG, fecha: '2026-05-11' }, 'INVALID_DATE'],
  ])('given %s, then a 400 %s', async (_why, payload, code) => {
    expectRefusal(await report(anonymous(), payload), 400, code);
  });

  test('given a body over 2 KB, then 413 and nothing is read', async () => {
    const response = await report(anonymous(), { motivo: 'otro', texto: 'a'.repeat(3000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('limits', () => {
  test(`given more than ${REPORTS_PER_PLAYER} reports an hour from a player, then 429 with Retry-After`, async () => {
    const headers = { ...(await signedIn(t)).headers, 'x-forwarded-for': '203.0.113.1' };
    for (let i = 0; i < REPORTS_PER_PLAYER; i++) expect((await report(headers, WRONG)).statusCode).not.toBe(429);
    const refused = await report(headers, WRONG);
    expectRefusal(refused, 429, 'TOO_MANY_REPORTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test(`given more than ${REPORTS_PER_ADDRESS} reports an hour from one address, then 429 for every player there`, async () => {
    const office = () => ({ ...anonymous(), 'x-forwarded-for': '203.0.113.2' });
    for (let i = 0; i < REPORTS_PER_ADDRESS; i++) expect((await report(office(), WRONG)).statusCode).toBe(409);
    expectRefusal(await report(office(), WRONG), 429, 'TOO_MANY_REPORTS');
    expect((await report({ ...anonymous(), 'x-forwarded-for': '203.0.113.3' }, WRONG)).statusCode).toBe(409);
  });
});

describe('the admins’ queue', () => {
  test('given reports, then only an admin reads the queue: the question, its answer, hints, sources and every report', async () => {
    expectRefusal(await call(t, 'GET', '/admin/reportes', anonymous()), 401, 'AUTH_REQUIRED');
    expectRefusal(await call(t, 'GET', '/admin/reportes', (await signedIn(t)).headers), 403, 'ADMIN_REQUIRED');
    const { pendientes } = await queue();
    expect(pendientes.map((q: { id: number }) => q.id)).toEqual([today.id, yesterday.id]);
    const [first] = pendientes;
    expect(first).toMatchObject({ id: today.id, respuesta: today.respuesta, abiertos: 2, retirada: false });
    expect(first.pistas).toHaveLength(3);
    expect(first.fuentes.length).toBeGreaterThan(0);
    expect(first.reportes.map((r: { motivo: string }) => r.motivo)).toEqual(['fuente', 'dato-falso']);
    expect(first.reportes[0]).toMatchObject({ usuario: null, estado: 'abierto', fecha: TODAY });
  });

  test('given an admin’s decision, then every open report of the question takes it with the admin and note; a second decision finds none open', async () => {
    expectRefusal(
      await resolve((await signedIn(t)).headers, yesterday.id, { accion: 'descartar', nota: 'ok' }),
      403,
      'ADMIN_REQUIRED',
    );
    expectRefusal(
      await resolve(admin, yesterday.id, { accion: 'borrar', nota: 'Sin motivo' }),
      400,
      'VALIDATION_ERROR',
    );
    expectRefusal(await resolve(admin, yesterday.id, { accion: 'descartar' }), 400, 'VALIDATION_ERROR');
    const dismissed = await resolve(admin, yesterday.id, { accion: 'descartar', nota: 'Las fuentes lo confirman.' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().pregunta).toMatchObject({ id: yesterday.id, abiertos: 0, retirada: false });
    expect(dismissed.json().pregunta.reportes[0]).toMatchObject({
      estado: 'descartado',
      nota: 'Las fuentes lo confirman.',
      resuelto_por: expect.any(String),
    });
    expectRefusal(await resolve(admin, yesterday.id, { accion: 'retirar', nota: 'tarde' }), 409, 'NO_OPEN_REPORTS');
    // The question's history holds the decision, with who and why; the latest-events tool lists it.
    expect((await history(yesterday.id)).eventos).toEqual([
      expect.objectContaining({
        stream_id: `question-${yesterday.id}`,
        type: 'QuestionReportsResolved',
        data: {
          preguntaId: yesterday.id,
          accion: 'descartar',
          nota: 'Las fuentes lo confirman.',
          adminId,
          reportes: 1,
        },
      }),
    ]);
    const latest = (await call(t, 'GET', '/admin/events?type=QuestionReportsResolved', admin)).json();
    expect(latest.eventos.map((e: { stream_id: string }) => e.stream_id)).toContain(`question-${yesterday.id}`);
    expectRefusal(
      await call(t, 'GET', `/admin/preguntas/${yesterday.id}/historial`, anonymous()),
      401,
      'AUTH_REQUIRED',
    );
    expectRefusal(await call(t, 'GET', '/admin/preguntas/999999/historial', admin), 404, 'QUESTION_NOT_FOUND');
    expectRefusal(await resolve(admin, 999_999, { accion: 'retirar', nota: 'nada' }), 404, 'QUESTION_NOT_FOUND');
    const { pendientes, resueltas } = await queue();
    expect(pendientes.map((q: { id: number }) => q.id)).toEqual([today.id]);
    expect(resueltas.map((q: { id: number }) => q.id)).toEqual([yesterday.id]);
  });

  test('given two admins retiring at once, then one retires and the other is told nothing is open; no sync brings the question back', async () => {
    const other = (await signedIn(t, { admin: true })).headers;
    const answers = await Promise.all([
      resolve(admin, today.id, { accion: 'retirar', nota: 'Dato falso confirmado.' }),
      resolve(other, today.id, { accion: 'retirar', nota: 'Dato falso confirmado.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const retired = async () =>
      (await t.db.pool.query('select retirada from questions where id = $1', [today.id])).rows[0].retirada;
    expect(await retired()).toBe(true);
    expect((await history(today.id)).eventos.map((e: { data: { accion: string } }) => e.data.accion)).toEqual([
      'retirar',
    ]);
    expect((await syncQuestionBank(t.db.pool)).kept).toBe(1);
    expect(await retired()).toBe(true);
  });
});

describe('a guest’s play an account kept (server/plays/claim.ts)', () => {
  /** Registers an account from the browser `guest`, which keeps the guest's plays. */
  async function register(guest: Headers): Promise<Headers> {
    const username = freshUsername('kept');
    const response = await call(t, 'POST', '/usuarios/registro', guest, {
      username,
      email: `${username}@example.com`,
      password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(201);
    return bearer(response.json().token);
  }
  const elsewhere = (headers: Headers) => ({ ...headers, 'x-forwarded-for': '203.0.113.9' });

  test('given the guest reported the play, then the account keeping it cannot report it again, nor the other way round', async () => {
    const guest = elsewhere(await finished('11:00:00'));
    expect((await report(guest, WRONG)).statusCode).toBe(201);
    expectRefusal(await report(elsewhere(await register(guest)), WRONG), 409, 'ALREADY_REPORTED');

    const browser = elsewhere(await finished('11:01:00'));
    const account = elsewhere(await register(browser));
    expect((await report(account, WRONG)).statusCode).toBe(201);
    expectRefusal(await report(browser, WRONG), 409, 'ALREADY_REPORTED');
  });
});
