// Everything stored about a player, to hand over (GDPR art. 20) or to erase (art. 17). Plays are
// found by stream: play-<userId>-<fecha>, and the admin's debug plays whose PlayStarted names them.
import { withTransaction } from '../db/pool.ts';
import type pg from 'pg';
import { accountFailureKey } from '../accounts/login-failures.ts';
import { toUsuario, type Db, type UserRow } from '../accounts/users.ts';

const PLAY_STREAMS = `(stream_id like $1 or stream_id in (
  select stream_id from events where stream_id like 'play-debug-%' and type = 'PlayStarted' and data->>'userId' = $2))`;

const playStreamParams = (userId: number) => [`play-${userId}-%`, String(userId)];

export async function exportPersonalData(db: Db, user: UserRow, now: Date) {
  const [playerDays, events, resetRequests] = await Promise.all([
    db.query('select * from player_days where user_id = $1 order by fecha', [user.id]),
    db.query(
      `select stream_id, stream_version, type, data, created_at from events where ${PLAY_STREAMS}
        order by global_position`,
      playStreamParams(user.id),
    ),
    db.query(
      'select created_at, expires_at, used_at from password_reset_tokens where user_id = $1 order by created_at',
      [user.id],
    ),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: toUsuario(user),
    playerDays: playerDays.rows,
    events: events.rows,
    passwordResetRequests: resetRequests.rows,
  };
}

/** Erases the account, its plays and their projection rows in one transaction. */
export async function erasePersonalData(pool: pg.Pool, userId: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await tx.query(`delete from events where ${PLAY_STREAMS}`, playStreamParams(userId));
    await tx.query('delete from player_days where user_id = $1', [userId]);
    await tx.query('delete from login_failures where key = $1', [accountFailureKey(userId)]);
    // Recovery links go with the row (on delete cascade).
    await tx.query('delete from users where id = $1', [userId]);
  });
}
