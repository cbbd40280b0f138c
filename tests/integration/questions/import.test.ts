// Import of the bank as JSON in the repository's format (issue 29, item 3): a dry run saying what would be
// added and changed, the same checks as the editor, nothing applied while a problem or conflict remains,
// never a new answer for a question a day has had, every change an event with who and why.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EntradaBanco, ResumenImportacion } from '../../../contracts/api/questions.ts';
import { PENDING } from '../../../server/questions/pending.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { anonymous, assignDay, expectRefusal, type Headers, signedIn } from '../plays/play-helpers.ts';

let t: TestApp;
let admin: Headers;
let adminId: number;
/** The database's bank as the export gives it. */
let bank: EntradaBanco[];
/** Entries held to every rule: one no day has had, one given to a day. */
let fresh: EntradaBanco;
let used: EntradaBanco;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-05-10T10:00:00Z') });
  ({ headers: admin, userId: adminId } = await signedIn(t, { admin: true }));
  bank = (await t.app.inject({ url: '/api/admin/preguntas/exportar', headers: admin })).json();
  const held = new Set(Object.values(PENDING).flat());
  [fresh, used] = bank.filter((e) => !e.retirada && !held.has(e.id));
  await assignDay(t, '2026-05-01', { id: used.id, respuesta: used.answer, longitud: 0, espacios: [] });
});
afterAll(() => t.close());

const importing = (headers: Headers, payload: object | string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/preguntas/importar',
    headers: typeof payload === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
    payload,
  });

const newEntry = (id: number): EntradaBanco => ({
  id,
  answer: 'ZACARÍAS IMPORTADO',
  question: {
    es: '¿Qué guardameta inventado para esta importación atajó un penalti con la rodilla?',
    en: 'Which goalkeeper made up for this import stopped a penalty with his knee?',
  },
  hints: [
    { es: 'Nunca existió.', en: 'He never existed.' },
    { es: 'Llevaba gorra de lana.', en: 'He wore a woollen cap.' },
    { es: 'Su dorsal era el trece.', en: 'His shirt number was thirteen.' },
  ],
  fuentes: fresh.fuentes.slice(0, 2),
  dificultad: 3,
  club: 'Getafe',
  era: { desde: 2001, hasta: 2004 },
});

