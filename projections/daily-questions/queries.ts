// Every read of daily_questions (the projection in projection.ts writes it). Plain reads are
// functions; a query of another owner that needs the days inside its own SQL (the scheduler's
// order, the bank's figures) embeds one of the sub-selects below, never the table itself.
import type { Db } from '../inline.ts';

/** SQL: every day given a question, as rows `(fecha, pregunta_id)`, to use as `from (…) d`. */
export const ASSIGNED_DAYS_SQL = 'select fecha, pregunta_id from daily_questions';

/** SQL: the days (`fecha`) the question whose id is the SQL expression `questionId` was given to. */
export const questionDaysSql = (questionId: string) =>
  `select fecha from daily_questions where pregunta_id = ${questionId}`;

/** The bank id of a day's question, or null while the day has none. */
export async function questionIdOfDay(db: Db, fecha: string): Promise<number | null> {
  const { rows } = await db.query<{ pregunta_id: number }>('select pregunta_id from daily_questions where fecha = $1', [
    fecha,
  ]);
  return rows[0]?.pregunta_id ?? null;
}

/** The latest day up to `fecha` that has a question, or null when none has. */
export async function lastAssignedDay(db: Db, fecha: string): Promise<string | null> {
  const { rows } = await db.query<{ fecha: string | null }>(
    'select max(fecha) as fecha from daily_questions where fecha <= $1',
    [fecha],
  );
  return rows[0].fecha;
}

/** How many days have been given a question. */
export async function assignedDaysCount(db: Db): Promise<number> {
  const { rows } = await db.query<{ total: number }>('select count(*)::int as total from daily_questions');
  return rows[0].total;
}

/** Whether any day (past, today or planned) has been given the question. */
export async function questionWasGiven(db: Db, preguntaId: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from daily_questions where pregunta_id = $1 limit 1', [preguntaId]);
  return (rowCount ?? 0) > 0;
}

/** Which of these questions a day has had (an import never changes their answers). */
export async function questionsGiven(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ pregunta_id: number }>(
    'select distinct pregunta_id from daily_questions where pregunta_id = any($1::int[])',
    [ids],
  );
  return new Set(rows.map((row) => row.pregunta_id));
}
