// The question bank's rules (data/questions/README.md) as far as a machine can hold them: what
// readQuestionBank refuses, no near-duplicate answers or questions, both languages, at least two sources
// from the allow-listed outlets (data/question-sources.json), `era` against the years the question names,
// no nickname in the question or the first hint, no text that spells its own answer or gives another
// day's answer away, and the bank's figures (size, difficulty, clubs, eras, sources by outlet).
//
// One implementation for `npm run questions:check` (scripts/questions-check.ts, the whole bank) and the
// admins' editor (checkEntry: one entry against the database's bank, each problem tied to its field).
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { type BankQuestion, QUESTIONS_DIR, readQuestionBank } from './bank.ts';
import { type Outlet, outletFinder, readOutlets } from './outlets.ts';
import { PENDING } from './pending.ts';

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
  { id: 247, answer: 'IVÁN MARTÍN', reason: "San Martín del Rey Aurelio is Cundi's home municipality" },
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

/** A year a question names outside the entry's era on purpose (what happened before or away from the club). */
export type EraContext = { id: number; year: number; reason: string };

export const ERA_CONTEXT: readonly EraContext[] = [
  { id: 32, year: 1966, reason: "his father's European Cup with Real Madrid" },
  { id: 148, year: 2021, reason: 'his Europa League with Villarreal, after he left Valencia' },
  { id: 166, year: 2018, reason: 'his World Cup with France, the year before he joined' },
  { id: 196, year: 2000, reason: 'his Olympic gold with Cameroon, before he joined' },
  { id: 218, year: 1984, reason: 'his European Cup with Liverpool, before he joined' },
  { id: 266, year: 2017, reason: 'his Real Sociedad debut at Mendizorroza, before he joined' },
  { id: 280, year: 2019, reason: 'the 2019 Copa tie against Valencia, as a Getafe player' },
  { id: 326, year: 2020, reason: 'the 2020 Youth League final with Real Madrid, before he joined Girona' },
];

/**
 * The rules the audit is still bringing the older entries to: an entry listed under a rule is not held to
 * it yet (its problems are counted, not reported), and the list only shrinks (server/questions/pending.ts).
 */
export type AuditRule = 'sources' | 'era' | 'nicknames';
export type Pending = Readonly<Record<AuditRule, readonly number[]>>;

export type CheckOptions = {
  allow?: readonly Allowed[];
  sameNames?: readonly SameName[];
  eraContext?: readonly EraContext[];
  outlets?: readonly Outlet[];
  pending?: Pending;
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
  /** Entries by the decade their era starts in ("1990s"). */
  decades: Record<string, number>;
  /** Sources by outlet, most cited first; those of no allow-listed outlet under NOT_LISTED. */
  outlets: Record<string, number>;
  /** Entries the audit has not yet brought to each rule (the pending list). */
  pending: Record<AuditRule, number>;
};

export const NOT_LISTED = '(not on the allow-list)';

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

/** Remembers a pure function's results for the texts it last saw (the editor checks the same bank again and again). */
function remembered<Value>(fn: (text: string) => Value, max = 20_000): (text: string) => Value {
  const seen = new Map<string, Value>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) {
      if (seen.size >= max) seen.clear();
      value = fn(text);
      seen.set(text, value);
    }
    return value;
  };
}

/** A text's readings, each padded, ready to be searched for whole-word phrases. */
const searchable = remembered((text: string) => readings(text).map(padded));

/** True when the text holds the phrase (one or more folded words) as whole words. */
function holdsPhrase(text: string | readonly string[], phrase: readonly string[]): boolean {
  const needle = padded(phrase);
  return (typeof text === 'string' ? searchable(text) : text).some((reading) => reading.includes(needle));
}

const answerWords = (answer: string) => splitWords(normalizeLetters(answer));

/** An entry's texts, each with where the script's lines name it and its field in the repository's format. */
const textsOf = (q: BankQuestion): { where: string; field: string; text: string }[] => [
  { where: 'question.es', field: 'question.es', text: q.pregunta_es },
  { where: 'question.en', field: 'question.en', text: q.pregunta_en },
  ...q.hints.flatMap((h) => [
    { where: `hint ${h.orden}.es`, field: `hints.${h.orden - 1}.es`, text: h.texto_es },
    { where: `hint ${h.orden}.en`, field: `hints.${h.orden - 1}.en`, text: h.texto_en },
  ]),
];