const history = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/preguntas/${id}/historial`, headers: admin })).json().eventos as {
    type: string;
    data: Record<string, unknown>;
  }[];

describe('POST /api/admin/preguntas/importar', () => {
  test('given a guest, a player, no reason, no entries or a body over 8 MB, then 401 / 403 / 400 / 413', async () => {
    const body = { entradas: [fresh], motivo: 'Importación', aplicar: false };
    expectRefusal(await importing(anonymous(), body), 401, 'AUTH_REQUIRED');
    expectRefusal(await importing((await signedIn(t)).headers, body), 403, 'ADMIN_REQUIRED');
    expectRefusal(await importing(admin, { entradas: [fresh] }), 400, 'VALIDATION_ERROR');
    expectRefusal(await importing(admin, { entradas: [], motivo: 'Importación' }), 400, 'VALIDATION_ERROR');
    const huge = JSON.stringify({ motivo: 'Importación', entradas: ['x'.repeat(9 * 1024 * 1024)] });
    expect((await importing(admin, huge)).statusCode).toBe(413);
  });

  test('given the export itself, then a dry run finds nothing to add or change', async () => {
    const response = await importing(admin, { entradas: bank, motivo: 'Vuelta del export' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      aplicada: false,
      nuevas: [],
      cambiadas: [],
      iguales: bank.length,
      conflictos: [],
      problemas: [],
    } satisfies ResumenImportacion);
  });

  test('given a new, a changed and a broken entry, then the dry run lists them, applying is refused whole, and once fixed it applies with an event each', async () => {
    const maxId = Math.max(...bank.map((e) => e.id));
    const changed = { ...structuredClone(fresh), dificultad: fresh.dificultad === 1 ? 2 : 1 } as EntradaBanco;
    const broken = structuredClone(used);
    broken.hints[1].en = broken.hints[1].es;
    const created = newEntry(maxId + 1);
    const entradas = [changed, broken, created, { id: maxId + 2, answer: 'SIN PISTAS' }, changed];

    const dry = (await importing({ ...admin, 'accept-language': 'en' }, { entradas, motivo: 'Lote de mayo' })).json();
    expect(dry).toMatchObject({
      aplicada: false,
      nuevas: [created.id],
      cambiadas: [
        { id: fresh.id, campos: ['dificultad'] },
        { id: used.id, campos: ['hints'] },
      ],
      iguales: 0,
      conflictos: [],
    });
    expect(dry.problemas).toEqual([
      { indice: 1, id: used.id, campo: 'hints.1.en', mensaje: expect.stringMatching(/same in Spanish and English/) },
      { indice: 3, id: maxId + 2, campo: 'question', mensaje: expect.any(String) },
      { indice: 3, id: maxId + 2, campo: 'hints', mensaje: expect.any(String) },
      { indice: 3, id: maxId + 2, campo: 'fuentes', mensaje: expect.any(String) },
      { indice: 3, id: maxId + 2, campo: 'dificultad', mensaje: expect.any(String) },
      { indice: 3, id: maxId + 2, campo: 'club', mensaje: expect.any(String) },
      { indice: 3, id: maxId + 2, campo: 'era', mensaje: expect.any(String) },
      { indice: 4, id: fresh.id, campo: 'id', mensaje: 'That id comes earlier in the file too.' },
    ]);

    const refused = await importing(admin, { entradas, motivo: 'Lote de mayo', aplicar: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_REFUSED',
      resumen: { aplicada: false, nuevas: [created.id] },
    });
    expect(
      (await t.db.pool.query('select count(*)::int as n from questions where id = $1', [created.id])).rows[0].n,
    ).toBe(0);
    expect(await history(fresh.id)).toEqual([]);

    const good = [changed, created];
    const applied = await importing(admin, { entradas: good, motivo: 'Lote de mayo', aplicar: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ aplicada: true, nuevas: [created.id], cambiadas: [{ id: fresh.id }] });
    const { rows } = await t.db.pool.query(
      'select id, dificultad, editada_en is not null as editada from questions where id = any($1::int[]) order by id',
      [[fresh.id, created.id]],
    );
    expect(rows).toEqual([
      { id: fresh.id, dificultad: changed.dificultad, editada: true },
      { id: created.id, dificultad: 3, editada: true },
    ]);
    expect(await history(created.id)).toMatchObject([
      { type: 'QuestionEdited', data: { adminId, motivo: 'Lote de mayo', creada: true } },
    ]);
    expect(await history(fresh.id)).toMatchObject([
      {
        data: {
          creada: false,
          cambios: [{ campo: 'dificultad', antes: fresh.dificultad, despues: changed.dificultad }],
        },
      },
    ]);
    const again = (await importing(admin, { entradas: good, motivo: 'Otra vez' })).json();
    expect(again).toMatchObject({ nuevas: [], cambiadas: [], iguales: 2 });
  });

  test('given a new answer for a question a day has had, then a conflict: nothing applies, the answer stays', async () => {
    const renamed = { ...structuredClone(used), answer: 'OTRO NOMBRE' };
    const dry = (await importing(admin, { entradas: [renamed], motivo: 'Respuesta nueva' })).json();
    expect(dry.conflictos).toEqual([{ id: used.id, antes: used.answer, despues: 'OTRO NOMBRE' }]);
    const refused = await importing(admin, { entradas: [renamed], motivo: 'Respuesta nueva', aplicar: true });
    expect(refused.statusCode).toBe(422);
    expect((await t.db.pool.query('select respuesta from questions where id = $1', [used.id])).rows[0].respuesta).toBe(
      used.answer,
    );
  });

  test('given invisible characters or an answer another entry has, then problems on those fields', async () => {
    const hidden = structuredClone(fresh);
    hidden.hints[2].es = `Nombre\u200b oculto ${hidden.hints[2].es}`;
    const twin = { ...newEntry(Math.max(...bank.map((e) => e.id)) + 50), answer: used.answer };
    const dry = (await importing(admin, { entradas: [hidden, twin], motivo: 'Raros' })).json();
    expect(dry.problemas).toEqual([
      { indice: 0, id: fresh.id, campo: 'hints.2.es', mensaje: expect.any(String) },
      { indice: 1, id: twin.id, campo: 'answer', mensaje: expect.stringContaining(`#${used.id}`) },
    ]);
  });
});
