// The admins' editor (issue 29, item 3): an entry loaded, changed and created from the admin pages with
// the bank's checks on the server (each problem on its field, in the admin's language), the answer of a
// used question fixed, every change an event with who and why, the caches of every instance dropped.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EntradaBanco } from '../../../contracts/api/questions.ts';
import { readBankEntries } from '../../../server/questions/bank.ts';
import { PENDING } from '../../../server/questions/pending.ts';
import { getQuestion } from '../../../server/questions/repository.ts';
import { syncQuestionBank } from '../../../server/questions/sync.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { anonymous, assignDay, expectRefusal, type Headers, signedIn } from '../plays/play-helpers.ts';

const TODAY = '2026-05-10';
let t: TestApp;
let admin: Headers;
let adminId: number;
/** Entries of the files the audit holds to every rule, by id: what the editor loads unchanged. */
let files: Map<number, EntradaBanco>;
/** Two such entries: one no day has had, one given to a past day. */
let fresh: EntradaBanco;
let used: EntradaBanco;

const held = new Set(Object.values(PENDING).flat());

beforeAll(async () => {
  t = await buildTestApp({ now: new Date(`${TODAY}T10:00:00Z`) });
  ({ headers: admin, userId: adminId } = await signedIn(t, { admin: true }));
  files = new Map(readBankEntries().map(({ entry }) => [entry.id, entry as EntradaBanco]));
  const kept = [...files.values()].filter((e) => !e.retirada && !held.has(e.id));
  [fresh, used] = [kept[0], kept[1]];
  await assignDay(t, '2026-05-01', { id: used.id, respuesta: used.answer, longitud: 0, espacios: [] });
});
afterAll(() => t.close());

function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object | string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: typeof payload === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(payload ? { payload } : {}),
  });
}

const withoutId = ({ id: _id, retirada: _retirada, ...entry }: EntradaBanco) => entry;
const change = (entry: EntradaBanco, edit: (e: Omit<EntradaBanco, 'id'>) => void, motivo = 'Fuente revisada') => {
  const copy = structuredClone(withoutId(entry));
  edit(copy);
  return { entrada: copy, motivo };
};
const history = async (id: number) =>
  (await send('GET', `/admin/preguntas/${id}/historial`, admin)).json().eventos as {
    type: string;
    data: Record<string, unknown>;
  }[];

describe('who may use the editor', () => {
  test('given a guest or a player, then 401 / 403 on reading, changing and creating', async () => {
    const player = (await signedIn(t)).headers;
    const body = change(fresh, () => {});
    for (const [method, url] of [
      ['GET', `/admin/preguntas/${fresh.id}`],
      ['PUT', `/admin/preguntas/${fresh.id}`],
      ['POST', '/admin/preguntas'],
    ] as const) {
      expectRefusal(await send(method, url, anonymous(), method === 'GET' ? undefined : body), 401, 'AUTH_REQUIRED');
      expectRefusal(await send(method, url, player, method === 'GET' ? undefined : body), 403, 'ADMIN_REQUIRED');
    }
    expect((await t.db.pool.query('select editada_en from questions where id = $1', [fresh.id])).rows[0]).toEqual({
      editada_en: null,
    });
  });

  test('given an id of no question or no id at all, then 404 / 400', async () => {
    expectRefusal(await send('GET', '/admin/preguntas/999999', admin), 404, 'QUESTION_NOT_FOUND');
    expectRefusal(
      await send(
        'PUT',
        '/admin/preguntas/999999',
        admin,
        change(fresh, () => {}),
      ),
      404,
      'QUESTION_NOT_FOUND',
    );
    expectRefusal(await send('GET', '/admin/preguntas/-1', admin), 400, 'VALIDATION_ERROR');
    expectRefusal(
      await send(
        'PUT',
        '/admin/preguntas/1e3',
        admin,
        change(fresh, () => {}),
      ),
      400,
      'VALIDATION_ERROR',
    );
  });

  test('given no reason, a one-letter reason or a body over 16 KB, then 400 / 413 and nothing changes', async () => {
    const body = change(fresh, (e) => (e.club = 'Sevilla'));
    expectRefusal(
      await send('PUT', `/admin/preguntas/${fresh.id}`, admin, { entrada: body.entrada }),
      400,
      'VALIDATION_ERROR',
    );
    expectRefusal(
      await send('PUT', `/admin/preguntas/${fresh.id}`, admin, { ...body, motivo: ' x ' }),
      400,
      'VALIDATION_ERROR',
    );
    const huge = change(fresh, (e) => (e.question.es = 'a'.repeat(17_000)));
    expect((await send('PUT', `/admin/preguntas/${fresh.id}`, admin, huge)).statusCode).toBe(413);
    expect((await send('POST', '/admin/preguntas', admin, '{"entrada":')).statusCode).toBe(400);
    expect(await history(fresh.id)).toEqual([]);
  });
});

