// The admins' editor (issue 29, item 3): create and change a question from the admin pages, both
// languages side by side. The server is the authority: the entry must fit the repository's format
// (bank.ts) and keep every rule of questions:check (check.ts, checkEntry against the database's bank),
// each problem returned on its field in the admin's language; the answer of a question a day has had
// never changes. A change sets questions.editada_en (the start's sync leaves the question alone from
// then on), is an event on the question's stream with who, why and every field before and after, and
// drops the question from every instance's cache (NOTIFY on QUESTIONS_CHANNEL).
import { z } from 'zod';
import type { CambioPregunta, PreguntaEditable, ProblemaCampo } from '../../contracts/api/questions.ts';
import type { Language } from '../../contracts/language.ts';
import { at, type QuestionEdited } from '../../contracts/events.ts';
import { questionStreamId } from '../../contracts/streams.ts';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { questionWasGiven } from '../../projections/daily-questions/queries.ts';
import type { Db } from '../../projections/inline.ts';
import { withTransaction } from '../db/index.ts';
import { conflict, HttpError, notFound, type Say, describeIssue } from '../http/index.ts';
import { textOf, translator } from '../texts.ts';
import type { Services } from '../services.ts';
import { type BankEntry, entrySchema, playableAnswer, toBankQuestion } from './bank.ts';
import { checkEntry, type Finding } from './check.ts';
import { QUESTIONS_CHANNEL } from './repository.ts';
import { SYNC_LOCK } from './sync.ts';

/** Zero-width and other formatting characters (\p{Cf}): invisible, they could hide a word from the checks. */
const INVISIBLE = /\p{Cf}/u;

/** Every string of a value in NFC (an accent typed as a combining mark is one letter, as the board's). */
export function nfc(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (Array.isArray(value)) return value.map(nfc);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, nfc(child)]));
  return value;
}

/** The entry as the editor sends it: the repository's format without the id (the route's) or the retirement (its own action). */
const entryInput = z.preprocess(nfc, entrySchema.omit({ id: true, retirada: true }));

/** Why a change was made: a short line the history shows. */
export const reasonField = z
  .string()
  .transform((text) => text.normalize('NFC').trim())
  .pipe(z.string().min(3).max(200));

/** The body of POST /api/admin/preguntas and PUT /api/admin/preguntas/{id}; checked field by field by saveQuestion. */
export const changeBody = z.object({ entrada: z.unknown(), motivo: reasonField });

type EntryRow = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  hints: { texto_es: string; texto_en: string }[];
  fuentes: string[];
  dificultad: 1 | 2 | 3;
  club: string;
  era_desde: number;
  era_hasta: number;
  apodos: string[];
  retirada: boolean;
};

/** The entries' rows (all, or those of `$1` when `some`), each an EntryRow. */
const entryRows = (some: boolean) =>
  `select q.id, q.respuesta, q.pregunta_es, q.pregunta_en, q.fuentes, q.dificultad, q.club, q.era_desde, q.era_hasta,
          q.apodos, q.retirada,
          coalesce((select jsonb_agg(jsonb_build_object('texto_es', h.texto_es, 'texto_en', h.texto_en) order by h.orden)
                      from hints h where h.pregunta_id = q.id), '[]') as hints
     from questions q ${some ? 'where q.id = any($1::int[])' : ''}`;

/** The database's entries (all, or those of `ids`) in the repository's format, by id, admins' changes included. */
export async function readEntries(db: Db, ids?: number[]): Promise<BankEntry[]> {
  const { rows } = await db.query<EntryRow>(`${entryRows(ids !== undefined)} order by q.id`, ids ? [ids] : []);
  return rows.map(entryOf);
}

/**
 * The whole bank as one JSON text of EntryRows (`entriesOf` reads it) and its MD5: read without
 * building an object per entry, and compared later by the MD5 alone (`bankFingerprint`).
 */