const label = (q: BankQuestion) => `#${q.id} ${q.respuesta}`;

// ----------------------------------------------------------------------------------------- findings

/** What an entry's problem is (a text of the questionCheck catalogue, server/questions/locales). */
export type CheckCode =
  | 'answerContained'
  | 'answerOneEdit'
  | 'similarQuestion'
  | 'nicknameIsAnswer'
  | 'languageMissing'
  | 'languageSame'
  | 'sourcesCount'
  | 'sourceNotHttps'
  | 'sourceRepeated'
  | 'sourceNotListed'
  | 'sourcesTooFew'
  | 'eraYear'
  | 'nicknameHeld'
  | 'nicknameWord'
  | 'nicknameUnlisted'
  | 'spellsAnswer'
  | 'givesAway';

/**
 * A problem of one or two entries: the script's line (`text`), and for the editor its code, values, and
 * the field of each entry it lies in (the repository format's path: `answer`, `question.es`, `hints.0.en`,
 * `fuentes`, `era`, `apodos`).
 */
export type Finding = {
  text: string;
  code: CheckCode;
  values: Record<string, string | number>;
  at: { id: number; field: string }[];
};

/** The entries a cross-entry rule looks at: every pair, or (for the editor) the pairs holding one entry. */
type Focus = ReadonlySet<number> | undefined;
const inFocus = (focus: Focus, id: number) => focus === undefined || focus.has(id);

/**
 * Each index pair (i < j) of a list a cross-entry rule compares, in order: all, or those holding a
 * focused entry. Visited, not listed: an import's bank of thousands has millions of pairs.
 */
function forPairs<T extends { q: BankQuestion }>(items: readonly T[], focus: Focus, visit: (a: T, b: T) => void) {
  for (let i = 0; i < items.length; i++) {
    const focused = inFocus(focus, items[i].q.id);
    for (let j = i + 1; j < items.length; j++) if (focused || inFocus(focus, items[j].q.id)) visit(items[i], items[j]);
  }
}

// ------------------------------------------------------------------------------------------ answers

/** Whether two strings are exactly one insertion, deletion or substitution apart (editDistance 1), in linear time. */
function oneEditApart(x: readonly string[], y: readonly string[]): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (i === short.length) return long.length === short.length + 1;
  // The first difference: a substitution (same lengths) or an insertion into the shorter.
  const skip = long.length === short.length ? 1 : 0;
  for (let j = i + skip; j < short.length; j++) if (short[j] !== long[j + 1 - skip]) return false;
  return true;
}

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

