// The question bank's content rules (the brief the content was written to): what readQuestionBank
// refuses, no near-duplicate answers or questions, both languages, sources, no text that spells its
// own answer or gives another day's answer away, and the bank's figures (size, clubs, eras, difficulty).
//
//   node scripts/questions-check.ts        prints the figures and every problem; exits 1 on any problem
import { normalizeLetters } from '../machines/game/normalize.ts';
import { type BankQuestion, QUESTIONS_DIR, readQuestionBank } from '../server/questions/bank.ts';

/** The bank as readQuestionBank gave it, or what it refused. */
export type BankRead = { bank: BankQuestion[] } | { error: string };

/** A text of an entry that may hold another entry's answer: a real false positive, with its reason. */
export type Allowed = { id: number; answer: string; reason: string };

/** Real false positives of "no entry gives another away": the text names something else. */
export const ALLOWLIST: readonly Allowed[] = [
  {
    id: 126,
    answer: 'VINÍCIUS JÚNIOR',
    reason: 'Junior de Barranquilla is the Colombian club where Bacca made his name',
  },
  { id: 247, answer: 'IVÁN MARTÍN', reason: 'San Martín is the Asturian club where Cundi started' },
];

/** Real false positives of "no near-duplicate answers": different players, each known in Spain by that name. */
export type SameName = { answer: string; others: readonly string[]; reason: string };

export const SAME_NAMES: readonly SameName[] = [
  { answer: 'RAÚL', others: ['RAÚL TAMUDO', 'RAÚL ALBIOL'], reason: 'Raúl González is known by his first name alone' },
  {
    answer: 'DANI',
    others: [
      'DANI CARVAJAL',
      'DANI ALVES',
      'DANI PAREJO',
      'DANI JARQUE',
      'DANI GÜIZA',
      'DANI VIVIAN',
      'DANI GARCÍA',
      'DANI RODRÍGUEZ',
      'DANI OLMO',
    ],
    reason: "Athletic's Dani Ruiz-Bazán is known by his first name alone",
  },
  { answer: 'NACHO', others: ['NACHO MONREAL'], reason: 'Nacho Fernández is known by his first name alone' },
  { answer: 'JOAQUÍN', others: ['JOAQUÍN ALONSO'], reason: "Betis's Joaquín Sánchez is known by his first name alone" },
  { answer: 'FRAN', others: ['FRAN BELTRÁN'], reason: "Deportivo's Fran González is known by his first name alone" },
  {
    answer: 'VICENTE',
    others: ['CARLOS VICENTE'],
    reason: "Valencia's Vicente Rodríguez is known by his first name alone",
  },
  {
    answer: 'GUERRERO',
    others: ['JULEN GUERRERO'],
    reason: "Leganés's Miguel Ángel Guerrero is known by his surname alone",
  },
  {
    answer: 'PEDRI',
    others: ['PEDRO'],
    reason: 'Pedri (González) and Pedro (Rodríguez) are two Canarian players of Barcelona',
  },
  {
    answer: 'ANTONIO PUERTA',
    others: ['ANTONIO PUERTAS'],
    reason: "Sevilla's Antonio Puerta and Granada's Antonio Puertas are two players",
  },
];

/** The clubs of the last ten LaLiga seasons (2016-17 … 2025-26): each is the club of at least one entry. */
export const RECENT_LALIGA_CLUBS: readonly string[] = [
  'Alavés',
  'Almería',
  'Athletic Club',
  'Atlético de Madrid',
  'FC Barcelona',
  'Cádiz',
  'Celta',
  'Deportivo',
  'Eibar',
  'Elche',
  'Espanyol',
  'Getafe',
  'Girona',
  'Granada',
  'Huesca',
  'Las Palmas',
  'Leganés',
  'Levante',
  'Málaga',
  'Mallorca',
  'Osasuna',
  'Rayo Vallecano',
  'Real Betis',
  'Real Madrid',
  'Real Oviedo',
  'Real Sociedad',
  'Sevilla',
  'Sporting de Gijón',
  'Valencia',
  'Valladolid',
  'Villarreal',
];

export const BIG_THREE: readonly string[] = ['Real Madrid', 'FC Barcelona', 'Atlético de Madrid'];

export type CheckOptions = {
  allow?: readonly Allowed[];
  sameNames?: readonly SameName[];
  /** At least this many entries that are not retired. */
  minActive?: number;
  requiredClubs?: readonly string[];
};

