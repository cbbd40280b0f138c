import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerStructure } from '../../../machines/game/normalize.ts';
import type { BankQuestion } from '../../../server/questions/bank.ts';
import type { Outlet } from '../../../server/questions/outlets.ts';
import {
  type CheckOptions,
  checkBank,
  checkEntry,
  namedYears,
  type Pending,
  readBank,
} from '../../../server/questions/check.ts';

type Text = { es: string; en: string };

// Six made-up players that keep every rule: distinct answers and questions, 2 / 6 of the big three,
// 2 / 6 still playing in 2025, two of each difficulty.
const SEEDS: {
  answer: string;
  club: string;
  dificultad: 1 | 2 | 3;
  desde?: number;
  hasta: number;
  question: Text;
  hints: Text[];
}[] = [
  {
    answer: 'ZORBA ALTUNA',
    club: 'Real Madrid',
    dificultad: 1,
    desde: 1990,
    hasta: 2025,
    question: {
      es: '¿Qué portero vasco paró tres penaltis en la final de Copa de 1992?',
      en: 'Which Basque goalkeeper saved three penalties in the 1992 Copa final?',
    },
    hints: [
      { es: 'Nació en Tolosa.', en: 'Born in Tolosa.' },
      { es: 'Llegó desde el Eibar en 1990.', en: 'He arrived from Eibar in 1990.' },
      { es: 'Ganó dos Zamoras.', en: 'He won two Zamora trophies.' },
    ],
  },
  {
    answer: 'IKER LEZETA',
    club: 'Athletic Club',
    dificultad: 1,
    desde: 1986,
    hasta: 2000,
    question: {
      es: '¿Qué central marcó de chilena en un derbi vizcaíno de 1988?',
      en: 'Which centre-back scored an overhead kick in a Biscay derby in 1988?',
    },
    hints: [
      { es: 'Medía casi dos metros.', en: 'He stood almost two metres tall.' },
      { es: 'Debutó con diecisiete años.', en: 'He made his debut at seventeen.' },
      { es: 'Fue capitán durante ocho temporadas.', en: 'He was captain for eight seasons.' },
    ],
  },
  {
    answer: 'PABLO URRIZA',
    club: 'Sevilla',
    dificultad: 2,
    hasta: 2026,
    question: {
      es: '¿Qué extremo andaluz dio once asistencias en la campaña 2023-24?',
      en: 'Which Andalusian winger provided eleven assists in 2023-24?',
    },
    hints: [
      { es: 'Es zurdo y muy rápido.', en: 'A quick left-footer.' },
      { es: 'Se formó en la cantera de Utrera.', en: 'He came through the Utrera academy.' },
      { es: 'Su padre era pescador.', en: 'His father was a fisherman.' },
    ],
  },
  {
    answer: 'JONÁS FERRIZ',
    club: 'Valencia',
    dificultad: 2,
    hasta: 1985,
    question: {
      es: '¿Qué mediocentro valenciano jugó 412 partidos sin ver una tarjeta roja?',
      en: 'Which Valencian midfielder played 412 games without a red card?',
    },
    hints: [
      { es: 'Jugaba con gafas en los entrenamientos.', en: 'He trained wearing glasses.' },
      { es: 'Fichó por treinta mil pesetas.', en: 'He signed for thirty thousand pesetas.' },
      { es: 'Se retiró en Mestalla en 1985.', en: 'He retired at Mestalla in 1985.' },
    ],
  },
  {
    answer: 'MATÍAS QUEVEDO',
    club: 'Celta',
    dificultad: 3,
    hasta: 2012,
    question: {
      es: '¿Qué delantero uruguayo anotó un gol olímpico en Balaídos en 2009?',
      en: 'Which Uruguayan striker scored straight from a corner at Balaídos in 2009?',
    },
    hints: [
      { es: 'Nacido en Salto.', en: 'Born in Salto.' },
      { es: 'Llegó cedido desde Montevideo.', en: 'He came on loan from Montevideo.' },
      { es: 'Terminó su carrera en Grecia.', en: 'He ended his career in Greece.' },
    ],
  },
  {
    answer: 'TOMÁS BRIONES',
    club: 'FC Barcelona',
    dificultad: 3,
    hasta: 1960,
    question: {
      es: '¿Qué interior catalán fue el primer suplente de la historia del club en 1958?',
      en: "Which Catalan inside forward became the club's first ever substitute in 1958?",
    },
    hints: [
      { es: 'Estudió medicina mientras jugaba.', en: 'He studied medicine while playing.' },
      { es: 'Vistió el dorsal nueve.', en: 'He wore the number nine.' },
      { es: 'Después fue árbitro.', en: 'He later became a referee.' },
    ],
  },
];

