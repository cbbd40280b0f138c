// The bank reaches the database here, at start-up and with `npm run questions:sync`: idempotent and
// keyed by each question's own id. New questions are inserted; a question no day has had yet takes
// the bank's texts; a question a day has had keeps its texts (players saw them) and may change only
// its metadata, never its answer; a question gone from the bank is retired, never deleted. A question
// an admin changed in this deployment (questions.editada_en set: a retirement from the reports' queue)
// is the database's: the sync leaves it exactly as it is, whatever the files say.
import type pg from 'pg';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { questionDaysSql } from '../../projections/daily-questions/queries.ts';
import { withTransaction } from '../db/index.ts';
import { readQuestionBank, type BankQuestion } from './bank.ts';

/** Serialises the syncs of instances starting together, and the admins' changes of the bank (edit.ts). */
export const SYNC_LOCK = 7_325_060;

export interface SyncReport {
  inserted: number;
  /** Questions whose texts, answer or hints changed (never given to a day). */
  updated: number;
  /** Questions whose difficulty, club, era, sources, nicknames or retirement changed. */
  metadata: number;
  /** Questions retired because the bank no longer has them. */
  retired: number;
  /** Questions an admin changed in this deployment: left as they are. */
  kept: number;
  unchanged: number;
}

type StoredQuestion = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  hints: { orden: number; texto_es: string; texto_en: string }[];
  dificultad: number | null;
  club: string | null;
  era_desde: number | null;
  era_hasta: number | null;
  fuentes: string[];
  apodos: string[];
  retirada: boolean;
  used: boolean;
  edited: boolean;
};

const row = (q: BankQuestion) => ({
  id: q.id,
  respuesta: q.respuesta,
  pregunta_es: q.pregunta_es,
  pregunta_en: q.pregunta_en,
  patron: q.structure.patron,
  longitud: q.structure.longitud,
  espacios: q.structure.espacios,
  hints: q.hints,
  dificultad: q.dificultad,
  club: q.club,
  era_desde: q.era.desde,
  era_hasta: q.era.hasta,
  fuentes: q.fuentes,
  apodos: q.apodos,
  retirada: q.retirada,
});

const sameTexts = (q: BankQuestion, s: StoredQuestion) =>
  q.respuesta === s.respuesta &&
  q.pregunta_es === s.pregunta_es &&
  q.pregunta_en === s.pregunta_en &&
  q.hints.length === s.hints.length &&
  q.hints.every(
    (h, i) => h.orden === s.hints[i].orden && h.texto_es === s.hints[i].texto_es && h.texto_en === s.hints[i].texto_en,
  );

const sameMetadata = (q: BankQuestion, s: StoredQuestion) =>
  q.dificultad === s.dificultad &&
  q.club === s.club &&
  q.era.desde === s.era_desde &&
  q.era.hasta === s.era_hasta &&
  q.retirada === s.retirada &&
  JSON.stringify(q.fuentes) === JSON.stringify(s.fuentes) &&
  JSON.stringify(q.apodos) === JSON.stringify(s.apodos);

const BANK_COLUMNS = `b(id int, respuesta text, pregunta_es text, pregunta_en text, patron text, longitud int, espacios int[],
  hints jsonb, dificultad int, club text, era_desde int, era_hasta int, fuentes text[], apodos text[], retirada boolean)`;

export class BankConflict extends Error {
  constructor(changed: { id: number; stored: string; bank: string }[]) {
    super(
      `the question bank changes the answer of ${changed.length === 1 ? 'a question' : 'questions'} already given to a day: ` +
        changed.map((c) => `#${c.id} "${c.stored}" → "${c.bank}"`).join(', ') +
        '. Give the new answer a new id (and retire the old entry with "retirada": true) instead.',
    );
    this.name = 'BankConflict';
  }
}

