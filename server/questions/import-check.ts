// An import's parsing and checking (import.ts), on a thread of its own: the body's bytes as JSON, the
// text guard, the body's schema, each entry through the bank's format, and every rule of
// questions:check over the database's bank with the file in it. Thousands of entries take seconds of
// CPU: here they take none of the thread that answers requests. Pure: it reads no database (the bank
// comes with the task) and returns the summary in the admin's language but for the conflicts (the
// days given, read under the sync's lock), with each entry to write as JSON text (cheap to send back).
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { z } from 'zod';
import type { ResumenImportacion } from '../../contracts/api/questions.ts';
import type { Language } from '../../contracts/language.ts';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { describeIssue, findBadText, type Say } from '../http/index.ts';
import { translator } from '../texts.ts';
import { type BankEntry, entrySchema, playableAnswer, toBankQuestion } from './bank.ts';
import { checkEntries } from './check.ts';
import { changesOf, entriesOf, type FieldProblem, findingProblem, invisible, nfc, reasonField } from './edit.ts';

// The import's thread gives way to the one that answers requests: on Linux a thread has a priority of
// its own, and the lowest (19) takes only the CPU the others leave (on a loaded 2-core machine the
// checks otherwise took a core from the requests).
if (!isMainThread) setPriority(19);

/**
 * Entries one import may hold: the repository's bank (642) in one file. 1,000 new entries are checked
 * and written in about 4 s on a quiet machine, 12 s at a load of 12 on its 2 cores (2,000 took 23 s
 * there, close to a proxy's 30 s); a larger bank comes in several files.
 */
export const MAX_IMPORTED = 1000;

export const importBody = z.object({
  entradas: z.array(z.unknown()).min(1).max(MAX_IMPORTED),
  motivo: reasonField,
  aplicar: z.boolean().default(false),
});

const importedEntry = z.preprocess(nfc, entrySchema);

export type ImportTask = {
  /** The request's body as it came (JSON, unparsed). */
  body: Uint8Array;
  /** The database's bank (bankSnapshot's JSON text). */
  bank: string;
  language: Language;
};

/** An entry the import adds or changes: what the summary and the conflicts need, and the change to write. */
export type Touched = {
  indice: number;
  id: number;
  /** Its answer in the database; null for a new entry. */
  stored: string | null;
  answer: string;
  campos: string[];
  /** recordChange's `{ before, entry, cambios }` as JSON. */
  change: string;
};

export type ImportChecked =
  | { refused: { code: string; message: string } }
  | {
      motivo: string;
      aplicar: boolean;
      touched: Touched[];
      iguales: number;
      problemas: ResumenImportacion['problemas'];
    };

type Problem = { indice: number; id: number | null } & FieldProblem;

/** Reads the file's entries as the bank's format takes them; each entry that does not fit, field by field. */
function parseEntries(entradas: readonly unknown[]): {
  entries: { indice: number; entry: BankEntry }[];
  problems: Problem[];
} {
  const entries: { indice: number; entry: BankEntry }[] = [];
  const problems: Problem[] = [];
  const ids = new Set<number>();
  entradas.forEach((raw, indice) => {
    const rawId = (raw as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'number' ? rawId : null;
    const parsed = importedEntry.safeParse(raw);
    const found: FieldProblem[] = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => {
            const campo = issue.path.length > 0 ? issue.path.join('.') : 'entrada';
            return { campo, say: describeIssue(issue, campo) };
          })),
      ...invisible(raw, ''),
    ];
    if (parsed.success && ids.has(parsed.data.id)) found.push({ campo: 'id', say: 'bankEditor:importRepeatedId' });
    problems.push(...found.map((problem) => ({ indice, id, ...problem })));
    if (parsed.success && found.length === 0) {
      ids.add(parsed.data.id);
      entries.push({ indice, entry: { ...parsed.data, answer: parsed.data.answer.toLocaleUpperCase('es') } });
    }
  });
  return { entries, problems };
}

/** The body as the route's schema takes it, or why not (in the text guard's and the schema's words). */
type Refused = Extract<ImportChecked, { refused: unknown }>;

function readBody(bytes: Uint8Array, say: (what: Say) => string): z.output<typeof importBody> | Refused {
  let value: unknown;
  try {
    // Plain JSON.parse: a "__proto__" key stays an own property, and the schemas below build new objects.
    value = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    return { refused: { code: 'INVALID_JSON', message: say('http:INVALID_JSON') } };
  }
  const bad = findBadText(value);
  if (bad) {
    const { field, problem } = bad;
    return problem === 'depth'
      ? { refused: { code: 'TOO_DEEP', message: say((t) => t('http:TOO_DEEP', { field })) } }
      : { refused: { code: 'INVALID_TEXT', message: say((t) => t('http:INVALID_TEXT', { context: problem, field })) } };
  }
  const parsed = importBody.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return { refused: { code: 'VALIDATION_ERROR', message: say(describeIssue(issue, field)) } };
}

export default function checkImport({ body, bank: bankRows, language }: ImportTask): ImportChecked {
  const t = translator(language);
  const say = (what: Say) => (typeof what === 'function' ? what(t) : t(what));
  const input = readBody(body, say);
  if ('refused' in input) return input;
  const { entries, problems } = parseEntries(input.entradas);
  const bank = entriesOf(bankRows);
  const stored = new Map(bank.map((e) => [e.id, e]));
  const merged = new Map(stored);
  for (const { entry } of entries) merged.set(entry.id, entry);

  const touched = entries
    .map(({ indice, entry }) => ({ indice, entry, before: stored.get(entry.id) }))
    .map((item) => ({ ...item, cambios: changesOf(item.before, item.entry) }))
    .filter((item) => item.cambios.length > 0);

  // The answers first (a repeated one would make every check about it noise), then every rule at once.
  const answers = new Map<string, number[]>();
  for (const e of merged.values()) {
    const key = normalizeLetters(e.answer);
    answers.set(key, [...(answers.get(key) ?? []), e.id]);
  }
  const checked: typeof touched = [];
  for (const item of touched) {
    const { indice, entry } = item;
    const same = (answers.get(normalizeLetters(entry.answer)) ?? []).filter((id) => id !== entry.id);
    if (!playableAnswer(entry.answer))
      problems.push({ indice, id: entry.id, campo: 'answer', say: 'bankEditor:answerUnplayable' });
    else if (same.length > 0)
      problems.push({
        indice,
        id: entry.id,
        campo: 'answer',
        say: (tr) => tr('bankEditor:answerRepeated', { other: same.map((id) => `#${id}`).join(', ') }),
      });
    else checked.push(item);
  }
  const indexOf = new Map(checked.map(({ indice, entry }) => [entry.id, indice]));
  const findings = checkEntries(
    [...merged.values()].map(toBankQuestion),
    checked.map(({ entry }) => entry.id),
  );
  for (const finding of findings) {
    const own = finding.at.find((at) => indexOf.has(at.id)) as { id: number };
    problems.push({ indice: indexOf.get(own.id) as number, id: own.id, ...findingProblem(finding, own.id) });
  }

  return {
    motivo: input.motivo,
    aplicar: input.aplicar,
    touched: touched.map(({ indice, entry, before, cambios }) => ({
      indice,
      id: entry.id,
      stored: before?.answer ?? null,
      answer: entry.answer,
      campos: cambios.map((c) => c.campo),
      change: JSON.stringify({ before, entry, cambios }),
    })),
    iguales: entries.length - touched.length,
    problemas: problems
      .sort((a, b) => a.indice - b.indice)
      .map(({ say: what, ...problem }) => ({ ...problem, mensaje: say(what) })),
  };
}
