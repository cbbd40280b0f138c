// The fair-play queue as the admins read it (the projection in projection.ts writes it).
import type { FairPlayFlag } from '../../contracts/events.ts';
import type { Db } from '../inline.ts';

export type FairPlayRow = {
  stream_id: string;
  user_id: number;
  username: string;
  fecha: string;
  pregunta_id: number;
  flags: FairPlayFlag[];
  won: boolean;
  score: number;
  attempts: number;
  hints: number;
  seconds: number;
  ranked: boolean;
  flagged_at: Date;
  verdict: 'confirmed' | 'cleared' | null;
  reviewed_at: Date | null;
  reviewer: string | null;
};

const SELECT = `select q.stream_id, q.user_id, u.username, q.fecha, q.pregunta_id, q.flags, q.won, q.score, q.attempts, q.hints,
                       q.seconds, q.ranked, q.flagged_at, q.verdict, q.reviewed_at, r.username as reviewer
                  from fair_play_queue q join users u on u.id = q.user_id left join users r on r.id = q.reviewer_id`;

/** The plays waiting for a verdict, newest first, and the latest `limit` verdicts. */
export async function readFairPlayQueue(
  db: Db,
  limit: number,
): Promise<{ pending: FairPlayRow[]; reviewed: FairPlayRow[] }> {
  const [pending, reviewed] = await Promise.all([
    db.query<FairPlayRow>(`${SELECT} where q.verdict is null order by q.flagged_at desc limit $1`, [limit]),
    db.query<FairPlayRow>(`${SELECT} where q.verdict is not null order by q.reviewed_at desc limit $1`, [limit]),
  ]);
  return { pending: pending.rows, reviewed: reviewed.rows };
}

/** One play of the queue, or null when it was never flagged. */
export async function findFairPlayItem(db: Db, streamId: string): Promise<FairPlayRow | null> {
  const { rows } = await db.query<FairPlayRow>(`${SELECT} where q.stream_id = $1`, [streamId]);
  return rows[0] ?? null;
}