export async function bankSnapshot(db: Db): Promise<{ rows: string; fingerprint: string }> {
  const { rows } = await db.query<{ rows: string; fingerprint: string }>(
    `select b.rows, md5(b.rows) as fingerprint
       from (select coalesce(json_agg(e order by e.id), '[]')::text as rows from (${entryRows(false)}) e) b`,
  );
  return rows[0];
}

/** The MD5 of the bank's JSON text as `bankSnapshot` reads it: equal while nothing in the bank changed. */
export async function bankFingerprint(db: Db): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(
    `select md5(coalesce(json_agg(e order by e.id), '[]')::text) as fingerprint from (${entryRows(false)}) e`,
  );
  return rows[0].fingerprint;
}

/** The entries of `bankSnapshot`'s JSON text. */
export const entriesOf = (rows: string): BankEntry[] => (JSON.parse(rows) as EntryRow[]).map(entryOf);

function entryOf(q: EntryRow): BankEntry {
  return {
    id: q.id,
    answer: q.respuesta,
    question: { es: q.pregunta_es, en: q.pregunta_en },
    hints: q.hints.map((h) => ({ es: h.texto_es, en: h.texto_en })),
    fuentes: q.fuentes,
    dificultad: q.dificultad,
    club: q.club,
    era: { desde: q.era_desde, hasta: q.era_hasta },
    ...(q.apodos.length > 0 ? { apodos: q.apodos } : {}),
    ...(q.retirada ? { retirada: true as const } : {}),
  };
}

/** A problem of one field, said in the admin's language. */
export type FieldProblem = { campo: string; say: Say };

/** 422 QUESTION_CHECK: the entry's problems, each on its field, in the caller's language. */
export class CheckFailed extends HttpError {
  readonly problems: FieldProblem[];
  constructor(problems: FieldProblem[]) {
    super(422, 'QUESTION_CHECK', (t) => t('bankEditor:QUESTION_CHECK', { count: problems.length }));
    this.problems = problems;
  }

  override body(language: Language) {
    const t = translator(language);
    const problemas: ProblemaCampo[] = this.problems.map(({ campo, say }) => ({
      campo,
      mensaje: typeof say === 'function' ? say(t) : t(say),
    }));
    return { ...super.body(language), problemas };
  }
}

export const findingProblem = (finding: Finding, id: number): FieldProblem => ({
  campo: finding.at.find((at) => at.id === id)?.field ?? 'answer',
  say: (t) => textOf(t, `bankEditor:checks.${finding.code}`, finding.values),
});

/** The fields (as paths) of a value that hold an invisible character. */
export const invisible = (value: unknown, path: string): FieldProblem[] =>
  typeof value === 'string'
    ? INVISIBLE.test(value)
      ? [{ campo: path, say: 'bankEditor:invisible' }]
      : []
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => invisible(child, path ? `${path}.${key}` : key))
      : [];

/** The entry the admin sent, as the bank's format takes it, or every field's problem. */
function parseEntry(input: unknown): Omit<BankEntry, 'id'> {
  const parsed = entryInput.safeParse(input ?? {});
  const problems: FieldProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const campo = issue.path.length > 0 ? issue.path.join('.') : 'entrada';
        return { campo, say: describeIssue(issue, campo) };
      });
  problems.push(...invisible(input, ''));
  if (problems.length > 0 || !parsed.success) throw new CheckFailed(problems);
  return { ...parsed.data, answer: parsed.data.answer.toLocaleUpperCase('es') };
}

/** The fields of the repository's format an admin changed, with their values before and after. */
export function changesOf(before: BankEntry | undefined, after: BankEntry): QuestionEdited['data']['cambios'] {
  const fields = ['answer', 'question', 'hints', 'fuentes', 'dificultad', 'club', 'era', 'apodos', 'retirada'] as const;
  return fields.flatMap((campo) => {
    const [old, now] = [before?.[campo], after[campo]];
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return [before ? { campo, antes: old ?? null, despues: now ?? null } : { campo, despues: now ?? null }];
  });
}