/** Brings the questions and hints tables to the bank; refuses (changing nothing) a new answer for a used question. */
export async function syncQuestionBank(pool: pg.Pool, bank: BankQuestion[] = readQuestionBank()): Promise<SyncReport> {
  return withTransaction(pool, async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SYNC_LOCK]);
    const { rows } = await tx.query<StoredQuestion>(
      `select q.id, q.respuesta, q.pregunta_es, q.pregunta_en, q.dificultad, q.club, q.era_desde, q.era_hasta, q.fuentes, q.apodos, q.retirada,
              coalesce((select jsonb_agg(jsonb_build_object('orden', h.orden, 'texto_es', h.texto_es, 'texto_en', h.texto_en) order by h.orden)
                          from hints h where h.pregunta_id = q.id), '[]') as hints,
              exists (${questionDaysSql('q.id')}) as used,
              q.editada_en is not null as edited
         from questions q`,
    );
    const stored = new Map(rows.map((r) => [r.id, r]));
    const inserted: BankQuestion[] = [];
    const rewritten: BankQuestion[] = [];
    const retagged: BankQuestion[] = [];
    const conflicts: { id: number; stored: string; bank: string }[] = [];
    let kept = 0;
    for (const q of bank) {
      const s = stored.get(q.id);
      if (!s) inserted.push(q);
      else if (s.edited) kept++;
      else if (s.used) {
        if (normalizeLetters(s.respuesta) !== normalizeLetters(q.respuesta))
          conflicts.push({ id: q.id, stored: s.respuesta, bank: q.respuesta });
        else if (!sameMetadata(q, s)) retagged.push(q);
      } else if (!sameTexts(q, s)) rewritten.push(q);
      else if (!sameMetadata(q, s)) retagged.push(q);
    }
    if (conflicts.length > 0) throw new BankConflict(conflicts);
    const inBank = new Set(bank.map((q) => q.id));
    const gone = rows.filter((r) => !inBank.has(r.id) && !r.retirada && !r.edited).map((r) => r.id);

    if (inserted.length > 0) {
      await tx.query(
        `insert into questions (id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios, dificultad, club, era_desde, era_hasta, fuentes, apodos, retirada)
         select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios, dificultad, club, era_desde, era_hasta, fuentes, apodos, retirada
           from jsonb_to_recordset($1::jsonb) as ${BANK_COLUMNS}`,
        [JSON.stringify(inserted.map(row))],
      );
    }
    if (rewritten.length > 0) {
      await tx.query(
        `update questions q set respuesta = b.respuesta, pregunta_es = b.pregunta_es, pregunta_en = b.pregunta_en,
                patron = b.patron, longitud = b.longitud, espacios = b.espacios
           from jsonb_to_recordset($1::jsonb) as ${BANK_COLUMNS} where q.id = b.id`,
        [JSON.stringify(rewritten.map(row))],
      );
      await tx.query('delete from hints where pregunta_id = any($1::int[])', [rewritten.map((q) => q.id)]);
    }
    const withHints = [...inserted, ...rewritten];
    if (withHints.length > 0) {
      await tx.query(
        `insert into hints (pregunta_id, orden, texto_es, texto_en)
         select b.id, h.orden, h.texto_es, h.texto_en
           from jsonb_to_recordset($1::jsonb) as ${BANK_COLUMNS}
          cross join jsonb_to_recordset(b.hints) as h(orden int, texto_es text, texto_en text)`,
        [JSON.stringify(withHints.map(row))],
      );
    }
    const tagged = [...rewritten, ...retagged];
    if (tagged.length > 0) {
      await tx.query(
        `update questions q set dificultad = b.dificultad, club = b.club, era_desde = b.era_desde, era_hasta = b.era_hasta,
                fuentes = b.fuentes, apodos = b.apodos, retirada = b.retirada
           from jsonb_to_recordset($1::jsonb) as ${BANK_COLUMNS} where q.id = b.id`,
        [JSON.stringify(tagged.map(row))],
      );
    }
    if (gone.length > 0) await tx.query('update questions set retirada = true where id = any($1::int[])', [gone]);
    return {
      inserted: inserted.length,
      updated: rewritten.length,
      metadata: retagged.length,
      retired: gone.length,
      kept,
      unchanged: bank.length - inserted.length - rewritten.length - retagged.length - kept,
    };
  });
}
