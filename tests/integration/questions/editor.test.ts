// The admins' list of the bank (issue 29, item 3): search, filters (club, era, difficulty, use,
// reports, retired), orders and pages, admins only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { entrySchema, readBankEntries } from '../../../server/questions/bank.ts';
import { BANK_PAGE } from '../../../server/questions/editor.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { anonymous, assignDay, call, expectRefusal, signedIn, type Headers } from '../plays/play-helpers.ts';

const TODAY = '2026-05-10';
let t: TestApp;
let admin: Headers;
type Row = { id: number; respuesta: string; club: string; dificultad: number; era_desde: number; era_hasta: number };
let first: Row;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date(`${TODAY}T10:00:00Z`) });
  admin = (await signedIn(t, { admin: true })).headers;
  [first] = (
    await t.db.pool.query<Row>(
      'select id, respuesta, club, dificultad, era_desde, era_hasta from questions where not retirada and club is not null order by id limit 1',
    )
  ).rows;
  // Given on two past days and planned for tomorrow (not public: not counted), with one open report.
  for (const fecha of ['2026-05-01', '2026-05-09', '2026-05-11'])
    await assignDay(t, fecha, { id: first.id, respuesta: first.respuesta, longitud: 0, espacios: [] });
  await t.db.pool.query(
    `insert into question_reports (pregunta_id, fecha, anon_id, motivo, texto, idioma) values ($1, '2026-05-09', $2, 'otro', 'texto', 'es')`,
    [first.id, randomUUID()],
  );
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await call(t, 'GET', `/admin/preguntas${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/admin/preguntas', () => {
  test('given a guest or a player, then 401 / 403', async () => {
    expectRefusal(await call(t, 'GET', '/admin/preguntas', anonymous()), 401, 'AUTH_REQUIRED');
    expectRefusal(await call(t, 'GET', '/admin/preguntas', (await signedIn(t)).headers), 403, 'ADMIN_REQUIRED');
  });

  test('given no filter, then a page of the whole bank, newest first, with the clubs to filter by', async () => {
    const { rows } = await t.db.pool.query<{ n: number }>('select count(*)::int as n from questions');
    const page = await list();
    expect(page.total).toBe(rows[0].n);
    expect(page.preguntas).toHaveLength(BANK_PAGE);
    expect(page.preguntas[0].id).toBeGreaterThan(page.preguntas[1].id);
    expect(page.clubes).toContain(first.club);
    const second = await list('?pagina=2');
    expect(second.preguntas[0].id).toBeLessThan(page.preguntas.at(-1).id);
  });

  test('given a question given to two days up to today and reported, then its last use, days and reports; the list by use starts with it', async () => {
    const byUse = await list('?orden=uso&uso=usada');
    expect(byUse.preguntas[0]).toMatchObject({
      id: first.id,
      ultimo_uso: '2026-05-09',
      dias_usada: 2,
      reportes_abiertos: 1,
      reportes: 1,
    });
    expect(byUse.total).toBe(1);
    expect((await list('?reportes=abiertos')).preguntas.map((q: Row) => q.id)).toEqual([first.id]);
    expect((await list('?uso=nunca')).preguntas.map((q: Row) => q.id)).not.toContain(first.id);
  });

  test('given filters, then every row matches them all', async () => {
    const year = first.era_desde;
    const page = await list(`?club=${encodeURIComponent(first.club)}&dificultad=${first.dificultad}&era=${year}`);
    expect(page.preguntas.map((q: Row) => q.id)).toContain(first.id);
    for (const q of page.preguntas as Row[]) {
      expect(q).toMatchObject({ club: first.club, dificultad: first.dificultad });
      expect(q.era_desde).toBeLessThanOrEqual(year);
      expect(q.era_hasta).toBeGreaterThanOrEqual(year);
    }
    const retired = await list('?estado=retiradas');
    expect(retired.preguntas.every((q: { retirada: boolean }) => q.retirada)).toBe(true);
  });

  test('given a search, then the answer or either language’s question matches it; LIKE’s characters are literal', async () => {
    const word = first.respuesta.split(' ')[0].toLowerCase();
    expect((await list(`?texto=${encodeURIComponent(word)}`)).preguntas.map((q: Row) => q.id)).toContain(first.id);
    for (const character of ['%', '_']) {
      const { rows } = await t.db.pool.query<{ n: number }>(
        `select count(*)::int as n from questions
          where strpos(respuesta, $1) > 0 or strpos(pregunta_es, $1) > 0 or strpos(pregunta_en, $1) > 0`,
        [character],
      );
      expect((await list(`?texto=${encodeURIComponent(character)}`)).total).toBe(rows[0].n);
    }
  });

  test.each([
    ['a difficulty of 4', '?dificultad=4'],
    ['an unknown order', '?orden=azar'],
    ['a page 0', '?pagina=0'],
    ['a year of letters', '?era=dos-mil'],
    ['a search of 101 characters', `?texto=${'a'.repeat(101)}`],
  ])('given %s, then 400', async (_why, query) => {
    expectRefusal(await call(t, 'GET', `/admin/preguntas${query}`, admin), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/admin/preguntas/exportar', () => {
  test('given a guest or a player, then 401 / 403', async () => {
    expectRefusal(await call(t, 'GET', '/admin/preguntas/exportar', anonymous()), 401, 'AUTH_REQUIRED');
    expectRefusal(
      await call(t, 'GET', '/admin/preguntas/exportar', (await signedIn(t)).headers),
      403,
      'ADMIN_REQUIRED',
    );
  });

  test('given the bank as the files seeded it, then the export is the files’ entries, in their format, by id; an admin’s retirement shows', async () => {
    const response = await call(t, 'GET', '/admin/preguntas/exportar', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="preguntas-${TODAY}.json"`);
    const exported = response.json();
    const files = readBankEntries()
      .map(({ entry }) => ({ ...entry, answer: entry.answer.normalize('NFC') }))
      .sort((a, b) => a.id - b.id);
    expect(exported).toEqual(files);
    for (const entry of exported) expect(entrySchema.safeParse(entry).success).toBe(true);

    await t.db.pool.query('update questions set retirada = true, editada_en = now() where id = $1', [first.id]);
    const after = (await call(t, 'GET', '/admin/preguntas/exportar', admin)).json();
    expect(after.find((entry: { id: number }) => entry.id === first.id)).toMatchObject({ retirada: true });
  });
});