const questionNotFound = (id: number) =>
  notFound('QUESTION_NOT_FOUND', (t) => t('bankEditor:QUESTION_NOT_FOUND', { id: String(id) }));

/** An entry with what the editor needs to show it. */
export async function loadQuestion(services: Services, id: number): Promise<PreguntaEditable> {
  const [entrada] = await readEntries(services.pool, [id]);
  if (!entrada) throw questionNotFound(id);
  const { rows } = await services.pool.query<{ editada_en: Date | null }>(
    'select editada_en from questions where id = $1',
    [id],
  );
  return {
    entrada,
    usada: await questionWasGiven(services.pool, id),
    editada_en: rows[0]?.editada_en?.toISOString() ?? null,
  };
}

/**
 * Writes an entry to the database's bank: a new question (id null: the next id) or a change of one,
 * after the format's and questions:check's rules; under the sync's lock, so two admins (or an admin
 * and a starting instance) never interleave, and with the row locked as the reports' queue locks it.
 */
export function saveQuestion(
  services: Services,
  adminId: number,
  id: number | null,
  cambio: { entrada: unknown; motivo: CambioPregunta['motivo'] },
): Promise<PreguntaEditable> {
  const input = parseEntry(cambio.entrada);
  return applyChange(services, adminId, {
    id,
    motivo: cambio.motivo,
    check: true,
    entry: (before, preguntaId) => ({
      id: preguntaId,
      ...input,
      ...(before?.retirada ? { retirada: true as const } : {}),
    }),
  });
}

/**
 * Retires a question (no later day gets it; the days that had it keep it) or brings it back into
 * play; a question coming back must keep every rule of the check, as a new one would.
 */
export function setRetired(
  services: Services,
  adminId: number,
  id: number,
  retirada: boolean,
  motivo: string,
): Promise<PreguntaEditable> {
  return applyChange(services, adminId, {
    id,
    motivo,
    check: !retirada,
    entry: (before) => {
      const { retirada: _was, ...entry } = before as BankEntry;
      return retirada ? { ...entry, retirada: true } : entry;
    },
  });
}

/** One admin's change of one entry: which (null: a new one), why, and the entry it makes of the stored one. */
type Change = {
  id: number | null;
  motivo: string;
  /** Whether the entry must keep questions:check's rules (a retirement need not). */
  check: boolean;
  entry(before: BankEntry | undefined, id: number): BankEntry;
};

/** What keeps an entry out of the bank: an unplayable or repeated answer, then every rule of questions:check. */
function entryProblems(bank: readonly BankEntry[], entry: BankEntry): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!playableAnswer(entry.answer)) problems.push({ campo: 'answer', say: 'bankEditor:answerUnplayable' });
  const same = bank.find((e) => e.id !== entry.id && normalizeLetters(e.answer) === normalizeLetters(entry.answer));
  if (same)
    problems.push({
      campo: 'answer',
      say: (t) => t('bankEditor:answerRepeated', { other: `#${same.id} ${same.answer}` }),
    });
  if (problems.length > 0) return problems;
  const questions = [...bank.filter((e) => e.id !== entry.id), entry].map(toBankQuestion);
  return checkEntry(questions, entry.id).map((finding) => findingProblem(finding, entry.id));
}

async function applyChange(services: Services, adminId: number, change: Change): Promise<PreguntaEditable> {
  const { id } = change;
  const saved = await withTransaction(services.pool, async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SYNC_LOCK]);
    if (id !== null) {
      const { rowCount } = await tx.query('select 1 from questions where id = $1 for update', [id]);
      if (rowCount === 0) throw questionNotFound(id);
    }
    const bank = await readEntries(tx);
    const preguntaId = id ?? Math.max(0, ...bank.map((e) => e.id)) + 1;
    const before = bank.find((e) => e.id === preguntaId);
    const entry = change.entry(before, preguntaId);
    const used = id !== null && (await questionWasGiven(tx, preguntaId));
    if (used && before && normalizeLetters(before.answer) !== normalizeLetters(entry.answer))
      throw conflict('ANSWER_LOCKED', (t) => t('bankEditor:ANSWER_LOCKED', { id: String(preguntaId) }));

    const problems = change.check ? entryProblems(bank, entry) : [];
    if (problems.length > 0) throw new CheckFailed(problems);

    const cambios = changesOf(before, entry);
    if (cambios.length === 0)
      throw new HttpError(422, 'NOTHING_CHANGED', (t) => t('bankEditor:NOTHING_CHANGED', { id: String(preguntaId) }));
    await recordChange(services, tx, { adminId, motivo: change.motivo, before, entry, cambios });
    return { entrada: entry, usada: used, editada_en: services.now().toISOString() };
  });
  services.cache.questions.delete(saved.entrada.id);
  return saved;
}

