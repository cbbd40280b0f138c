// Reads of the achievements projection: a player's figures and what they earned, the achievements
// some plays earned (the live push), and a player's rows for the data export.
import type { LogroConseguido } from '../../contracts/api/achievements.ts';
import {
  COUNTS,
  NO_FIGURES,
  RUNS,
  type CountMetric,
  type Figures,
  type RunMetric,
} from '../../machines/achievements/catalogue.ts';
import type { Db } from '../inline.ts';

export type Earned = { earnedAt: Date; fecha: string };

type ProgressRow = Record<string, number | string | null | string[]>;

const figuresOf = (row: ProgressRow | undefined): Figures => {
  if (!row) return NO_FIGURES;
  const figures = { ...NO_FIGURES, clubs: row.clubs as string[] };
  for (const metric of Object.keys(COUNTS) as CountMetric[]) figures[metric] = row[COUNTS[metric]] as number;
  for (const metric of Object.keys(RUNS) as RunMetric[])
    figures[metric] = { days: row[RUNS[metric]] as number, last: row[`${RUNS[metric]}_day`] as string | null };
  return figures;
};

/** A player's figures and the achievements they earned (by code). */
export async function readAchievements(
  db: Db,
  userId: number,
): Promise<{ figures: Figures; earned: Map<string, Earned> }> {
  const [progress, earned] = await Promise.all([
    db.query<ProgressRow>('select * from achievement_progress where user_id = $1', [userId]),
    db.query<{ code: string; earned_at: Date; fecha: string }>(
      'select code, earned_at, fecha from achievements_earned where user_id = $1',
      [userId],
    ),
  ]);
  return {
    figures: figuresOf(progress.rows[0]),
    earned: new Map(earned.rows.map((row) => [row.code, { earnedAt: row.earned_at, fecha: row.fecha }])),
  };
}

/** The achievements the plays of these streams earned, by player. */
export async function earnedByPlays(
  db: Db,
  userIds: readonly number[],
  streamIds: readonly string[],
): Promise<Map<number, LogroConseguido[]>> {
  const { rows } = await db.query<{ user_id: number; code: string; earned_at: Date; fecha: string }>(
    `select user_id, code, earned_at, fecha from achievements_earned
      where user_id = any($1::int[]) and stream_id = any($2::text[]) order by user_id, earned_at, code`,
    [userIds, streamIds],
  );
  const byUser = new Map<number, LogroConseguido[]>();
  for (const row of rows) {
    const own = byUser.get(row.user_id) ?? [];
    own.push({ codigo: row.code, fecha: row.earned_at.toISOString(), fecha_partida: row.fecha });
    byUser.set(row.user_id, own);
  }
  return byUser;
}

/** Everything the projection keeps about a player (the data export). */
export async function exportAchievements(db: Db, userId: number) {
  const [progress, earned] = await Promise.all([
    db.query('select * from achievement_progress where user_id = $1', [userId]),
    db.query('select code, earned_at, fecha from achievements_earned where user_id = $1 order by earned_at, code', [
      userId,
    ]),
  ]);
  return { figures: progress.rows[0] ?? null, earned: earned.rows };
}
