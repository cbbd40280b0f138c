import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestionBank } from '../../../server/questions/bank.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('the question-bank migration', () => {
  it('given the migrations, then every question of the data files is stored with its derived structure', async () => {
    const bank = readQuestionBank();
    const { rows } = await db.pool.query('select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios from questions order by id');
    expect(rows).toEqual(
      bank.map((q) => ({ id: q.id, respuesta: q.respuesta, pregunta_es: q.pregunta_es, pregunta_en: q.pregunta_en, ...q.structure })),
    );
  });

  it('given the migrations, then every question has its 3 hints in order and in both languages', async () => {
    const bank = readQuestionBank();
    const { rows } = await db.pool.query('select pregunta_id, orden, texto_es, texto_en from hints order by pregunta_id, orden');
    expect(rows).toEqual(bank.flatMap((q) => q.hints.map((h) => ({ pregunta_id: q.id, ...h }))));
  });
});