const question = (seed: (typeof SEEDS)[number], id: number): BankQuestion => ({
  id,
  respuesta: seed.answer,
  pregunta_es: seed.question.es,
  pregunta_en: seed.question.en,
  structure: answerStructure(seed.answer),
  hints: seed.hints.map((h, i) => ({ orden: i + 1, texto_es: h.es, texto_en: h.en })),
  fuentes: [`https://example.org/player/${id}`, `https://news.example.net/${id}`],
  dificultad: seed.dificultad,
  club: seed.club,
  era: { desde: seed.desde ?? seed.hasta - 10, hasta: seed.hasta },
  apodos: [],
  retirada: false,
});

/** The small good bank, with one entry changed. */
function bankWith(id = 0, change: (q: BankQuestion) => void = () => {}): BankQuestion[] {
  const bank = SEEDS.map((seed, i) => question(seed, i + 1));
  if (id) change(bank[id - 1]);
  return bank;
}

const OUTLETS: Outlet[] = [
  { name: 'Example Press', kind: 'press', domains: ['example.org'] },
  { name: 'Example News', kind: 'press', domains: ['example.net'] },
];
const NONE_PENDING: Pending = { sources: [], era: [], nicknames: [] };
const SMALL: CheckOptions = {
  allow: [],
  sameNames: [],
  eraContext: [],
  outlets: OUTLETS,
  pending: NONE_PENDING,
  minActive: 6,
  requiredClubs: ['Real Madrid', 'Sevilla'],
};
const problemsOf = (bank: BankQuestion[], options: CheckOptions = SMALL) => checkBank({ bank }, options).problems;

describe('questions:check on the real bank', () => {
  it('finds no problem in data/questions, and its figures hold', () => {
    const { problems, figures } = checkBank(readBank());
    expect(problems).toEqual([]);
    expect(figures.active).toBeGreaterThanOrEqual(420);
    expect(figures.missingClubs).toEqual([]);
  }, 120_000);
});