function nearDuplicateAnswers(
  bank: readonly BankQuestion[],
  sameNames: readonly SameName[],
  focus: Focus,
): { findings: Finding[]; problems: string[] } {
  const findings: Finding[] = [];
  const allowed = new Map<string, string>();
  for (const s of sameNames) {
    for (const other of s.others)
      allowed.set([normalizeLetters(s.answer), normalizeLetters(other)].sort().join('|'), `${s.answer} / ${other}`);
  }
  const used = new Set<string>();
  const folded = bank.map((q) => {
    const key = normalizeLetters(q.respuesta);
    return { q, words: answerWords(q.respuesta), key, chars: [...key], letters: key.replaceAll(' ', '').length };
  });
  forPairs(folded, focus, (a, b) => {
    const [shorter, longer] = a.words.length <= b.words.length ? [a, b] : [b, a];
    const finding = shorter.words.every((w) => longer.words.includes(w))
      ? {
          code: 'answerContained' as const,
          values: { a: label(shorter.q), b: label(longer.q) },
          why: `${label(shorter.q)} is contained in ${label(longer.q)}`,
        }
      : a.letters >= 5 && b.letters >= 5 && oneEditApart(a.chars, b.chars)
        ? {
            code: 'answerOneEdit' as const,
            values: { a: label(a.q), b: label(b.q) },
            why: `${label(a.q)} and ${label(b.q)} are one edit apart`,
          }
        : null;
    if (finding === null) return;
    const pair = [a.key, b.key].sort().join('|');
    if (allowed.has(pair)) used.add(pair);
    else
      findings.push({
        text: `near-duplicate answers: ${finding.why}`,
        code: finding.code,
        values: finding.values,
        at: [
          { id: a.q.id, field: 'answer' },
          { id: b.q.id, field: 'answer' },
        ],
      });
  });
  const problems: string[] = [];
  if (focus === undefined) {
    for (const [pair, names] of allowed) {
      if (!used.has(pair)) problems.push(`allowlist: the same-name pair ${names} no longer matches anything; drop it`);
    }
  }
  return { findings, problems };
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
const questionWords = remembered(
  (text: string): ReadonlySet<string> =>
    new Set(
      normalizeLetters(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w !== '' && !COMMON_WORDS.has(w)),
    ),
);

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * The pairs (i < j, in order) whose sets of one language could be more similar than `threshold`: those
 * sharing a word of both prefixes, each set's words ordered rarest first (prefix filtering: a Jaccard
 * similarity of t needs |a ∩ b| ≥ ⌈t·|a|⌉, so a shared word among a's first |a| − ⌈t·|a|⌉ + 1), and
 * every pair of empty sets (similarity 1). Near-linear where every pair would be millions.
 */
function similarCandidates(sets: readonly ReadonlySet<string>[], threshold: number): Map<number, Set<number>> {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const word of set) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rarest = (a: string, b: string) => (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || (a < b ? -1 : 1);
  const holders = new Map<string, number[]>();
  const candidates = new Map<number, Set<number>>();
  const add = (i: number, j: number) => {
    const [low, high] = i < j ? [i, j] : [j, i];
    const set = candidates.get(low);
    if (set) set.add(high);
    else candidates.set(low, new Set([high]));
  };
  const empty: number[] = [];
  sets.forEach((set, i) => {
    if (set.size === 0) {
      for (const j of empty) add(i, j);
      empty.push(i);
      return;
    }
    const prefix = [...set].sort(rarest).slice(0, set.size - Math.ceil(threshold * set.size) + 1);
    for (const word of prefix) {
      const others = holders.get(word);
      if (others) for (const j of others) add(i, j);
      else holders.set(word, []);
      holders.get(word)!.push(i);
    }
  });
  return candidates;
}

function nearDuplicateQuestions(bank: readonly BankQuestion[], focus: Focus): Finding[] {
  const findings: Finding[] = [];
  const sets = bank.map((q) => ({ q, es: questionWords(q.pregunta_es), en: questionWords(q.pregunta_en) }));
  const limit = LIMITS.maxQuestionSimilarity;
  const es = similarCandidates(
    sets.map((s) => s.es),
    limit,
  );
  const en = similarCandidates(
    sets.map((s) => s.en),
    limit,
  );
  const pairs: [(typeof sets)[number], (typeof sets)[number]][] = [];
  for (let i = 0; i < sets.length; i++) {
    const js = [...new Set([...(es.get(i) ?? []), ...(en.get(i) ?? [])])].sort((a, b) => a - b);
    for (const j of js)
      if (inFocus(focus, sets[i].q.id) || inFocus(focus, sets[j].q.id)) pairs.push([sets[i], sets[j]]);
  }
  for (const [x, y] of pairs) {
    for (const lang of ['es', 'en'] as const) {
      const similarity = jaccard(x[lang], y[lang]);
      if (similarity > LIMITS.maxQuestionSimilarity) {
        const [a, b] = [label(x.q), label(y.q)];
        findings.push({
          text: `near-duplicate questions: ${a} and ${b} (${lang}, similarity ${similarity.toFixed(2)})`,
          code: 'similarQuestion',
          values: { a, b, similarity: similarity.toFixed(2) },
          at: [
            { id: x.q.id, field: `question.${lang}` },
            { id: y.q.id, field: `question.${lang}` },
          ],
        });
        break;
      }
    }
  }
  return findings;
}

// ------------------------------------------------------------------------------------ one entry

/** A finding of one entry's field. */
const of = (
  q: BankQuestion,
  field: string,
  code: CheckCode,
  text: string,
  values: Finding['values'] = {},
): Finding => ({ text, code, values, at: [{ id: q.id, field }] });

function languages(q: BankQuestion): Finding[] {
  const pairs = [
    { where: 'question', field: 'question', es: q.pregunta_es, en: q.pregunta_en },
    ...q.hints.map((h) => ({
      where: `hint ${h.orden}`,
      field: `hints.${h.orden - 1}`,
      es: h.texto_es,
      en: h.texto_en,
    })),
  ];
  const findings: Finding[] = [];
  for (const { where, field, es, en } of pairs) {
    if (es.trim() === '' || en.trim() === '')
      findings.push(
        of(
          q,
          `${field}.${es.trim() === '' ? 'es' : 'en'}`,
          'languageMissing',
          `languages: ${label(q)}: ${where} lacks a language`,
        ),
      );
    else if (normalizeLetters(es.trim()) === normalizeLetters(en.trim()))
      findings.push(
        of(q, `${field}.en`, 'languageSame', `languages: ${label(q)}: ${where} is the same in Spanish and English`),
      );
  }
  return findings;
}

function sources(q: BankQuestion): Finding[] {
  const findings: Finding[] = [];
  const count = q.fuentes.length;
  if (count < 1 || count > 4)
    findings.push(of(q, 'fuentes', 'sourcesCount', `sources: ${label(q)}: ${count} sources (1–4 expected)`, { count }));
  for (const url of q.fuentes) {
    let https = false;
    try {
      https = new URL(url).protocol === 'https:';
    } catch {
      // not a URL at all: reported below
    }
    if (!https)
      findings.push(of(q, 'fuentes', 'sourceNotHttps', `sources: ${label(q)}: not an https URL: ${url}`, { url }));
  }
  const seen = new Set<string>();
  for (const url of q.fuentes) {
    if (seen.has(url))
      findings.push(of(q, 'fuentes', 'sourceRepeated', `sources: ${label(q)}: repeated source ${url}`, { url }));
    seen.add(url);
  }
  return findings;
}

/** An entry in play cites at least two pages, every one of an allow-listed outlet. */
function outletProblems(q: BankQuestion, outletOf: (url: string) => Outlet | undefined): Finding[] {
  if (q.retirada) return [];
  const findings = q.fuentes
    .filter((url) => outletOf(url) === undefined)
    .map((url) =>
      of(q, 'fuentes', 'sourceNotListed', `sources: ${label(q)}: not of an allow-listed outlet: ${url}`, { url }),
    );
  const listed = q.fuentes.filter((url) => outletOf(url) !== undefined).length;
  if (listed < 2)
    findings.push(
      of(q, 'fuentes', 'sourcesTooFew', `sources: ${label(q)}: ${listed} allow-listed sources (at least 2 expected)`, {
        count: listed,
      }),
    );
  return findings;
}

// ---------------------------------------------------------------------------------------------- era

/** A year, or a season ("1998-99", "2019/20", "2001–2002"): the years it covers. */
const YEARS = /\b(1[89]\d\d|20[0-4]\d)(?:\s*[-–/]\s*(\d{4}|\d{2}))?(?![\p{L}\p{N}])/gu;
/** Before a birth year: "nacido en 2007", "born in Lagos in 1966". */
const BIRTH = /\b(naci[óod]\p{L}*|born)\b[^.,;]{0,30}$/iu;
/** Before the end of a contract: "renovó hasta 2032", "signed him until 2031". */
const CONTRACT =
  /\b(renov|contrat|firm|sign|renew|extend|contract)\p{L}*\b[^.;]{0,40}\b(hasta|until)\s+(?:\p{L}+\s+de\s+|\p{L}+\s+)?$/iu;

/** The years a text names as part of the player's story (not birth years, not the end of a contract). */
export function namedYears(text: string): number[] {
  const years: number[] = [];
  for (const m of text.matchAll(YEARS)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (BIRTH.test(before) || CONTRACT.test(before)) continue;
    const first = Number(m[1]);
    years.push(first);
    if (m[2]) {
      const second = m[2].length === 4 ? Number(m[2]) : Math.floor(first / 100) * 100 + Number(m[2]);
      const end = second < first ? second + 100 : second;
      if (end - first === 1) years.push(end);
    }
  }
  return years;
}

/** The years that date a record in the English question ("as of 2023", "as of September 2023"). */
const datingYears = (text: string) => [...text.matchAll(/\bas of (?:\p{L}+ )?(\d{4})\b/giu)].map((m) => Number(m[1]));

/** Every year the question names lies within the era, unless it dates a record or is listed as context. */
function eraProblems(q: BankQuestion, context: readonly EraContext[], used: Set<EraContext>): Finding[] {
  const outside = new Set<number>();
  const dating = datingYears(q.pregunta_en);
  for (const text of [q.pregunta_es, q.pregunta_en]) {
    for (const year of namedYears(text))
      if ((year < q.era.desde || year > q.era.hasta) && !dating.includes(year)) outside.add(year);
  }
  const findings: Finding[] = [];
  for (const year of [...outside].sort()) {
    const known = context.find((c) => c.id === q.id && c.year === year);
    if (known) used.add(known);
    else
      findings.push(
        of(
          q,
          'era',
          'eraYear',
          `era: ${label(q)}: the question names ${year}, outside its era ${q.era.desde}–${q.era.hasta}`,
          { year, desde: q.era.desde, hasta: q.era.hasta },
        ),
      );
  }
  return findings;
}

// ---------------------------------------------------------------------------------------- nicknames

/** Words that introduce a nickname. */
const NICKNAME_WORD = /\b(apod\p{L}*|sobrenombre|mote|nicknam\p{L}*)\b/iu;
/** A nickname the text quotes after such a word: "apodado 'el Pipo'", "nicknamed him 'the horse'". */
const QUOTED_NICKNAME =
  /\b(?:apod\p{L}*|sobrenombre|mote|nicknam\p{L}*)\b(?:\s+(?:him|de|como|por|as))?\s*((?:['‘’"“”«][^'‘’"“”«»]+['‘’"“”»](?:\s*(?:,|y|and|o|or)\s*)?)+)/giu;
const ARTICLES = new Set(['EL', 'LA', 'LOS', 'LAS', 'LO', 'THE', 'O', 'A', 'IL']);

/** A nickname's words as the texts would hold them, without a leading article ("el Pipo" → PIPO). */
function nicknameWords(nickname: string): string[] {
  const words = answerWords(nickname);
  return words.length > 1 && ARTICLES.has(words[0]) ? words.slice(1) : words;
}

/** The nicknames a text quotes after "apodado", "nicknamed"… */
export function quotedNicknames(text: string): string[] {
  return [...text.matchAll(QUOTED_NICKNAME)].flatMap((m) =>
    [...m[1].matchAll(/['‘’"“”«]([^'‘’"“”«»]+)['‘’"“”»]/gu)].map((n) => n[1].trim()),
  );
}

/** No nickname in the question or hint 1; every nickname the texts quote is among the entry's apodos. */
function nicknameProblems(q: BankQuestion): Finding[] {
  const findings: Finding[] = [];
  const listed = q.apodos.map((a) => padded(nicknameWords(a)));
  const firstTexts = textsOf(q).filter(({ where }) => where.startsWith('question') || where.startsWith('hint 1.'));
  for (const { where, field, text } of firstTexts) {
    const word = text.match(NICKNAME_WORD);
    const apodo = q.apodos.find((a) => holdsPhrase(text, nicknameWords(a)));
    if (apodo !== undefined)
      findings.push(
        of(q, field, 'nicknameHeld', `nicknames: ${label(q)}: ${where} holds the nickname "${apodo}"`, { apodo }),
      );
    else if (word)
      findings.push(
        of(q, field, 'nicknameWord', `nicknames: ${label(q)}: ${where} speaks of a nickname ("${word[0]}")`, {
          word: word[0],
        }),
      );
  }
  for (const { where, field, text } of textsOf(q)) {
    for (const nickname of quotedNicknames(text)) {
      if (!listed.includes(padded(nicknameWords(nickname))))
        findings.push(
          of(
            q,
            field,
            'nicknameUnlisted',
            `nicknames: ${label(q)}: ${where} quotes the nickname "${nickname}", missing from apodos`,
            { nickname },
          ),
        );
    }
  }
  return findings;
}

/** A nickname of one entry that is the answer of another: the same player twice. */
function nicknameDuplicates(bank: readonly BankQuestion[], focus: Focus): Finding[] {
  const byAnswer = new Map(bank.map((q) => [padded(answerWords(q.respuesta)), q]));
  return bank.flatMap((q) =>
    q.apodos.flatMap((apodo): Finding[] => {
      const other = byAnswer.get(padded(nicknameWords(apodo))) ?? byAnswer.get(padded(answerWords(apodo)));
      if (!other || other.id === q.id || !(inFocus(focus, q.id) || inFocus(focus, other.id))) return [];
      const [a, b] = [label(q), label(other)];
      return [
        {
          text: `duplicates: ${a} is nicknamed "${apodo}", the answer of ${b}: the same player twice?`,
          code: 'nicknameIsAnswer',
          values: { a, apodo, b },
          at: [
            { id: q.id, field: 'apodos' },
            { id: other.id, field: 'answer' },
          ],
        },
      ];
    }),
  );
}

/** Neither the whole answer nor any answer word of 4+ letters appears in the entry's own texts. */
function spellsAnswer(q: BankQuestion): Finding[] {
  const whole = answerWords(q.respuesta);
  const parts = whole.length > 1 ? whole.filter((w) => w.length >= 4) : [];
  const findings: Finding[] = [];
  for (const { where, field, text } of textsOf(q)) {
    const found = [whole, ...parts.map((w) => [w])].find((phrase) => holdsPhrase(text, phrase));
    if (found) {
      const words = found.join(' ');
      findings.push(
        of(q, field, 'spellsAnswer', `spells its answer: ${label(q)}: ${where} holds "${words}"`, { words }),
      );
    }
  }
  return findings;
}

// ------------------------------------------------------------------------------------ giveaways

/** What of an answer would give it away: the whole answer, and the last word (6+ letters) of a longer one. */
function giveawayPhrases(answer: string): string[][] {
  const words = answerWords(answer);
  const last = words[words.length - 1];
  return words.length > 1 && last.length >= 6 ? [words, [last]] : [words];
}

function giveaways(
  bank: readonly BankQuestion[],
  allow: readonly Allowed[],
  focus: Focus,
): { findings: Finding[]; problems: string[] } {
  const findings: Finding[] = [];
  const used = new Set<Allowed>();
  const targets = bank.map((q) => ({ q, phrases: giveawayPhrases(q.respuesta), key: normalizeLetters(q.respuesta) }));
  // A phrase is held only by a text that has its first word: the targets by those words, so each text
  // is searched for the few answers it could hold, not for every other (the bank squared: millions).
  const byFirstWord = new Map<string, number[]>();
  targets.forEach((target, index) => {
    for (const phrase of target.phrases) {
      const list = byFirstWord.get(phrase[0]);
      if (list) {
        if (list[list.length - 1] !== index) list.push(index);
      } else byFirstWord.set(phrase[0], [index]);
    }
  });
  for (const q of bank) {
    const own = inFocus(focus, q.id);
    // Every text is read once, then searched for each other answer whose phrase starts with one of its words.
    const texts = textsOf(q).map(({ where, field, text }) => ({ where, field, readings: searchable(text) }));
    const candidates = new Set<number>();
    for (const { readings: read } of texts)
      for (const reading of read)
        for (const word of reading.split(' ')) for (const index of byFirstWord.get(word) ?? []) candidates.add(index);
    const relevant = [...candidates]
      .sort((a, b) => a - b)
      .map((index) => targets[index])
      .filter((target) => own || inFocus(focus, target.q.id));
    for (const target of relevant) {
      if (target.q.id === q.id) continue;
      for (const { where, field, readings: text } of texts) {
        const found = target.phrases.find((phrase) => holdsPhrase(text, phrase));
        if (!found) continue;
        const allowed = allow.find((a) => a.id === q.id && normalizeLetters(a.answer) === target.key);
        if (allowed) {
          used.add(allowed);
          continue;
        }
        const [a, b, words] = [label(q), label(target.q), found.join(' ')];
        findings.push({
          text: `gives another away: ${a}: ${where} holds "${words}" (answer of ${b})`,
          code: 'givesAway',
          values: { a, where, words, b },
          at: [
            { id: q.id, field },
            { id: target.q.id, field: 'answer' },
          ],
        });
        break;
      }
    }
  }
  const problems: string[] = [];
  if (focus === undefined) {
    for (const a of allow) {
      if (!used.has(a)) problems.push(`allowlist: #${a.id} holding ${a.answer} no longer matches anything; drop it`);
    }
  }
  return { findings, problems };
}

// ------------------------------------------------------------------------------------------ figures

const share = (count: number, of: number): Share => ({ count, share: of === 0 ? 0 : count / of });
const percent = (s: Share) => `${(s.share * 100).toFixed(1)} %`;

const byCount = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));