export const LIMITS = {
  minActive: 420,
  /** The big three are the club of at most this share. */
  maxBigThree: 0.4,
  /** At least this share have era.hasta >= recentFrom (in LaLiga in 2024-25 or later). */
  minRecent: 0.3,
  recentFrom: 2025,
  /** Each difficulty level holds a share in this range. */
  difficulty: { min: 0.25, max: 0.42 },
  /**
   * Two questions whose word sets (without the commonest words) have a Jaccard similarity over this are
   * near-duplicates. Tuned between the bank's closest pair of different questions (0.60) and a copy of its
   * shortest question with one word changed (0.71).
   */
  maxQuestionSimilarity: 0.65,
} as const;

type Share = { count: number; share: number };

export type BankFigures = {
  entries: number;
  retired: number;
  /** Every figure below is over the entries that are not retired. */
  active: number;
  bigThree: Share;
  recent: Share;
  difficulty: Record<'1' | '2' | '3', Share>;
  clubs: Record<string, number>;
  missingClubs: string[];
};

export type CheckResult = { problems: string[]; figures: BankFigures };

// ---------------------------------------------------------------------------------------------- words

/** A text's words, folded like the answers (case, accents; Ñ kept). */
function splitWords(folded: string): string[] {
  return folded.split(/[^\p{L}]+/u).filter(Boolean);
}

/**
 * The ways a text can be read as words: split at every non-letter ("En-Nesyri" → EN NESYRI), and with
 * in-word apostrophes and hyphens dropped and the English possessive removed ("N'Kono's" → NKONO).
 */
export function readings(text: string): string[][] {
  const folded = normalizeLetters(text);
  const joined = folded.replace(/['’]S\b/gu, '').replace(/(?<=\p{L})['’-](?=\p{L})/gu, '');
  return [splitWords(folded), splitWords(joined)];
}

const padded = (words: readonly string[]) => ` ${words.join(' ')} `;

/** True when the text holds the phrase (one or more folded words) as whole words. */
function holdsPhrase(text: string, phrase: readonly string[]): boolean {
  const needle = padded(phrase);
  return readings(text).some((words) => padded(words).includes(needle));
}

const answerWords = (answer: string) => splitWords(normalizeLetters(answer));

const textsOf = (q: BankQuestion): { where: string; text: string }[] => [
  { where: 'question.es', text: q.pregunta_es },
  { where: 'question.en', text: q.pregunta_en },
  ...q.hints.flatMap((h) => [
    { where: `hint ${h.orden}.es`, text: h.texto_es },
    { where: `hint ${h.orden}.en`, text: h.texto_en },
  ]),
];

const label = (q: BankQuestion) => `#${q.id} ${q.respuesta}`;

// ------------------------------------------------------------------------------------------ answers

export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length];
}

