import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerStructure, normalizeLetters } from '../../../../machines/game/normalize.ts';
import { questionBankSql, readQuestionBank } from '../../../../server/questions/bank.ts';

const bank = readQuestionBank();

describe('the question bank data files', () => {
  it('given both files, then at least 150 questions with ids 1..n', () => {
    expect(bank.length).toBeGreaterThanOrEqual(150);
    expect(bank.map((q) => q.id)).toEqual(bank.map((_, i) => i + 1));
  });

  it('given every question, then its text and exactly 3 hints exist in Spanish and English', () => {
    for (const q of bank) {
      expect(q.pregunta_es.trim(), q.respuesta).not.toBe('');
      expect(q.pregunta_en.trim(), q.respuesta).not.toBe('');
      expect(q.hints.map((h) => h.orden), q.respuesta).toEqual([1, 2, 3]);
      for (const h of q.hints) {
        expect(h.texto_es.trim(), q.respuesta).not.toBe('');
        expect(h.texto_en.trim(), q.respuesta).not.toBe('');
      }
    }
  });

  it('given every answer, then none repeats another once accents and case are folded', () => {
    const keys = bank.map((q) => normalizeLetters(q.respuesta));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('given every question, then its answer appears in neither its question nor its hints', () => {
    for (const q of bank) {
      const answer = normalizeLetters(q.respuesta);
      const texts = [q.pregunta_es, q.pregunta_en, ...q.hints.flatMap((h) => [h.texto_es, h.texto_en])];
      for (const t of texts) expect(normalizeLetters(t), q.respuesta).not.toContain(answer);
    }
  });

  it('given every answer, then its structure is derived from it', () => {
    for (const q of bank) expect(q.structure).toEqual(answerStructure(q.respuesta));
    expect(bank.some((q) => q.structure.espacios.length > 0)).toBe(true);
  });
});

describe('readQuestionBank', () => {
  const entry = (answer: string) => ({
    answer,
    question: { es: '¿Quién?', en: 'Who?' },
    hints: [1, 2, 3].map((n) => ({ es: `Pista ${n}`, en: `Hint ${n}` })),
  });

  async function withFiles(files: Record<string, unknown>, run: (dir: string) => void) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bank-'));
    try {
      for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), JSON.stringify(content));
      run(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('given the same answer in two files (accents aside), then it refuses the bank', async () => {
    await withFiles({ 'a.json': [entry('RAÚL')], 'b.json': [entry('RAUL')] }, (dir) => {
      expect(() => readQuestionBank(dir, ['a.json', 'b.json'])).toThrow(/repeated answer/);
    });
  });

  it.each(['RAUL  GONZALEZ', ' RAUL', 'R4UL', 'RAUL-GONZALEZ'])('given the unplayable answer "%s", then it refuses the bank', async (answer) => {
    await withFiles({ 'a.json': [entry(answer)] }, (dir) => {
      expect(() => readQuestionBank(dir, ['a.json'])).toThrow(/unplayable answer/);
    });
  });

  it('given a question with two hints, then it refuses the bank naming the file', async () => {
    const bad = { ...entry('RAUL'), hints: entry('RAUL').hints.slice(0, 2) };
    await withFiles({ 'a.json': [bad] }, (dir) => {
      expect(() => readQuestionBank(dir, ['a.json'])).toThrow(/a\.json: 0\.hints/);
    });
  });

  it('given texts with quotes and dollars, then the SQL carries them inside one dollar-quoted literal', () => {
    const [q] = bank;
    const sql = questionBankSql([{ ...q, pregunta_es: "D'Artagnan $1 $$ \\ '' " }]);
    expect(sql).toContain(JSON.stringify("D'Artagnan $1 $$ \\ '' "));
    expect(sql.match(/\$bank\$/g)).toHaveLength(2);
  });

  it('given a text holding the quote tag, then it refuses to build the SQL', () => {
    const [q] = bank;
    expect(() => questionBankSql([{ ...q, pregunta_es: 'a $bank$ b' }])).toThrow(/quote tag/);
  });
});
