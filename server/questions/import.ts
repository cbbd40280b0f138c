// Import of the bank as JSON in the repository's format (issue 29, item 3): an export or a data file of
// data/questions, checked as the editor checks one entry (the schema, playable and unrepeated answers,
// every rule of questions:check over the database's bank with the file's entries in it), first as a dry
// run that says what would be added and changed, then applied in one transaction. An import never
// overwrites the answer of a question a day has had (a conflict: nothing applies), never deletes or
// retires what the file leaves out, and every entry it adds or changes is an event with who and why.
//
// The body is parsed and checked on a thread of its own (import-check.ts; issue 37: 1,000 entries
// held the event loop 9 s, 5,000 held a transaction open until PostgreSQL ended it with a 500). This
// thread only reads the bank as one JSON text, and then, under the sync's lock, checks that the bank
// is still the one checked (its MD5), reads the days given and writes the changes.
import { Piscina } from 'piscina';
import type { ResumenImportacion } from '../../contracts/api/questions.ts';
import type { Language } from '../../contracts/language.ts';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { questionsGiven } from '../../projections/daily-questions/queries.ts';
import { withTransaction } from '../db/index.ts';
import { conflict, HttpError } from '../http/index.ts';
import type { Services } from '../services.ts';
import { type BankChange, bankFingerprint, bankSnapshot, recordChanges } from './edit.ts';
import type { ImportChecked, ImportTask } from './import-check.ts';
import { SYNC_LOCK } from './sync.ts';

export { MAX_IMPORTED } from './import-check.ts';

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

/** Imports checked at once: one on the thread, the rest waiting; past them a 503 with Retry-After. */
const IMPORTS_WAITING = 2;
const BUSY_RETRY_AFTER_S = 10;
/** Changes whose events are appended together when an import applies (recordChanges). */
const WRITTEN_AT_ONCE = 50;
/** Times the bank may change under an import before it gives up (each change means checking it again). */
const ATTEMPTS = 3;

/** The thread that checks imports: started by the first import, gone a minute after the last. */
export class ImportChecks {
  private readonly thread = new Piscina<ImportTask, ImportChecked>({
    filename: new URL('./import-check.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  private inFlight = 0;

  run(task: ImportTask): Promise<ImportChecked> {
    if (this.inFlight > IMPORTS_WAITING)
      return Promise.reject(
        new HttpError(503, 'IMPORT_BUSY', 'bankEditor:IMPORT_BUSY', { retryAfter: BUSY_RETRY_AFTER_S }),
      );
    this.inFlight += 1;
    return this.thread.run(task).finally(() => {
      this.inFlight -= 1;
    });
  }

  close(): Promise<void> {
    return this.thread.destroy();
  }
}

/**
 * A dry run (`aplicar` false: what the file would add and change, and what keeps it out) or the import
 * itself, under the sync's lock; refused as a whole (422 IMPORT_REFUSED) while a problem or conflict remains.
 */
export async function importBank(
  services: Services,
  adminId: number,
  body: Uint8Array,
  language: Language,
): Promise<ResumenImportacion> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { rows, fingerprint } = await bankSnapshot(services.pool);
    const checked = await services.importChecks.run({ body, bank: rows, language });
    if ('refused' in checked) {
      const { code, message } = checked.refused;
      throw new HttpError(400, code, () => message);
    }
    const result = await withTransaction(services.pool, async (tx): Promise<ResumenImportacion | null> => {
      await tx.query('select pg_advisory_xact_lock($1)', [SYNC_LOCK]);
      // Changed since it was read (an admin's edit, a start's sync): checked again from the new bank.
      if ((await bankFingerprint(tx)) !== fingerprint) return null;
      const changed = checked.touched.filter((item) => item.stored !== null);
      const given = await questionsGiven(
        tx,
        changed.map((item) => item.id),
      );
      const conflictos = changed
        .filter(
          (item) => given.has(item.id) && normalizeLetters(item.stored as string) !== normalizeLetters(item.answer),
        )
        .map((item) => ({ id: item.id, antes: item.stored as string, despues: item.answer }));
      const summary: ResumenImportacion = {
        aplicada: false,
        nuevas: checked.touched.filter((item) => item.stored === null).map((item) => item.id),
        cambiadas: changed.map((item) => ({ id: item.id, campos: item.campos })),
        iguales: checked.iguales,
        conflictos,
        problemas: checked.problemas,
      };
      if (!checked.aplicar) return summary;
      if (summary.problemas.length > 0 || conflictos.length > 0) throw new ImportRefused(summary);
      for (let from = 0; from < checked.touched.length; from += WRITTEN_AT_ONCE) {
        const chunk = checked.touched.slice(from, from + WRITTEN_AT_ONCE).map((item) => ({
          adminId,
          motivo: checked.motivo,
          ...(JSON.parse(item.change) as Pick<BankChange, 'before' | 'entry' | 'cambios'>),
        }));
        await recordChanges(services, tx, chunk);
      }
      return { ...summary, aplicada: true };
    });
    if (result === null) continue;
    if (result.aplicada)
      for (const id of [...result.nuevas, ...result.cambiadas.map((c) => c.id)]) services.cache.questions.delete(id);
    return result;
  }
  throw conflict('BANK_CHANGED', 'bankEditor:BANK_CHANGED');
}