function tally(keys: Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

export function bankFigures(
  bank: readonly BankQuestion[],
  requiredClubs: readonly string[] = RECENT_LALIGA_CLUBS,
  outlets: readonly Outlet[] = [],
  pendingCounts: Record<AuditRule, number> = { sources: 0, era: 0, nicknames: 0 },
): BankFigures {
  const active = bank.filter((q) => !q.retirada);
  const clubs = tally(active.map((q) => q.club));
  const outletOf = outletFinder(outlets);
  const level = (d: 1 | 2 | 3) => share(active.filter((q) => q.dificultad === d).length, active.length);
  return {
    entries: bank.length,
    retired: bank.length - active.length,
    active: active.length,
    bigThree: share(active.filter((q) => BIG_THREE.includes(q.club)).length, active.length),
    recent: share(active.filter((q) => q.era.hasta >= LIMITS.recentFrom).length, active.length),
    difficulty: { 1: level(1), 2: level(2), 3: level(3) },
    clubs: byCount(clubs),
    missingClubs: requiredClubs.filter((club) => !clubs[club]),
    decades: Object.fromEntries(
      Object.entries(tally(active.map((q) => `${Math.floor(q.era.desde / 10) * 10}s`))).sort(([a], [b]) =>
        a.localeCompare(b),
      ),
    ),
    outlets: byCount(tally(active.flatMap((q) => q.fuentes.map((url) => outletOf(url)?.name ?? NOT_LISTED)))),
    pending: pendingCounts,
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

/** Every rule's findings over the bank (those touching `focus` only, when set) and the lines about the rule lists. */
function runRules(bank: readonly BankQuestion[], options: CheckOptions, focus: Focus) {
  const {
    allow = ALLOWLIST,
    sameNames = SAME_NAMES,
    eraContext = ERA_CONTEXT,
    outlets = readOutlets(),
    pending = PENDING,
  } = options;
  const outletOf = outletFinder(outlets);
  const usedContext = new Set<EraContext>();
  const own = bank.filter((q) => inFocus(focus, q.id));
  const audited = auditProblems(
    own,
    {
      sources: (q) => outletProblems(q, outletOf),
      era: (q) => eraProblems(q, eraContext, usedContext),
      nicknames: nicknameProblems,
    },
    pending,
    focus === undefined,
  );
  const answers = nearDuplicateAnswers(bank, sameNames, focus);
  const given = giveaways(bank, allow, focus);
  const stale =
    focus === undefined
      ? eraContext
          .filter((c) => !usedContext.has(c))
          .map((c) => `allowlist: #${c.id} naming ${c.year} outside its era no longer matches anything; drop it`)
      : [];
  // The script's order: answers, questions, nicknames, each entry, the audited rules, the lists, giveaways.
  const lines: (Finding | string)[] = [
    ...answers.findings,
    ...answers.problems,
    ...nearDuplicateQuestions(bank, focus),
    ...nicknameDuplicates(bank, focus),
    ...own.flatMap((q) => [...languages(q), ...sources(q), ...spellsAnswer(q)]),
    ...audited.lines,
    ...stale,
    ...given.findings,
    ...given.problems,
  ];
  return { lines, pendingCounts: audited.pendingCounts, outlets };
}

/** Every rule over the bank: the problems (none for a good bank) and its figures. Pure. */
export function checkBank(read: BankRead, options: CheckOptions = {}): CheckResult {
  const { minActive = LIMITS.minActive, requiredClubs = RECENT_LALIGA_CLUBS } = options;
  if ('error' in read)
    return { problems: [`refused by readQuestionBank: ${read.error}`], figures: bankFigures([], []) };
  const { bank } = read;
  const { lines, pendingCounts, outlets } = runRules(bank, options, undefined);
  const figures = bankFigures(bank, requiredClubs, outlets, pendingCounts);
  const problems = [
    ...lines.map((line) => (typeof line === 'string' ? line : line.text)),
    ...figureProblems(figures, minActive),
  ];
  return { problems, figures };
}

/**
 * The rules over some entries of a bank (the editor's check: `bank` holds them as the admin would save
 * them): their own problems and those they make with another entry, each with the entry's field; the
 * bank's figures and the rule lists' upkeep are the script's business. An entry the audit has not yet
 * brought to a rule (pending.ts) is held to it no more than the script holds it.
 */
export function checkEntries(
  bank: readonly BankQuestion[],
  ids: Iterable<number>,
  options: CheckOptions = {},
): Finding[] {
  const focus = new Set(ids);
  return runRules(bank, options, focus).lines.filter(
    (line): line is Finding => typeof line !== 'string' && line.at.some((at) => focus.has(at.id)),
  );
}

/** The rules over one entry of a bank (checkEntries of one). */
export const checkEntry = (bank: readonly BankQuestion[], id: number, options: CheckOptions = {}): Finding[] =>
  checkEntries(bank, [id], options);

/**
 * The audited rules over every entry: the problems of an entry pending under a rule are held back (and
 * counted), a pending entry that keeps the rule, or is no entry, is reported so the list shrinks.
 */
function auditProblems(
  bank: readonly BankQuestion[],
  rules: Record<AuditRule, (q: BankQuestion) => Finding[]>,
  pending: Pending,
  upkeep: boolean,
): { lines: (Finding | string)[]; pendingCounts: Record<AuditRule, number> } {
  const lines: (Finding | string)[] = [];
  const pendingCounts = { sources: 0, era: 0, nicknames: 0 };
  const ids = new Set(bank.map((q) => q.id));
  for (const rule of Object.keys(rules) as AuditRule[]) {
    const held = new Set(pending[rule]);
    for (const q of bank) {
      const found = rules[rule](q);
      if (!held.has(q.id)) lines.push(...found);
      else if (found.length > 0) pendingCounts[rule]++;
      else if (upkeep) lines.push(`pending: ${label(q)} keeps the ${rule} rule now; drop it from PENDING.${rule}`);
    }
    if (upkeep)
      for (const id of held) if (!ids.has(id)) lines.push(`pending: no entry #${id}; drop it from PENDING.${rule}`);
  }
  return { lines, pendingCounts };
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

export function formatFigures(f: BankFigures): string {
  const byOutlet = Object.entries(f.outlets);
  const [top, rest] = [byOutlet.slice(0, 30), byOutlet.slice(30)];
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
    `eras (by the decade they start): ${Object.entries(f.decades)
      .map(([decade, n]) => `${decade} ${n}`)
      .join(', ')}`,
    `sources (${sum(Object.values(f.outlets))}) by outlet: ${top
      .map(([outlet, n]) => `${outlet} ${n}`)
      .join(', ')}${rest.length > 0 ? `, ${rest.length} other outlets ${sum(rest.map(([, n]) => n))}` : ''}`,
    `pending audit (entries not yet held to a rule): ${Object.entries(f.pending)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ')}`,
  ];
  return lines.join('\n');
}
