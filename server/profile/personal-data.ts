// Everything stored about a player, to hand over (GDPR art. 20) or to erase (art. 17). Plays are
// found by stream (contracts/streams.ts), and the admin's debug plays by the PlayStarted that names them.
import type pg from 'pg';
import { DEBUG_STREAMS_PATTERN, userPlayStreamsPattern } from '../../contracts/streams.ts';
import { deletePlayerDays, exportPlayerDays } from '../../projections/player-days/queries.ts';
import { accountFailureKey } from '../accounts/login-failures.ts';
import { toUsuario, type Db, type UserRow } from '../accounts/users.ts';
import { withTransaction } from '../db/pool.ts';

const PLAY_STREAMS = `(stream_id like $1 or stream_id in (
  select stream_id from events where stream_id like $3 and type = 'PlayStarted' and data->>'userId' = $2))`;

const playStreamParams = (userId: number) => [userPlayStreamsPattern(userId), String(userId), DEBUG_STREAMS_PATTERN];

export async function exportPersonalData(db: Db, user: UserRow, now: Date) {
  const [playerDays, events, resetRequests] = await Promise.all([
    exportPlayerDays(db, user.id),
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
    playerDays,
    events: events.rows,
    passwordResetRequests: resetRequests.rows,
  };
}

/** Erases the account, its plays and their projection rows in one transaction. */
export async function erasePersonalData(pool: pg.Pool, userId: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await tx.query(`delete from events where ${PLAY_STREAMS}`, playStreamParams(userId));
    await deletePlayerDays(tx, userId);
    await tx.query('delete from login_failures where key = $1', [accountFailureKey(userId)]);
    // Recovery links go with the row (on delete cascade).
    await tx.query('delete from users where id = $1', [userId]);
  });
}