describe('questions:check on a synthetic bank', () => {
  it('finds no problem in the small good bank', () => {
    expect(problemsOf(bankWith())).toEqual([]);
  });

  it('reports what readQuestionBank refuses instead of crashing (a repeated answer)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'questions-check-'));
    try {
      const raw = (id: number) => ({
        id,
        answer: 'ZORBA ALTUNA',
        question: { es: `¿Quién ${id}?`, en: `Who ${id}?` },
        hints: [1, 2, 3].map((n) => ({ es: `Pista ${n}`, en: `Hint ${n}` })),
        fuentes: ['https://example.org/a'],
        dificultad: 1,
        club: 'Real Madrid',
        era: { desde: 2000, hasta: 2010 },
      });
      await writeFile(path.join(dir, 'a.json'), JSON.stringify([raw(1), raw(2)]));
      const { problems } = checkBank(readBank(dir), SMALL);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/refused by readQuestionBank: .*repeated answer/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports what readQuestionBank refuses (an entry outside the schema)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'questions-check-'));
    try {
      await writeFile(path.join(dir, 'a.json'), JSON.stringify([{ id: 1, answer: 'ZORBA ALTUNA' }]));
      expect(checkBank(readBank(dir), SMALL).problems).toEqual([
        expect.stringMatching(/^refused by readQuestionBank: a\.json: /),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    { why: "one answer's words inside another's", answer: 'ALTUNA', found: /#1 ZORBA ALTUNA/ },
    { why: 'the same words with other accents and case', answer: 'Zórba Áltuna', found: /contained in/ },
    { why: 'one edit apart (5+ letters)', answer: 'ZORBA ALTUNO', found: /one edit apart/ },
  ])('reports near-duplicate answers: $why', ({ answer, found }) => {
    const problems = problemsOf(bankWith(6, (q) => (q.respuesta = answer)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^near-duplicate answers: /);
    expect(problems[0]).toMatch(found);
  });

  it('does not pair short answers one edit apart', () => {
    const bank = bankWith();
    bank[4].respuesta = 'KIKO';
    bank[5].respuesta = 'KAKO';
    expect(problemsOf(bank)).toEqual([]);
  });

  it('accepts a same-name pair of different players when it is allowlisted, and reports a stale one', () => {
    const bank = bankWith(6, (q) => (q.respuesta = 'ALTUNA'));
    const sameNames = [{ answer: 'ALTUNA', others: ['ZORBA ALTUNA'], reason: 'two players' }];
    expect(problemsOf(bank, { ...SMALL, sameNames })).toEqual([]);
    expect(problemsOf(bankWith(), { ...SMALL, sameNames })).toEqual([expect.stringMatching(/^allowlist: /)]);
  });

  it('reports a copied question with one word changed', () => {
    const problems = problemsOf(
      bankWith(2, (q) => {
        q.pregunta_es = SEEDS[0].question.es.replace('vasco', 'navarro');
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/^near-duplicate questions: #1 .* and #2 .*\(es, similarity/)]);
  });

  it('reports a copied English question with one word changed', () => {
    const problems = problemsOf(
      bankWith(3, (q) => {
        q.pregunta_en = SEEDS[0].question.en.replace('Basque', 'Navarrese');
        q.era.desde = 1990;
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/^near-duplicate questions: #1 .* and #3 .*\(en,/)]);
  });

  it('reports a question that is the same in both languages', () => {
    const problems = problemsOf(bankWith(4, (q) => (q.pregunta_en = q.pregunta_es)));
    expect(problems).toEqual([expect.stringMatching(/^languages: #4 .*question is the same/)]);
  });

  it('reports a hint that is the same in both languages', () => {
    const problems = problemsOf(bankWith(4, (q) => (q.hints[1].texto_en = q.hints[1].texto_es)));
    expect(problems).toEqual([expect.stringMatching(/^languages: #4 .*hint 2 is the same/)]);
  });

  it.each([
    { why: 'an http source', fuentes: ['http://example.org/a', 'https://example.net/b'], found: /not an https URL/ },
    { why: 'a text that is no URL', fuentes: ['example.org/a', 'https://example.net/b'], found: /not an https URL/ },
    {
      why: 'a repeated source',
      fuentes: ['https://example.org/a', 'https://example.org/a', 'https://example.net/b'],
      found: /repeated source/,
    },
    { why: 'no source', fuentes: [], found: /0 sources/ },
    { why: 'five sources', fuentes: [1, 2, 3, 4, 5].map((n) => `https://example.org/${n}`), found: /5 sources/ },
  ])('reports $why', ({ fuentes, found }) => {
    const problems = problemsOf(bankWith(5, (q) => (q.fuentes = fuentes))).filter((p) => !/allow-listed/.test(p));
    expect(problems).toEqual([expect.stringMatching(/^sources: #5 /)]);
    expect(problems[0]).toMatch(found);
  });

  describe('sources from the allow-listed outlets', () => {
    it('reports a source of no allow-listed outlet, and counts it out', () => {
      const problems = problemsOf(bankWith(2, (q) => (q.fuentes[1] = 'https://en.wikipedia.org/wiki/Iker')));
      expect(problems).toEqual([
        'sources: #2 IKER LEZETA: not of an allow-listed outlet: https://en.wikipedia.org/wiki/Iker',
        'sources: #2 IKER LEZETA: 1 allow-listed sources (at least 2 expected)',
      ]);
    });

    it('reports an entry with a single source', () => {
      expect(problemsOf(bankWith(2, (q) => q.fuentes.pop()))).toEqual([
        'sources: #2 IKER LEZETA: 1 allow-listed sources (at least 2 expected)',
      ]);
    });

    it("counts a subdomain as its outlet's, and not a domain that merely ends the same", () => {
      expect(problemsOf(bankWith(2, (q) => (q.fuentes[0] = 'https://amp.sport.example.org/a')))).toEqual([]);
      expect(problemsOf(bankWith(2, (q) => (q.fuentes[0] = 'https://notexample.org/a')))).toEqual([
        'sources: #2 IKER LEZETA: not of an allow-listed outlet: https://notexample.org/a',
        'sources: #2 IKER LEZETA: 1 allow-listed sources (at least 2 expected)',
      ]);
    });

    it('does not hold a retired entry to the allow-list', () => {
      const bank = bankWith(2, (q) => {
        q.fuentes = ['https://en.wikipedia.org/wiki/Iker'];
        q.retirada = true;
      });
      expect(problemsOf(bank, { ...SMALL, minActive: 5 }).filter((p) => p.startsWith('sources'))).toEqual([]);
    });
  });

  describe('era against the years the question names', () => {
    it('reports a year of the question outside the era, in either language', () => {
      expect(problemsOf(bankWith(3, (q) => (q.era.desde = 2024)))).toEqual([
        'era: #3 PABLO URRIZA: the question names 2023, outside its era 2024–2026',
      ]);
      expect(problemsOf(bankWith(4, (q) => (q.pregunta_en = 'Which Valencian midfielder joined in 1969?')))).toEqual([
        'era: #4 JONÁS FERRIZ: the question names 1969, outside its era 1975–1985',
      ]);
    });

    it('reads a season as both its years, and leaves out birth years, contract ends and decades', () => {
      expect(namedYears('En 2023-24 y en la 1999/00, entre 2001 y 2002')).toEqual([2023, 2024, 1999, 2000, 2001, 2002]);
      expect(namedYears('Nacido en Tolosa en 1970, renovó en 2020 hasta junio de 2032; brilló en los 1980s')).toEqual([
        2020,
      ]);
      expect(namedYears('Born in 2003, he signed in 2021 a contract until 2028.')).toEqual([2021]);
    });

    it('does not count the year that dates a record ("as of 2023") in either language', () => {
      const bank = bankWith(4, (q) => {
        q.pregunta_es = '¿Qué mediocentro valenciano era, en 2023, el jugador con más partidos sin ver una roja?';
        q.pregunta_en =
          'Which Valencian midfielder was, as of March 2023, the player with the most games without a red card?';
      });
      expect(problemsOf(bank)).toEqual([]);
      bank[3].pregunta_en =
        'Which Valencian midfielder was, in 2023, the player with the most games without a red card?';
      expect(problemsOf(bank)).toEqual(['era: #4 JONÁS FERRIZ: the question names 2023, outside its era 1975–1985']);
    });

    it('accepts a year listed as context, and reports a stale listing', () => {
      const bank = bankWith(
        4,
        (q) => (q.pregunta_es = '¿Qué mediocentro, campeón del Mundial de 1966, jugó 412 partidos?'),
      );
      const eraContext = [{ id: 4, year: 1966, reason: 'a World Cup won before he came' }];
      expect(problemsOf(bank, { ...SMALL, eraContext })).toEqual([]);
      expect(problemsOf(bankWith(), { ...SMALL, eraContext })).toEqual([
        'allowlist: #4 naming 1966 outside its era no longer matches anything; drop it',
      ]);
    });
  });

  describe('nicknames', () => {
    it('reports a nickname of apodos in the question or hint 1, with or without its article', () => {
      const bank = bankWith(1, (q) => {
        q.apodos = ['el Muro de Tolosa', 'the Tolosa Wall'];
        q.pregunta_es = '¿Qué portero, el Muro de Tolosa, paró tres penaltis en la final de Copa de 1992?';
        q.hints[0].texto_en = 'Tolosa Wall, they called him.';
      });
      expect(problemsOf(bank)).toEqual([
        'nicknames: #1 ZORBA ALTUNA: question.es holds the nickname "el Muro de Tolosa"',
        'nicknames: #1 ZORBA ALTUNA: hint 1.en holds the nickname "the Tolosa Wall"',
      ]);
    });

    it('accepts a nickname in hints 2 and 3', () => {
      const bank = bankWith(1, (q) => {
        q.apodos = ['el Muro'];
        q.hints[1].texto_es = "Apodado 'el Muro', llegó desde el Eibar en 1990.";
      });
      expect(problemsOf(bank)).toEqual([]);
    });

    it('reports a word for nickname in the question or hint 1', () => {
      const bank = bankWith(1, (q) => (q.hints[0].texto_es = 'Su apodo viene de su pueblo.'));
      expect(problemsOf(bank)).toEqual(['nicknames: #1 ZORBA ALTUNA: hint 1.es speaks of a nickname ("apodo")']);
    });

    it('reports a quoted nickname missing from apodos', () => {
      const bank = bankWith(1, (q) => {
        q.apodos = ['el Muro'];
        q.hints[2].texto_es = "Lo apodaban 'el Muro' y 'la Roca'.";
        q.hints[2].texto_en = "He was nicknamed 'the Wall' and 'the Rock'.";
      });
      expect(problemsOf(bank)).toEqual([
        'nicknames: #1 ZORBA ALTUNA: hint 3.es quotes the nickname "la Roca", missing from apodos',
        'nicknames: #1 ZORBA ALTUNA: hint 3.en quotes the nickname "the Wall", missing from apodos',
        'nicknames: #1 ZORBA ALTUNA: hint 3.en quotes the nickname "the Rock", missing from apodos',
      ]);
    });

    it("reports a nickname that is another entry's answer: the same player twice", () => {
      const bank = bankWith(6, (q) => (q.apodos = ['Iker Lezeta']));
      expect(problemsOf(bank)).toEqual([
        'duplicates: #6 TOMÁS BRIONES is nicknamed "Iker Lezeta", the answer of #2 IKER LEZETA: the same player twice?',
      ]);
    });
  });

  describe('the pending list of the audit', () => {
    const wikipedia = (q: BankQuestion) => (q.fuentes[1] = 'https://en.wikipedia.org/wiki/Iker');

    it('holds back the problems of a pending entry under that rule only, and counts it', () => {
      const bank = bankWith(2, (q) => {
        wikipedia(q);
        q.era.desde = 1989;
      });
      const pending = { ...NONE_PENDING, sources: [2] };
      const { problems, figures } = checkBank({ bank }, { ...SMALL, pending });
      expect(problems).toEqual(['era: #2 IKER LEZETA: the question names 1988, outside its era 1989–2000']);
      expect(figures.pending).toEqual({ sources: 1, era: 0, nicknames: 0 });
    });

    it('reports a pending entry that keeps the rule, and an id of no entry', () => {
      expect(problemsOf(bankWith(), { ...SMALL, pending: { ...NONE_PENDING, nicknames: [3, 99] } })).toEqual([
        'pending: #3 PABLO URRIZA keeps the nicknames rule now; drop it from PENDING.nicknames',
        'pending: no entry #99; drop it from PENDING.nicknames',
      ]);
    });
  });

  it.each([
    {
      why: 'a hint with a word of the answer',
      change: (q: BankQuestion) => (q.hints[2].texto_es = 'Su hermano también se apellida Altuna.'),
    },
    {
      why: 'a hint with the whole answer, accents and case folded',
      change: (q: BankQuestion) => (q.hints[0].texto_en = 'Known as zórba altuna.'),
    },
    {
      why: 'a question with a word of the answer',
      change: (q: BankQuestion) => (q.pregunta_en = 'Which goalkeeper, son of Zorba senior, saved three penalties?'),
    },
    {
      why: 'a possessive of a word of the answer',
      change: (q: BankQuestion) => (q.hints[1].texto_en = "Altuna's brother also played."),
    },
  ])('reports $why', ({ change }) => {
    const problems = problemsOf(bankWith(1, change));
    expect(problems).toEqual([expect.stringMatching(/^spells its answer: #1 ZORBA ALTUNA/)]);
  });

  it('does not count an answer word inside a longer word, nor words under 4 letters', () => {
    const bank = bankWith();
    bank[0].hints[0].texto_es = 'Nació en Altunaga.';
    bank[4].respuesta = 'JON QUEVEDO';
    bank[4].hints[0].texto_en = 'Jon is a Basque name; he was born in Salto.';
    expect(problemsOf(bank)).toEqual([]);
  });

  it.each([
    {
      why: "another entry's whole answer",
      text: 'Compartió vestuario con Iker Lezeta.',
      found: /"IKER LEZETA" \(answer of #2/,
    },
    {
      why: "the 6+-letter last word of another entry's answer",
      text: 'Compartió vestuario con Quevedo.',
      found: /"QUEVEDO" \(answer of #5/,
    },
    { why: 'a hyphenated spelling', text: 'Jugó con Matías-Quevedo.', found: /answer of #5/ },
  ])('reports a text giving away $why', ({ text, found }) => {
    const problems = problemsOf(bankWith(3, (q) => (q.hints[2].texto_es = text)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^gives another away: #3 PABLO URRIZA: hint 3\.es/);
    expect(problems[0]).toMatch(found);
  });

  it('does not count a last word under 6 letters on its own', () => {
    const bank = bankWith(2, (q) => (q.respuesta = 'IKER LEZO'));
    bank[2].hints[2].texto_es = 'Jugó en el Blas de Lezo.';
    expect(problemsOf(bank)).toEqual([]);
  });

  it('accepts an allowlisted false positive, and reports a stale allowlist entry', () => {
    const bank = bankWith(3, (q) => (q.hints[2].texto_es = 'Empezó en el club Quevedo de su pueblo.'));
    const allow = [{ id: 3, answer: 'MATÍAS QUEVEDO', reason: 'a club name' }];
    expect(problemsOf(bank, { ...SMALL, allow })).toEqual([]);
    expect(problemsOf(bankWith(), { ...SMALL, allow })).toEqual([expect.stringMatching(/^allowlist: #3 /)]);
  });

  describe('figures, over the entries that are not retired', () => {
    it('reports fewer entries than the minimum, and does not count retired ones', () => {
      const bank = bankWith(6, (q) => (q.retirada = true));
      const { problems, figures } = checkBank({ bank }, { ...SMALL, minActive: 5 });
      expect(figures).toMatchObject({ entries: 6, retired: 1, active: 5 });
      // The shares leave it out too: one level-3 entry of the five left.
      expect(problems).toEqual([expect.stringMatching(/^figures: difficulty 3 holds 20\.0 %/)]);
      expect(problemsOf(bankWith(), { ...SMALL, minActive: 7 })).toEqual([
        expect.stringMatching(/^figures: 6 entries not retired/),
      ]);
      expect(problemsOf(bankWith(), { ...SMALL, minActive: undefined })).toContainEqual(
        expect.stringMatching(/at least 420 expected/),
      );
    });

    it('reports the big three as the club of more than 40 %', () => {
      const problems = problemsOf(bankWith(4, (q) => (q.club = 'Atlético de Madrid')));
      expect(problems).toEqual([expect.stringMatching(/^figures: the big three are the club of 50\.0 %/)]);
    });

    it('reports a club of the last ten seasons with no entry', () => {
      const problems = problemsOf(bankWith(3, (q) => (q.club = 'Tenerife')));
      expect(problems).toEqual(['figures: no entry has the club Sevilla']);
    });

    it('reports fewer than 30 % with era.hasta 2025 or later', () => {
      const problems = problemsOf(bankWith(3, (q) => (q.era.hasta = 2024)));
      expect(problems).toEqual([expect.stringMatching(/^figures: 16\.7 % have era\.hasta >= 2025/)]);
    });

    it('reports a difficulty level outside 25–42 %', () => {
      const problems = problemsOf(bankWith(6, (q) => (q.dificultad = 1)));
      expect(problems).toEqual([
        expect.stringMatching(/^figures: difficulty 1 holds 50\.0 %/),
        expect.stringMatching(/^figures: difficulty 3 holds 16\.7 %/),
      ]);
    });

    it('gives the figures the script prints', () => {
      const { figures } = checkBank({ bank: bankWith(2, (q) => (q.fuentes[1] = 'https://a.example.com/')) }, SMALL);
      expect(figures.outlets).toEqual({ 'Example Press': 6, 'Example News': 5, '(not on the allow-list)': 1 });
      expect(figures.decades).toEqual({ '1950s': 1, '1970s': 1, '1980s': 1, '1990s': 1, '2000s': 1, '2010s': 1 });
      expect(figures.bigThree).toEqual({ count: 2, share: 2 / 6 });
      expect(figures.recent).toEqual({ count: 2, share: 2 / 6 });
      expect(figures.difficulty['2']).toEqual({ count: 2, share: 2 / 6 });
      expect(figures.clubs).toMatchObject({ 'Real Madrid': 1, Sevilla: 1 });
    });
  });
});

describe("checkEntry: the editor's check of one entry", () => {
  const fields = (bank: BankQuestion[], id: number, options: CheckOptions = SMALL) =>
    checkEntry(bank, id, options).map((f) => ({ code: f.code, field: f.at.find((at) => at.id === id)?.field }));

  it('finds nothing in a good entry, and no figure of the bank (a bank of one is too small)', () => {
    expect(checkEntry(bankWith(), 3, SMALL)).toEqual([]);
    expect(checkEntry([bankWith()[0]], 1, SMALL)).toEqual([]);
  });

  it("ties each of the entry's problems to its field, with the script's line", () => {
    const bank = bankWith(4, (q) => {
      q.hints[1].texto_en = q.hints[1].texto_es;
      q.pregunta_en = 'Which Valencian midfielder, Ferriz, played 412 games in 1999?';
      q.fuentes = ['http://example.org/a'];
    });
    expect(fields(bank, 4)).toEqual([
      { code: 'languageSame', field: 'hints.1.en' },
      { code: 'sourceNotHttps', field: 'fuentes' },
      { code: 'spellsAnswer', field: 'question.en' },
      { code: 'sourcesTooFew', field: 'fuentes' },
      { code: 'eraYear', field: 'era' },
    ]);
    const [first] = checkEntry(bank, 4, SMALL);
    expect(first.text).toBe(problemsOf(bank)[0]);
  });

  it("reports what the entry does to another (its answer in another's hint) and leaves others' problems out", () => {
    const bank = bankWith(3, (q) => (q.hints[2].texto_es = 'Compartió vestuario con Iker Lezeta.'));
    bank[5].pregunta_en = bank[5].pregunta_es;
    expect(fields(bank, 2)).toEqual([{ code: 'givesAway', field: 'answer' }]);
    expect(fields(bank, 3)).toEqual([{ code: 'givesAway', field: 'hints.2.es' }]);
    expect(fields(bank, 1)).toEqual([]);
    expect(checkEntry(bank, 2, SMALL)[0].values).toMatchObject({ a: '#3 PABLO URRIZA', b: '#2 IKER LEZETA' });
  });

  it('reports an answer too close to another, on the answer', () => {
    const bank = bankWith(6, (q) => (q.respuesta = 'ZORBA ALTUNO'));
    expect(fields(bank, 6)).toEqual([{ code: 'answerOneEdit', field: 'answer' }]);
  });

  it("holds a pending entry back as the script does, and says nothing of the lists' upkeep", () => {
    const bank = bankWith(2, (q) => (q.fuentes[1] = 'https://en.wikipedia.org/wiki/Iker'));
    expect(fields(bank, 2, { ...SMALL, pending: { ...NONE_PENDING, sources: [2] } })).toEqual([]);
    expect(fields(bankWith(), 3, { ...SMALL, pending: { ...NONE_PENDING, nicknames: [3, 99] } })).toEqual([]);
    expect(fields(bank, 2)).toEqual([
      { code: 'sourceNotListed', field: 'fuentes' },
      { code: 'sourcesTooFew', field: 'fuentes' },
    ]);
  });
});