describe('GET /api/admin/preguntas/{id}', () => {
  test("given a question of the files, then its entry in the repository's format, whether a day had it", async () => {
    const loaded = (await send('GET', `/admin/preguntas/${fresh.id}`, admin)).json();
    expect(loaded).toEqual({ entrada: files.get(fresh.id), usada: false, editada_en: null });
    expect((await send('GET', `/admin/preguntas/${used.id}`, admin)).json()).toMatchObject({ usada: true });
  });
});

describe('PUT /api/admin/preguntas/{id}', () => {
  test('given a good change, then it is saved, marked as the deployment’s, kept as an event with who and why, and the sync leaves it', async () => {
    await getQuestion(t.services, fresh.id); // cached, as a day's question is
    const body = change(fresh, (e) => {
      e.hints[2] = { es: `${e.hints[2].es} (revisada)`, en: `${e.hints[2].en} (checked)` };
      e.dificultad = e.dificultad === 3 ? 2 : 3;
    });
    const response = await send('PUT', `/admin/preguntas/${fresh.id}`, admin, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ entrada: { id: fresh.id, ...body.entrada }, usada: false });

    const { rows } = await t.db.pool.query('select editada_en, dificultad from questions where id = $1', [fresh.id]);
    expect(rows[0]).toEqual({ editada_en: new Date(`${TODAY}T10:00:00Z`), dificultad: body.entrada.dificultad });
    expect((await getQuestion(t.services, fresh.id)).hints[2]).toMatchObject({ texto_es: body.entrada.hints[2].es });

    const events = await history(fresh.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'QuestionEdited',
      data: {
        preguntaId: fresh.id,
        adminId,
        motivo: body.motivo,
        creada: false,
        cambios: [
          { campo: 'hints', antes: fresh.hints, despues: body.entrada.hints },
          { campo: 'dificultad', antes: fresh.dificultad, despues: body.entrada.dificultad },
        ],
      },
    });

    const report = await syncQuestionBank(t.db.pool);
    expect(report.kept).toBeGreaterThanOrEqual(1);
    expect((await send('GET', `/admin/preguntas/${fresh.id}`, admin)).json().entrada).toEqual({
      id: fresh.id,
      ...body.entrada,
    });
    const exported = (await send('GET', '/admin/preguntas/exportar', admin)).json() as EntradaBanco[];
    expect(exported.find((e) => e.id === fresh.id)?.hints).toEqual(body.entrada.hints);
  });

  test('given the same entry again, then 422 NOTHING_CHANGED and no event', async () => {
    const current = (await send('GET', `/admin/preguntas/${fresh.id}`, admin)).json().entrada;
    const before = (await history(fresh.id)).length;
    expectRefusal(
      await send(
        'PUT',
        `/admin/preguntas/${fresh.id}`,
        admin,
        change(current, () => {}),
      ),
      422,
      'NOTHING_CHANGED',
    );
    expect(await history(fresh.id)).toHaveLength(before);
  });

  test('given entries breaking the bank’s checks, then 422 with every problem on its field, in the admin’s language, and nothing saved', async () => {
    const body = change(used, (e) => {
      e.hints[1].en = e.hints[1].es;
      e.fuentes = [e.fuentes[0], 'https://mawerowen.wixsite.com/futbol'];
      e.question.en = `${e.question.en} In 1901.`;
    });
    const refused = await send('PUT', `/admin/preguntas/${used.id}`, { ...admin, 'accept-language': 'en' }, body);
    expect(refused.statusCode, refused.body).toBe(422);
    const json = refused.json();
    expect(json).toMatchObject({
      code: 'QUESTION_CHECK',
      message: expect.stringMatching(/fails \d+ of the bank’s checks/),
    });
    const fields = (json.problemas as { campo: string; mensaje: string }[]).map((p) => p.campo);
    expect(fields).toEqual(expect.arrayContaining(['hints.1.en', 'fuentes', 'era']));
    expect(json.problemas).toContainEqual({
      campo: 'fuentes',
      mensaje: expect.stringMatching(/^Not from an outlet on the allow-list/),
    });

    const spanish = (
      await send('PUT', `/admin/preguntas/${used.id}`, { ...admin, 'accept-language': 'es' }, body)
    ).json();
    expect(spanish.problemas).toContainEqual({
      campo: 'hints.1.en',
      mensaje: expect.stringMatching(/^Es igual en español y en inglés/),
    });
    expect(await history(used.id)).toEqual([]);

    const shape = await send('PUT', `/admin/preguntas/${used.id}`, admin, {
      motivo: 'Formato',
      entrada: { ...withoutId(used), hints: used.hints.slice(0, 2), dificultad: 4, club: '' },
    });
    expect(shape.statusCode).toBe(422);
    expect((shape.json().problemas as { campo: string }[]).map((p) => p.campo).sort()).toEqual([
      'club',
      'dificultad',
      'hints',
    ]);
  });

  test('given a new answer for a question a day has had, then 409 ANSWER_LOCKED; its texts may change, and an accent of its answer', async () => {
    const other = change(used, (e) => (e.answer = 'OTRO NOMBRE'));
    expectRefusal(await send('PUT', `/admin/preguntas/${used.id}`, admin, other), 409, 'ANSWER_LOCKED');
    const texts = change(
      used,
      (e) => (e.hints[0] = { es: `${e.hints[0].es} (revisada)`, en: `${e.hints[0].en} (checked)` }),
    );
    expect((await send('PUT', `/admin/preguntas/${used.id}`, admin, texts)).statusCode).toBe(200);
    expect((await t.db.pool.query('select respuesta from questions where id = $1', [used.id])).rows[0].respuesta).toBe(
      used.answer,
    );
  });

  test('given the answer of another question, then 422 on the answer', async () => {
    const taken = change(fresh, (e) => (e.answer = used.answer.toLowerCase()));
    const refused = await send('PUT', `/admin/preguntas/${fresh.id}`, admin, taken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problemas).toEqual([{ campo: 'answer', mensaje: expect.stringContaining(`#${used.id}`) }]);
  });

  test('given odd Unicode, then invisible characters and bidi controls are refused, a decomposed accent is one letter', async () => {
    const hidden = change(fresh, (e) => (e.question.es = e.question.es.replace(' ', ' \u200b')));
    const refused = await send('PUT', `/admin/preguntas/${fresh.id}`, admin, hidden);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problemas).toEqual([{ campo: 'question.es', mensaje: expect.stringMatching(/invisibles/) }]);
    const bidi = change(fresh, (e) => (e.hints[0].en = `\u202e${e.hints[0].en}`));
    expectRefusal(await send('PUT', `/admin/preguntas/${fresh.id}`, admin, bidi), 400, 'INVALID_TEXT');
  });
});