/** A change of the bank: who made it and why, the entry before (none for a new one) and after, the fields. */
export type BankChange = {
  adminId: number;
  motivo: string;
  before: BankEntry | undefined;
  entry: BankEntry;
  cambios: QuestionEdited['data']['cambios'];
};

/**
 * Writes a changed entry in the caller's transaction (which holds the sync's lock) and keeps the change
 * as a QuestionEdited event on the question's stream, appended before the commit (a failed append undoes
 * the change); every instance hears of it at the commit and drops the question from its cache.
 */
export const recordChange = (services: Services, tx: Db, change: BankChange): Promise<void> =>
  recordChanges(services, tx, [change]);

/**
 * recordChange for many (an import): the rows one after another on the transaction's connection, then
 * their events together (each on its own stream, so they share group commits instead of waiting for
 * one commit each: 2,000 changes took 19 s one by one), then the notifications.
 */
export async function recordChanges(services: Services, tx: Db, changes: readonly BankChange[]): Promise<void> {
  for (const { before, entry } of changes) await writeEntry(tx, entry, before === undefined, services.now());
  await Promise.all(
    changes.map(async ({ adminId, motivo, before, entry, cambios }) => {
      const preguntaId = entry.id;
      const stream = questionStreamId(preguntaId);
      const event: QuestionEdited = {
        type: 'QuestionEdited',
        data: { preguntaId, adminId, motivo, creada: before === undefined, cambios },
      };
      const version = (await services.store.readStream(stream)).length;
      await services.store.append(stream, version, [{ ...event, metadata: at(services.now()) }]);
    }),
  );
  for (const { entry } of changes) await tx.query('select pg_notify($1, $2)', [QUESTIONS_CHANNEL, String(entry.id)]);
}

/** The entry's row and its three hints, marked as this deployment's own (editada_en). */
async function writeEntry(tx: Db, entry: BankEntry, created: boolean, now: Date): Promise<void> {
  const q = toBankQuestion(entry);
  const values = [
    q.id,
    q.respuesta,
    q.pregunta_es,
    q.pregunta_en,
    q.structure.patron,
    q.structure.longitud,
    q.structure.espacios,
    q.dificultad,
    q.club,
    q.era.desde,
    q.era.hasta,
    q.fuentes,
    q.apodos,
    q.retirada,
    now,
  ];
  await tx.query(
    created
      ? `insert into questions (id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios, dificultad, club,
                                era_desde, era_hasta, fuentes, apodos, retirada, editada_en)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`
      : `update questions set respuesta = $2, pregunta_es = $3, pregunta_en = $4, patron = $5, longitud = $6, espacios = $7,
                dificultad = $8, club = $9, era_desde = $10, era_hasta = $11, fuentes = $12, apodos = $13, retirada = $14,
                editada_en = $15
          where id = $1`,
    values,
  );
  await tx.query('delete from hints where pregunta_id = $1', [q.id]);
  await tx.query(
    `insert into hints (pregunta_id, orden, texto_es, texto_en)
     select $1, h.orden, h.texto_es, h.texto_en from jsonb_to_recordset($2::jsonb) as h(orden int, texto_es text, texto_en text)`,
    [q.id, JSON.stringify(q.hints)],
  );
}