function nearDuplicateAnswers(bank: readonly BankQuestion[], sameNames: readonly SameName[]): string[] {
  const problems: string[] = [];
  const allowed = new Map<string, string>();
  for (const s of sameNames) {
    for (const other of s.others)
      allowed.set([normalizeLetters(s.answer), normalizeLetters(other)].sort().join('|'), `${s.answer} / ${other}`);
  }
  const used = new Set<string>();
  const folded = bank.map((q) => ({ q, words: answerWords(q.respuesta), key: normalizeLetters(q.respuesta) }));
  const letters = (s: string) => s.replaceAll(' ', '').length;
  for (let i = 0; i < folded.length; i++) {
    for (let j = i + 1; j < folded.length; j++) {
      const [a, b] = [folded[i], folded[j]];
      const [shorter, longer] = a.words.length <= b.words.length ? [a, b] : [b, a];
      const why = shorter.words.every((w) => longer.words.includes(w))
        ? `${label(shorter.q)} is contained in ${label(longer.q)}`
        : letters(a.key) >= 5 && letters(b.key) >= 5 && editDistance(a.key, b.key) === 1
          ? `${label(a.q)} and ${label(b.q)} are one edit apart`
          : null;
      if (why === null) continue;
      const pair = [a.key, b.key].sort().join('|');
      if (allowed.has(pair)) used.add(pair);
      else problems.push(`near-duplicate answers: ${why}`);
    }
  }
  for (const [pair, names] of allowed) {
    if (!used.has(pair)) problems.push(`allowlist: the same-name pair ${names} no longer matches anything; drop it`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------- questions

/** Words the house style repeats in every question; they say nothing about which question it is. */
const COMMON_WORDS = new Set(
  normalizeLetters(
    [
      'a al con de del el en la las lo los por que qué se su sus un una y o fue ser es le',
      'an and as at by for from he his in into of on or the to was which who with its it is',
    ].join(' '),
  ).split(' '),
);

/** A question's words and numbers (a year tells two questions apart), without the commonest words. */
const questionWords = (text: string) =>
  new Set(
    normalizeLetters(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '' && !COMMON_WORDS.has(w)),
  );

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

function nearDuplicateQuestions(bank: readonly BankQuestion[]): string[] {
  const problems: string[] = [];
  const sets = bank.map((q) => ({ q, es: questionWords(q.pregunta_es), en: questionWords(q.pregunta_en) }));
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      for (const lang of ['es', 'en'] as const) {
        const similarity = jaccard(sets[i][lang], sets[j][lang]);
        if (similarity > LIMITS.maxQuestionSimilarity) {
          problems.push(
            `near-duplicate questions: ${label(sets[i].q)} and ${label(sets[j].q)} (${lang}, similarity ${similarity.toFixed(2)})`,
          );
          break;
        }
      }
    }
  }
  return problems;
}

// ------------------------------------------------------------------------------------ one entry

function languages(q: BankQuestion): string[] {
  const pairs = [
    { where: 'question', es: q.pregunta_es, en: q.pregunta_en },
    ...q.hints.map((h) => ({ where: `hint ${h.orden}`, es: h.texto_es, en: h.texto_en })),
  ];
  const problems: string[] = [];
  for (const { where, es, en } of pairs) {
    if (es.trim() === '' || en.trim() === '') problems.push(`languages: ${label(q)}: ${where} lacks a language`);
    else if (normalizeLetters(es.trim()) === normalizeLetters(en.trim()))
      problems.push(`languages: ${label(q)}: ${where} is the same in Spanish and English`);
  }
  return problems;
}

function sources(q: BankQuestion): string[] {
  const problems: string[] = [];
  if (q.fuentes.length < 1 || q.fuentes.length > 3)
    problems.push(`sources: ${label(q)}: ${q.fuentes.length} sources (1–3 expected)`);
  for (const url of q.fuentes) {
    let https = false;
    try {
      https = new URL(url).protocol === 'https:';
    } catch {
      // not a URL at all: reported below
    }
    if (!https) problems.push(`sources: ${label(q)}: not an https URL: ${url}`);
  }
  const seen = new Set<string>();
  for (const url of q.fuentes) {
    if (seen.has(url)) problems.push(`sources: ${label(q)}: repeated source ${url}`);
    seen.add(url);
  }
  return problems;
}

/** Neither the whole answer nor any answer word of 4+ letters appears in the entry's own texts. */
function spellsAnswer(q: BankQuestion): string[] {
  const whole = answerWords(q.respuesta);
  const parts = whole.length > 1 ? whole.filter((w) => w.length >= 4) : [];
  const problems: string[] = [];
  for (const { where, text } of textsOf(q)) {
    const found = [whole, ...parts.map((w) => [w])].find((phrase) => holdsPhrase(text, phrase));
    if (found) problems.push(`spells its answer: ${label(q)}: ${where} holds "${found.join(' ')}"`);
  }
  return problems;
}

// ------------------------------------------------------------------------------------ giveaways

/** What of an answer would give it away: the whole answer, and the last word (6+ letters) of a longer one. */
function giveawayPhrases(answer: string): string[][] {
  const words = answerWords(answer);
  const last = words[words.length - 1];
  return words.length > 1 && last.length >= 6 ? [words, [last]] : [words];
}

function giveaways(bank: readonly BankQuestion[], allow: readonly Allowed[]): string[] {
  const problems: string[] = [];
  const used = new Set<Allowed>();
  const targets = bank.map((q) => ({ q, phrases: giveawayPhrases(q.respuesta), key: normalizeLetters(q.respuesta) }));
  for (const q of bank) {
    const texts = textsOf(q);
    for (const target of targets) {
      if (target.q.id === q.id) continue;
      for (const { where, text } of texts) {
        const found = target.phrases.find((phrase) => holdsPhrase(text, phrase));
        if (!found) continue;
        const allowed = allow.find((a) => a.id === q.id && normalizeLetters(a.answer) === target.key);
        if (allowed) {
          used.add(allowed);
          continue;
        }
        problems.push(
          `gives another away: ${label(q)}: ${where} holds "${found.join(' ')}" (answer of ${label(target.q)})`,
        );
        break;
      }
    }
  }
  for (const a of allow) {
    if (!used.has(a)) problems.push(`allowlist: #${a.id} holding ${a.answer} no longer matches anything; drop it`);
  }
  return problems;
}

// ------------------------------------------------------------------------------------------ figures

const share = (count: number, of: number): Share => ({ count, share: of === 0 ? 0 : count / of });
const percent = (s: Share) => `${(s.share * 100).toFixed(1)} %`;

export function bankFigures(
  bank: readonly BankQuestion[],
  requiredClubs: readonly string[] = RECENT_LALIGA_CLUBS,
): BankFigures {
  const active = bank.filter((q) => !q.retirada);
  const clubs: Record<string, number> = {};
  for (const q of active) clubs[q.club] = (clubs[q.club] ?? 0) + 1;
  const sortedClubs = Object.fromEntries(Object.entries(clubs).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
  const level = (d: 1 | 2 | 3) => share(active.filter((q) => q.dificultad === d).length, active.length);
  return {
    entries: bank.length,
    retired: bank.length - active.length,
    active: active.length,
    bigThree: share(active.filter((q) => BIG_THREE.includes(q.club)).length, active.length),
    recent: share(active.filter((q) => q.era.hasta >= LIMITS.recentFrom).length, active.length),
    difficulty: { 1: level(1), 2: level(2), 3: level(3) },
    clubs: sortedClubs,
    missingClubs: requiredClubs.filter((club) => !clubs[club]),
  };
}

function figureProblems(f: BankFigures, minActive: number): string[] {
  const problems: string[] = [];
  if (f.active < minActive) problems.push(`figures: ${f.active} entries not retired (at least ${minActive} expected)`);
  if (f.bigThree.share > LIMITS.maxBigThree)
    problems.push(
      `figures: the big three are the club of ${percent(f.bigThree)} (at most ${LIMITS.maxBigThree * 100} %)`,
    );
  for (const club of f.missingClubs) problems.push(`figures: no entry has the club ${club}`);
  if (f.recent.share < LIMITS.minRecent)
    problems.push(
      `figures: ${percent(f.recent)} have era.hasta >= ${LIMITS.recentFrom} (at least ${LIMITS.minRecent * 100} %)`,
    );
  for (const [d, s] of Object.entries(f.difficulty)) {
    if (s.share < LIMITS.difficulty.min || s.share > LIMITS.difficulty.max) {
      problems.push(
        `figures: difficulty ${d} holds ${percent(s)} (${LIMITS.difficulty.min * 100}–${LIMITS.difficulty.max * 100} % expected)`,
      );
    }
  }
  return problems;
}

// -------------------------------------------------------------------------------------------- check

/** Reads the bank as the server does, keeping what readQuestionBank refuses as a problem instead of a crash. */
export function readBank(dir = QUESTIONS_DIR): BankRead {
  try {
    return { bank: readQuestionBank(dir) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every rule over the bank: the problems (none for a good bank) and its figures. Pure. */
export function checkBank(read: BankRead, options: CheckOptions = {}): CheckResult {
  const {
    allow = ALLOWLIST,
    sameNames = SAME_NAMES,
    minActive = LIMITS.minActive,
    requiredClubs = RECENT_LALIGA_CLUBS,
  } = options;
  if ('error' in read)
    return { problems: [`refused by readQuestionBank: ${read.error}`], figures: bankFigures([], []) };
  const { bank } = read;
  const figures = bankFigures(bank, requiredClubs);
  const problems = [
    ...nearDuplicateAnswers(bank, sameNames),
    ...nearDuplicateQuestions(bank),
    ...bank.flatMap((q) => [...languages(q), ...sources(q), ...spellsAnswer(q)]),
    ...giveaways(bank, allow),
    ...figureProblems(figures, minActive),
  ];
  return { problems, figures };
}

export function formatFigures(f: BankFigures): string {
  const lines = [
    `entries: ${f.entries} (${f.retired} retired, ${f.active} not retired; the figures below are over these ${f.active})`,
    `big three (${BIG_THREE.join(', ')}): ${f.bigThree.count} = ${percent(f.bigThree)}`,
    `era.hasta >= ${LIMITS.recentFrom}: ${f.recent.count} = ${percent(f.recent)}`,
    `difficulty: ${Object.entries(f.difficulty)
      .map(([d, s]) => `${d}: ${s.count} = ${percent(s)}`)
      .join(', ')}`,
    `clubs (${Object.keys(f.clubs).length}): ${Object.entries(f.clubs)
      .map(([club, n]) => `${club} ${n}`)
      .join(', ')}`,
    `clubs of the last ten seasons missing: ${f.missingClubs.length === 0 ? 'none' : f.missingClubs.join(', ')}`,
  ];
  return lines.join('\n');
}

if (import.meta.main) {
  const { problems, figures } = checkBank(readBank());
  console.log(formatFigures(figures));
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'questions: no problem' : `questions: ${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