describe('POST /api/admin/preguntas', () => {
  const entry = (answer: string): Omit<EntradaBanco, 'id'> => ({
    answer,
    question: {
      es: '¿Qué guardameta inventado para esta prueba detuvo un penalti con la nariz?',
      en: 'Which goalkeeper made up for this test saved a penalty with his nose?',
    },
    hints: [
      { es: 'Nunca existió.', en: 'He never existed.' },
      { es: 'Llevaba guantes de lana.', en: 'He wore woollen gloves.' },
      { es: 'Su dorsal era el trece.', en: 'His shirt number was thirteen.' },
    ],
    fuentes: fresh.fuentes.slice(0, 2),
    dificultad: 2,
    club: 'Getafe',
    era: { desde: 2001, hasta: 2004 },
  });

  test('given a good entry with a decomposed accent, then 201 under the next id, in NFC capitals, with its creation in the history', async () => {
    const { rows } = await t.db.pool.query<{ max: number }>('select max(id)::int as max from questions');
    const response = await send('POST', '/admin/preguntas', admin, {
      entrada: entry('Zacari\u0301as Pruebita'),
      motivo: 'Nueva pregunta',
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = rows[0].max + 1;
    expect(response.json()).toMatchObject({ entrada: { id, answer: 'ZACARÍAS PRUEBITA' }, usada: false });
    const stored = await t.db.pool.query(
      'select respuesta, longitud, editada_en is not null as editada from questions where id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual({ respuesta: 'ZACARÍAS PRUEBITA', longitud: 17, editada: true });
    const [created] = await history(id);
    expect(created).toMatchObject({
      type: 'QuestionEdited',
      data: { creada: true, adminId, motivo: 'Nueva pregunta' },
    });
    expect((created.data.cambios as { campo: string; antes?: unknown }[]).every((c) => !('antes' in c))).toBe(true);
  });

  test('given an unplayable answer or a text with the answer in it, then 422 on those fields and no question', async () => {
    const { rows } = await t.db.pool.query<{ n: number }>('select count(*)::int as n from questions');
    const digits = await send('POST', '/admin/preguntas', admin, { entrada: entry('R2 D2'), motivo: 'Nueva' });
    expect(digits.json().problemas).toEqual([{ campo: 'answer', mensaje: expect.any(String) }]);
    const spelt = entry('NARIZOTAS GÓMEZ');
    spelt.question = {
      es: '¿Qué lateral de mentira jugó un amistoso con botas de colores distintos?',
      en: 'Which made-up full-back played a friendly in boots of two colours?',
    };
    spelt.hints[2] = { es: 'Le llamaban Narizotas.', en: 'They called him Narizotas.' };
    const refused = (await send('POST', '/admin/preguntas', admin, { entrada: spelt, motivo: 'Nueva' })).json();
    expect(refused.problemas.map((p: { campo: string }) => p.campo)).toEqual(['hints.2.es', 'hints.2.en']);
    expect((await t.db.pool.query('select count(*)::int as n from questions')).rows[0].n).toBe(rows[0].n);
  });
});

describe('the caches of every instance', () => {
  test('given a question cached by another instance, then an edit drops it there too', async () => {
    const other = await buildTestApp({ database: t.db, now: new Date(`${TODAY}T10:00:00Z`) });
    try {
      const target = [...files.values()].filter((e) => !e.retirada && !held.has(e.id))[2];
      await getQuestion(other.services, target.id);
      expect(other.services.cache.questions.has(target.id)).toBe(true);
      const body = change(target, (e) => (e.hints[1] = { es: `${e.hints[1].es} (bis)`, en: `${e.hints[1].en} (bis)` }));
      expect((await send('PUT', `/admin/preguntas/${target.id}`, admin, body)).statusCode).toBe(200);
      await expect.poll(() => other.services.cache.questions.has(target.id), { timeout: 15_000 }).toBe(false);
      expect((await getQuestion(other.services, target.id)).hints[1].texto_es).toBe(body.entrada.hints[1].es);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/admin/preguntas/{id}/estado', () => {
  test('given a reason, then a question is retired and restored, each an event; a second retirement changes nothing', async () => {
    const target = [...files.values()].filter((e) => !e.retirada && !held.has(e.id))[3];
    expectRefusal(
      await send('POST', `/admin/preguntas/${target.id}/estado`, (await signedIn(t)).headers, {
        retirada: true,
        motivo: 'Duda',
      }),
      403,
      'ADMIN_REQUIRED',
    );
    expectRefusal(
      await send('POST', `/admin/preguntas/${target.id}/estado`, admin, { retirada: true }),
      400,
      'VALIDATION_ERROR',
    );
    expectRefusal(
      await send('POST', '/admin/preguntas/999999/estado', admin, { retirada: true, motivo: 'Duda' }),
      404,
      'QUESTION_NOT_FOUND',
    );

    const retired = await send('POST', `/admin/preguntas/${target.id}/estado`, admin, {
      retirada: true,
      motivo: 'Fuente dudosa',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().entrada).toMatchObject({ id: target.id, retirada: true });
    const row = async () =>
      (
        await t.db.pool.query('select retirada, editada_en is not null as editada from questions where id = $1', [
          target.id,
        ])
      ).rows[0];
    expect(await row()).toEqual({ retirada: true, editada: true });
    expectRefusal(
      await send('POST', `/admin/preguntas/${target.id}/estado`, admin, { retirada: true, motivo: 'Otra vez' }),
      422,
      'NOTHING_CHANGED',
    );

    const restored = await send('POST', `/admin/preguntas/${target.id}/estado`, admin, {
      retirada: false,
      motivo: 'Fuente confirmada',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().entrada).not.toHaveProperty('retirada');
    expect(await row()).toEqual({ retirada: false, editada: true });
    expect((await history(target.id)).map((e) => [e.data.motivo, e.data.cambios])).toEqual([
      ['Fuente dudosa', [{ campo: 'retirada', antes: null, despues: true }]],
      ['Fuente confirmada', [{ campo: 'retirada', antes: true, despues: null }]],
    ]);
  });

  test('given a retired question that breaks a rule, then it retires freely but comes back only once fixed', async () => {
    const target = [...files.values()].filter((e) => !e.retirada && !held.has(e.id))[4];
    await send('POST', `/admin/preguntas/${target.id}/estado`, admin, { retirada: true, motivo: 'Retirada' });
    const broken = change(
      target,
      (e) => (e.fuentes = ['https://mawerowen.wixsite.com/a', 'https://mawerowen.wixsite.com/b']),
    );
    expect((await send('PUT', `/admin/preguntas/${target.id}`, admin, broken)).statusCode).toBe(200);
    const refused = await send('POST', `/admin/preguntas/${target.id}/estado`, admin, {
      retirada: false,
      motivo: 'Vuelve',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problemas.map((p: { campo: string }) => p.campo)).toContain('fuentes');
    expect((await t.db.pool.query('select retirada from questions where id = $1', [target.id])).rows[0].retirada).toBe(
      true,
    );
  });
});
