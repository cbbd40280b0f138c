import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeLetters } from '../../../machines/game/normalize.ts';
import { readQuestionBank, type BankQuestion } from '../../../server/questions/bank.ts';
import { BankConflict, syncQuestionBank } from '../../../server/questions/sync.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

const bank = readQuestionBank();

const storedQuestions = async (db: TestDatabase) =>
  (
    await db.pool.query(
      'select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios, dificultad, club, era_desde, era_hasta, fuentes, retirada from questions order by id',
    )
  ).rows;
const storedHints = async (db: TestDatabase) =>
  (await db.pool.query('select pregunta_id, orden, texto_es, texto_en from hints order by pregunta_id, orden')).rows;
const asStored = (q: BankQuestion) => ({
  id: q.id,
  respuesta: q.respuesta,
  pregunta_es: q.pregunta_es,
  pregunta_en: q.pregunta_en,
  ...q.structure,
  dificultad: q.dificultad,
  club: q.club,
  era_desde: q.era.desde,
  era_hasta: q.era.hasta,
  fuentes: q.fuentes,
  retirada: q.retirada,
});

describe('a fresh database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('given the start-up sync, then every question of the data files is stored with its derived structure, metadata and 3 hints', async () => {
    expect(await storedQuestions(db)).toEqual(bank.map(asStored));
    expect(await storedHints(db)).toEqual(bank.flatMap((q) => q.hints.map((h) => ({ pregunta_id: q.id, ...h }))));
  });

  it('given a second sync, then nothing changes', async () => {
    expect(await syncQuestionBank(db.pool)).toEqual({
      inserted: 0,
      updated: 0,
      metadata: 0,
      retired: 0,
      kept: 0,
      unchanged: bank.length,
    });
  });
});

