// Import of the bank as JSON in the repository's format (issue 29, item 3): an export or a data file of
// data/questions, checked as the editor checks one entry (the schema, playable and unrepeated answers,
// every rule of questions:check over the database's bank with the file's entries in it), first as a dry
// run that says what would be added and changed, then applied in one transaction. An import never
// overwrites the answer of a question a day has had (a conflict: nothing applies), never deletes or
// retires what the file leaves out, and every entry it adds or changes is an event with who and why.
import { z } from 'zod';
import type { ResumenImportacion } from '../../contracts/api/questions.ts';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { questionsGiven } from '../../projections/daily-questions/queries.ts';
import { withTransaction } from '../db/index.ts';
import { describeIssue, HttpError } from '../http/index.ts';
import type { Services } from '../services.ts';
import type { ServerT } from '../texts.ts';
import { type BankEntry, entrySchema, playableAnswer, toBankQuestion } from './bank.ts';
import { checkEntries } from './check.ts';
import {
  changesOf,
  type FieldProblem,
  findingProblem,
  invisible,
  nfc,
  readEntries,
  reasonField,
  recordChange,
} from './edit.ts';
import { SYNC_LOCK } from './sync.ts';

/** Entries one import may hold: the bank several times over, far from a flood. */
export const MAX_IMPORTED = 5000;

export const importBody = z.object({
  entradas: z.array(z.unknown()).min(1).max(MAX_IMPORTED),
  motivo: reasonField,
  aplicar: z.boolean().default(false),
});

const importedEntry = z.preprocess(nfc, entrySchema);

/** 422 IMPORT_REFUSED: the import's summary, with the problems and conflicts that kept it from applying. */
export class ImportRefused extends HttpError {
  readonly summary: ResumenImportacion;
  constructor(summary: ResumenImportacion) {
    super(422, 'IMPORT_REFUSED', (t) =>
      t('bankEditor:IMPORT_REFUSED', { problems: summary.problemas.length, conflicts: summary.conflictos.length }),
    );
    this.summary = summary;
  }

  override body(language: Parameters<HttpError['body']>[0]) {
    return { ...super.body(language), resumen: this.summary };
  }
}

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

/**
 * A dry run (`aplicar` false: what the file would add and change, and what keeps it out) or the import
 * itself, under the sync's lock; refused as a whole (422 IMPORT_REFUSED) while a problem or conflict remains.
 */
export async function importBank(
  services: Services,
  adminId: number,
  input: z.output<typeof importBody>,
  t: ServerT,
): Promise<ResumenImportacion> {
  const { entries, problems } = parseEntries(input.entradas);
  const result = await withTransaction(services.pool, async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SYNC_LOCK]);
    const bank = await readEntries(tx);
    const stored = new Map(bank.map((e) => [e.id, e]));
    const merged = new Map(stored);
    for (const { entry } of entries) merged.set(entry.id, entry);

    const touched = entries
      .map(({ indice, entry }) => ({ indice, entry, before: stored.get(entry.id) }))
      .map((item) => ({ ...item, cambios: changesOf(item.before, item.entry) }))
      .filter((item) => item.cambios.length > 0);
    const given = await questionsGiven(
      tx,
      touched.filter((item) => item.before).map((item) => item.entry.id),
    );
    const conflictos = touched
      .filter(
        ({ before, entry }) =>
          before && given.has(entry.id) && normalizeLetters(before.answer) !== normalizeLetters(entry.answer),
      )
      .map(({ before, entry }) => ({ id: entry.id, antes: (before as BankEntry).answer, despues: entry.answer }));

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

    const summary: ResumenImportacion = {
      aplicada: false,
      nuevas: touched.filter((item) => !item.before).map((item) => item.entry.id),
      cambiadas: touched
        .filter((item) => item.before)
        .map((item) => ({ id: item.entry.id, campos: item.cambios.map((c) => c.campo) })),
      iguales: entries.length - touched.length,
      conflictos,
      problemas: problems
        .sort((a, b) => a.indice - b.indice)
        .map(({ say, ...problem }) => ({ ...problem, mensaje: typeof say === 'function' ? say(t) : t(say) })),
    };
    if (!input.aplicar) return summary;
    if (problems.length > 0 || conflictos.length > 0) throw new ImportRefused(summary);
    for (const { before, entry, cambios } of touched)
      await recordChange(services, tx, { adminId, motivo: input.motivo, before, entry, cambios });
    return { ...summary, aplicada: true };
  });
  if (result.aplicada) {
    for (const id of [...result.nuevas, ...result.cambiadas.map((c) => c.id)]) services.cache.questions.delete(id);
  }
  return result;
}
