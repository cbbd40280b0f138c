// Plays finished through the real API at chosen moments, and rows seeded straight into player_days.
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { guess, start, wrongGuess, type Headers } from '../plays/play-helpers.ts';

/**
 * Plays `fecha`'s question (today's when omitted) from `at`, taking `seconds`, missing `misses`
 * times first (all 5: a loss). Returns the score the server computed.
 */
export async function finishPlay(
  t: TestApp,
  headers: Headers,
  options: { at: Date; seconds?: number; misses?: number; fecha?: string },
): Promise<number> {
  const dated = options.fecha ? { fecha: options.fecha } : {};
  t.setNow(options.at);
  const started = await start(t, headers, dated);
  expect(started.statusCode, started.body).toBe(200);
  const { id } = started.json().pregunta;
  const { rows } = await t.db.pool.query<{ respuesta: string }>(
    "select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')",
    [id],
  );
  const question = { id, respuesta: rows[0].respuesta };
  t.setNow(new Date(options.at.getTime() + (options.seconds ?? 20) * 1000));
  const misses = options.misses ?? 0;
  let last: Awaited<ReturnType<typeof guess>> | undefined;
  for (let i = 0; i < Math.min(misses, 5); i++)
    last = await guess(t, headers, question.id, wrongGuess(question.respuesta), dated);
  if (misses < 5) last = await guess(t, headers, question.id, question.respuesta, dated);
  expect(last!.statusCode, last!.body).toBe(200);
  return last!.json().partida.resultado.totalScore;
}

export interface SeededDay {
  userId: number;
  fecha: string;
  score: number;
  seconds?: number;
  finishedAt?: string;
  onDay?: boolean;
  won?: boolean;
  attempts?: number;
}

/** player_days rows as the game's projection writes them (its triggers keep the daily bands). */
export async function seedDays(t: TestApp, days: SeededDay[]): Promise<void> {
  for (const day of days) {
    await t.db.pool.query(
      `insert into player_days (stream_id, user_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
       values ($1, $2, $3, $4, 1, $5, $6, 0, $7, 0, $8, $9, $10)`,
      [
        `play-${day.userId}-${day.fecha}`,
        day.userId,
        day.fecha,
        day.onDay === false ? 'pasada' : 'diaria',
        day.won ?? day.score > 0,
        day.score,
        day.attempts ?? 1,
        day.seconds ?? 30,
        day.onDay ?? true,
        day.finishedAt ?? `${day.fecha}T12:00:00+02:00`,
      ],
    );
  }
}

/** Accounts straight in the users table (seeded rankings need many). */
export async function seedUsers(t: TestApp, count: number): Promise<number[]> {
  const { rows } = await t.db.pool.query<{ id: number }>(
    `insert into users (username, username_key, email, password_hash)
     select name, lower(name), name || '@example.com', 'x'
       from (select 'seeded' || g || '_' || floor(random() * 1e9)::int as name from generate_series(1, $1) g) named returning id`,
    [count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
