import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerStructure } from '../../../../machines/game/normalize.ts';
import {
  bankLocation,
  publicBankWarning,
  QUESTIONS_DIR,
  readDeploymentBank,
  publicQuestionsServed,
  readQuestionBank,
  servesPublicBank,
} from '../../../../server/questions/bank.ts';

const entry = (id: number, answer: string, extra: object = {}) => ({
  id,
  answer,
  question: { es: '¿Quién?', en: 'Who?' },
  hints: [1, 2, 3].map((n) => ({ es: `Pista ${n}`, en: `Hint ${n}` })),
  fuentes: ['https://en.wikipedia.org/wiki/Example'],
  dificultad: 2,
  club: 'Getafe',
  era: { desde: 2010, hasta: 2020 },
  ...extra,
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

describe('the question bank data files', () => {
  const bank = readQuestionBank();

  it('given every file, then each question has its own id, its structure, 3 hints in both languages and its metadata', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    for (const q of bank) {
      expect(q.structure, q.respuesta).toEqual(answerStructure(q.respuesta));
      expect(
        q.hints.map((h) => h.orden),
        q.respuesta,
      ).toEqual([1, 2, 3]);
      expect(q.fuentes.length, q.respuesta).toBeGreaterThan(0);
      expect([1, 2, 3], q.respuesta).toContain(q.dificultad);
    }
  });
});

describe('readQuestionBank', () => {
  it('given entries of several files, then every entry in id order, whatever the file order', async () => {
    await withFiles(
      { 'a.json': [entry(3, 'RAUL')], 'b.json': [entry(1, 'PEDRI'), entry(2, 'KOKE', { retirada: true })] },
      (dir) => {
        const bank = readQuestionBank(dir);
        expect(bank.map((q) => [q.id, q.respuesta, q.retirada])).toEqual([
          [1, 'PEDRI', false],
          [2, 'KOKE', true],
          [3, 'RAUL', false],
        ]);
        expect(bank[0]).toMatchObject({
          dificultad: 2,
          club: 'Getafe',
          era: { desde: 2010, hasta: 2020 },
          fuentes: ['https://en.wikipedia.org/wiki/Example'],
        });
      },
    );
  });

  it('given the same answer in two files (accents aside), then it refuses the bank', async () => {
    await withFiles({ 'a.json': [entry(1, 'RAÚL')], 'b.json': [entry(2, 'RAUL')] }, (dir) => {
      expect(() => readQuestionBank(dir)).toThrow(/repeated answer/);
    });
  });

  it('given the same id twice, then it refuses the bank', async () => {
    await withFiles({ 'a.json': [entry(7, 'RAUL'), entry(7, 'PEDRI')] }, (dir) => {
      expect(() => readQuestionBank(dir)).toThrow(/repeated id 7/);
    });
  });

  it.each(['RAUL  GONZALEZ', ' RAUL', 'R4UL', 'RAUL-GONZALEZ'])(
    'given the unplayable answer "%s", then it refuses the bank',
    async (answer) => {
      await withFiles({ 'a.json': [entry(1, answer)] }, (dir) => {
        expect(() => readQuestionBank(dir)).toThrow(/unplayable answer/);
      });
    },
  );

  it.each([
    { why: 'two hints', bad: { hints: entry(1, 'RAUL').hints.slice(0, 2) }, where: /a\.json: 0\.hints/ },
    { why: 'no source', bad: { fuentes: [] }, where: /a\.json: 0\.fuentes/ },
    { why: 'a source that is not a web address', bad: { fuentes: ['wikipedia'] }, where: /a\.json: 0\.fuentes/ },
    { why: 'a difficulty of 4', bad: { dificultad: 4 }, where: /a\.json: 0\.dificultad/ },
    { why: 'no id', bad: { id: undefined }, where: /a\.json: 0\.id/ },
    { why: 'an era that ends before it starts', bad: { era: { desde: 2020, hasta: 2010 } }, where: /a\.json: 0\.era/ },
    { why: 'a field nobody reads', bad: { equipo: 'Getafe' }, where: /a\.json: 0/ },
  ])('given a question with $why, then it refuses the bank naming the file and the field', async ({ bad, where }) => {
    await withFiles({ 'a.json': [entry(1, 'RAUL', bad)] }, (dir) => {
      expect(() => readQuestionBank(dir)).toThrow(where);
    });
  });
});

describe('QUESTION_BANK: a private bank', () => {
  it('given a folder, then its data files; given one file, then that file alone, whatever its name', async () => {
    await withFiles({ 'a.json': [entry(7, 'RAUL')], 'b.json': [entry(8, 'PEDRI')], 'notes.txt': 'x' }, (dir) => {
      expect(bankLocation(dir)).toEqual({ dir, files: ['a.json', 'b.json'] });
      expect(readDeploymentBank(dir).map((q) => q.id)).toEqual([7, 8]);
      expect(bankLocation(path.join(dir, 'b.json'))).toEqual({ dir, files: ['b.json'] });
      expect(readDeploymentBank(path.join(dir, 'b.json')).map((q) => q.respuesta)).toEqual(['PEDRI']);
    });
  });

  it('given nothing there, or a folder without data files, then the start stops saying so', async () => {
    await withFiles({ 'notes.txt': 'x' }, (dir) => {
      expect(() => bankLocation(path.join(dir, 'missing'))).toThrow(/QUESTION_BANK: no such folder or file/);
      expect(() => bankLocation(dir)).toThrow(/QUESTION_BANK: no .json data file/);
    });
  });

  it('given no QUESTION_BANK, then the repository’s bank, which is public', () => {
    expect(bankLocation(undefined).dir).toBe(QUESTIONS_DIR);
    expect(servesPublicBank(undefined)).toBe(true);
    expect(servesPublicBank(QUESTIONS_DIR)).toBe(true);
    expect(servesPublicBank(path.join(QUESTIONS_DIR, bankLocation(undefined).files[0]))).toBe(true);
  });

  it('given a production start on the public bank, then a warning that says what to do; on a private one or in development, none', async () => {
    const warning = publicBankWarning({ production: true, questionBank: undefined });
    expect(warning).toMatch(/public/);
    expect(warning).toMatch(/Set QUESTION_BANK to a private folder/);
    expect(publicBankWarning({ production: true, questionBank: QUESTIONS_DIR })).toMatch(
      /serves \d+ of its \d+ questions in play as the repository's public bank/,
    );
    expect(publicBankWarning({ production: false, questionBank: undefined })).toBeNull();
    await withFiles({ 'ours.json': [entry(900_001, 'BANCO PRIVADO')] }, (dir) => {
      expect(servesPublicBank(dir)).toBe(false);
      expect(publicBankWarning({ production: true, questionBank: dir })).toBeNull();
    });
  });

  // Issue 37: the check compared paths, so a copy or a link of data/questions started quietly.
  it('given a copy of data/questions, a link to it, or a private bank with one public question, then the contents say it is the public bank', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bank-copy-'));
    try {
      const { inPlay } = publicQuestionsServed(undefined);
      await cp(QUESTIONS_DIR, path.join(dir, 'copy'), { recursive: true });
      await symlink(QUESTIONS_DIR, path.join(dir, 'link'));
      for (const name of ['copy', 'link']) {
        const bank = path.join(dir, name);
        expect(servesPublicBank(bank)).toBe(true);
        expect(publicQuestionsServed(bank)).toEqual({ inPlay, public: inPlay });
        expect(publicBankWarning({ production: true, questionBank: bank })).toMatch(
          new RegExp(`serves ${inPlay} of its ${inPlay} questions in play .*Set QUESTION_BANK to a private folder`),
        );
      }
      // One public entry under an id of its own, its text's spacing and case changed, among private ones.
      const file = bankLocation(undefined).files[0];
      const [borrowed, hinted] = JSON.parse(await readFile(path.join(QUESTIONS_DIR, file), 'utf8')).filter(
        (e: { retirada?: boolean }) => e.retirada !== true,
      );
      const ours = path.join(dir, 'ours.json');
      await writeFile(
        ours,
        JSON.stringify([
          entry(900_001, 'BANCO PRIVADO'),
          {
            ...borrowed,
            id: 900_002,
            question: { ...borrowed.question, es: ` ${borrowed.question.es.toUpperCase()}  ` },
          },
          // Texts of its own, the public hints kept: a hint the page shows finds it in the repository.
          { ...hinted, id: 900_003, question: { es: 'Un texto propio.', en: 'A text of our own.' } },
        ]),
      );
      expect(publicQuestionsServed(ours)).toEqual({ inPlay: 3, public: 2 });
      expect(publicBankWarning({ production: true, questionBank: ours })).toMatch(
        /serves 2 of its 3 questions in play/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