describe('a deployment of the release that loaded 197 questions by migration', () => {
  const RELEASE_ONE = 197;
  const USED = [3, 50, 120];
  let db: TestDatabase;

  beforeAll(async () => {
    // The schema of today, and the rows migration 011 left: the first 197 questions (with the texts
    // of their day, here marked "(v1)") and no metadata; three of them already given to a day.
    db = await createTestDatabase({ bank: false });
    const old = bank.filter((q) => q.id <= RELEASE_ONE);
    await db.pool.query(
      `insert into questions (id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios)
       select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios
         from jsonb_to_recordset($1::jsonb) as b(id int, respuesta text, pregunta_es text, pregunta_en text, patron text, longitud int, espacios int[])`,
      [
        JSON.stringify(
          old.map((q) => ({
            ...q,
            ...q.structure,
            pregunta_es: `${q.pregunta_es} (v1)`,
            pregunta_en: `${q.pregunta_en} (v1)`,
          })),
        ),
      ],
    );
    await db.pool.query(
      `insert into hints (pregunta_id, orden, texto_es, texto_en) select q.id, h.orden, 'pista v1', 'hint v1' from questions q cross join generate_series(1, 3) h(orden)`,
    );
    for (const [index, id] of USED.entries()) {
      await db.pool.query('insert into daily_questions (fecha, pregunta_id) values ($1, $2)', [
        `2026-0${index + 1}-15`,
        id,
      ]);
    }
  });
  afterAll(() => db.drop());

  it('given the new bank, then the new questions arrive, unused ones take the new texts, used ones keep theirs, and no id or day moves', async () => {
    const report = await syncQuestionBank(db.pool);
    expect(report).toEqual({
      inserted: bank.length - RELEASE_ONE,
      updated: RELEASE_ONE - USED.length,
      metadata: USED.length,
      retired: 0,
      kept: 0,
      unchanged: 0,
    });
    const rows = await storedQuestions(db);
    expect(rows.map((r) => r.id)).toEqual(bank.map((q) => q.id));
    for (const q of bank) {
      const stored = rows.find((r) => r.id === q.id)!;
      expect(stored.respuesta).toBe(q.respuesta);
      expect(stored.pregunta_es).toBe(USED.includes(q.id) ? `${q.pregunta_es} (v1)` : q.pregunta_es);
      expect(stored).toMatchObject({
        dificultad: q.dificultad,
        club: q.club,
        fuentes: q.fuentes,
        retirada: q.retirada,
      });
    }
    const usedHints = (await storedHints(db)).filter((h) => USED.includes(h.pregunta_id));
    expect(usedHints.every((h) => h.texto_es === 'pista v1')).toBe(true);
    expect(
      (await db.pool.query('select fecha, pregunta_id from daily_questions order by fecha')).rows.map(
        (r) => r.pregunta_id,
      ),
    ).toEqual(USED);
    expect(await syncQuestionBank(db.pool)).toMatchObject({ inserted: 0, updated: 0, metadata: 0, retired: 0 });
  });

  it('given a bank that gives a used question another answer, then the sync refuses, naming it, and changes nothing', async () => {
    const edited = bank.map((q) =>
      q.id === USED[0] ? { ...q, respuesta: 'OTRO JUGADOR' } : q.id === 199 ? { ...q, pregunta_es: 'cambiada' } : q,
    );
    const error = await syncQuestionBank(db.pool, edited).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankConflict);
    expect((error as Error).message).toContain(`#${USED[0]}`);
    expect((await db.pool.query('select pregunta_es from questions where id = 199')).rows[0].pregunta_es).toBe(
      bank.find((q) => q.id === 199)!.pregunta_es,
    );
  });

  it('given a bank that gives an unused question another answer, then it takes it with its new structure', async () => {
    const target = bank.find((q) => q.id === 10)!;
    const edited = bank.map((q) =>
      q.id === 10
        ? { ...q, respuesta: 'ANOTHER PLAYER', structure: { patron: '_______ ______', longitud: 14, espacios: [7] } }
        : q,
    );
    expect(await syncQuestionBank(db.pool, edited)).toMatchObject({ updated: 1 });
    expect((await db.pool.query('select respuesta, longitud, espacios from questions where id = 10')).rows[0]).toEqual({
      respuesta: 'ANOTHER PLAYER',
      longitud: 14,
      espacios: [7],
    });
    await syncQuestionBank(
      db.pool,
      bank.map((q) => (q.id === 10 ? target : q)),
    );
  });

  it('given a bank without a question, then it is retired, not deleted, and the scheduler never picks it', async () => {
    const dropped = bank.filter((q) => !q.retirada).slice(-1)[0];
    expect(
      await syncQuestionBank(
        db.pool,
        bank.filter((q) => q.id !== dropped.id),
      ),
    ).toMatchObject({ retired: 1 });
    expect((await db.pool.query('select retirada from questions where id = $1', [dropped.id])).rows[0].retirada).toBe(
      true,
    );
    expect(normalizeLetters(dropped.respuesta)).not.toBe('');
    await syncQuestionBank(db.pool);
  });

  it('given a question an admin changed in the deployment, then no sync overwrites it: not its texts, metadata or retirement, not even a new answer', async () => {
    const used = USED[1];
    const unused = bank.find((q) => q.id > RELEASE_ONE && !q.retirada && !USED.includes(q.id))!;
    // As the reports' queue leaves them: retired by an admin, and an unused one edited in place.
    await db.pool.query('update questions set retirada = true, editada_en = now() where id = $1', [used]);
    await db.pool.query(
      "update questions set pregunta_es = 'editada', fuentes = '{}', editada_en = now() where id = $1",
      [unused.id],
    );
    const files = bank.map(
      (q): BankQuestion =>
        q.id === used
          ? { ...q, respuesta: 'OTRO JUGADOR', retirada: false }
          : q.id === unused.id
            ? { ...q, dificultad: 1 }
            : q,
    );
    expect(await syncQuestionBank(db.pool, files)).toMatchObject({ inserted: 0, updated: 0, metadata: 0, kept: 2 });
    expect(
      await syncQuestionBank(
        db.pool,
        files.filter((q) => q.id !== unused.id),
      ),
    ).toMatchObject({ retired: 0 });
    const rows = (
      await db.pool.query(
        'select id, respuesta, retirada, pregunta_es, fuentes from questions where id = any($1) order by id',
        [[used, unused.id]],
      )
    ).rows;
    expect(rows).toEqual([
      {
        id: used,
        respuesta: bank.find((q) => q.id === used)!.respuesta,
        retirada: true,
        pregunta_es: expect.any(String),
        fuentes: expect.any(Array),
      },
      { id: unused.id, respuesta: unused.respuesta, retirada: unused.retirada, pregunta_es: 'editada', fuentes: [] },
    ]);
  });
});
