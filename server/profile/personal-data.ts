// Everything stored about a player, to hand over (GDPR art. 20) or to erase (art. 17). Plays are
// found by stream (contracts/streams.ts), and the admin's debug plays by the PlayStarted that names them.
// Beside the account: the contact messages sent from its confirmed addresses, and mails to them or
// replying to them (outbox rows and queued mail jobs), each matched exactly.
import type pg from 'pg';
import { DEBUG_STREAMS_PATTERN, userPlayStreamsPattern } from '../../contracts/streams.ts';
import { deletePlayerDays, exportPlayerDays } from '../../projections/player-days/queries.ts';
import type { Config } from '../config.ts';
import { clearAccountFailures, toUsuario, type Db, type UserRow } from '../accounts/index.ts';
import { withTransaction } from '../db/index.ts';
import { SEND_EMAIL } from '../mail/index.ts';
import { exportLeagues, leaveEveryLeague } from '../leagues/index.ts';
import { exportReports } from '../reports/index.ts';
import { exportAchievements } from '../../projections/achievements/queries.ts';
import { reopenWeeksOf } from '../../projections/cup/queries.ts';

const PLAY_STREAMS = `(stream_id like $1 or stream_id in (
  select stream_id from events where stream_id like $3 and type = 'PlayStarted' and data->>'userId' = $2))`;

const playStreamParams = (userId: number) => [userPlayStreamsPattern(userId), String(userId), DEBUG_STREAMS_PATTERN];

/**
 * The addresses proven to be the account's: its own once confirmed, and those its used confirmation
 * links confirmed (kept a day after use). An address it merely typed proves nothing: another
 * person's messages and mails to it are never the account's to read or erase.
 */
async function addressesOf(db: Db, user: UserRow): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    'select distinct lower(email) as email from email_verifications where user_id = $1 and used_at is not null',
    [user.id],
  );
  const own = user.email_verified_at ? [user.email.toLowerCase()] : [];
  return [...new Set([...own, ...rows.map((row) => row.email)])];
}

type ExportedEvent = { stream_id: string; type: string; data: Record<string, unknown> };

/**
 * A play's events name the bank's question (`preguntaId`), a key to the answer in a public bank:
 * left out of the plays that have not ended (the bank id may be seen once a play is over).
 */
function withoutOpenQuestions(events: ExportedEvent[]): ExportedEvent[] {
  const ended = new Set(events.filter((event) => event.type === 'PlayFinished').map((event) => event.stream_id));
  return events.map((event) => {
    if (ended.has(event.stream_id) || !('preguntaId' in event.data)) return event;
    const { preguntaId: _bankId, ...data } = event.data;
    return { ...event, data };
  });
}

export async function exportPersonalData(db: Db, config: Pick<Config, 'adminEmails'>, user: UserRow, now: Date) {
  const addresses = await addressesOf(db, user);
  const [playerDays, events, resetRequests, confirmations, contactMessages, leagues, achievements, questionReports] =
    await Promise.all([
      exportPlayerDays(db, user.id),
      db.query<ExportedEvent>(
        `select stream_id, stream_version, type, data, created_at from events where ${PLAY_STREAMS}
        order by global_position`,
        playStreamParams(user.id),
      ),
      db.query(
        'select created_at, expires_at, used_at from password_reset_tokens where user_id = $1 order by created_at',
        [user.id],
      ),
      db.query(
        'select email, created_at, expires_at, used_at from email_verifications where user_id = $1 order by created_at',
        [user.id],
      ),
      db.query(
        `select message_type, name, email, subject, message, language, created_at from contact_messages
        where lower(email) = any($1) order by created_at`,
        [addresses],
      ),
      exportLeagues(db, user.id),
      exportAchievements(db, user.id),
      exportReports(db, user.id),
    ]);
  return {
    exportedAt: now.toISOString(),
    account: { ...toUsuario(config, user), idioma: user.language },
    playerDays,
    events: withoutOpenQuestions(events.rows),
    passwordResetRequests: resetRequests.rows,
    emailConfirmations: confirmations.rows,
    contactMessages: contactMessages.rows,
    leagues,
    achievements,
    questionReports,
  };
}

/** Erases the account, its plays, their projection rows and what was sent from or to its addresses, in one transaction. */
export async function erasePersonalData(pool: pg.Pool, user: UserRow): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const addresses = await addressesOf(tx, user);
    await tx.query(`delete from events where ${PLAY_STREAMS}`, playStreamParams(user.id));
    // The cup weeks it took part in close again without it (from player_days: before its rows go).
    await reopenWeeksOf(tx, user.id);
    await deletePlayerDays(tx, user.id);
    // Its leagues first: an owned league passes to its oldest member (or goes with its last one).
    await leaveEveryLeague(tx, user.id);
    await clearAccountFailures(tx, user.id);
    await tx.query('delete from contact_messages where lower(email) = any($1)', [addresses]);
    // Mails to the addresses, and the team's copies of their contact messages (their Reply-To), matched exactly.
    await tx.query('delete from outbox where lower(to_address) = any($1) or lower(reply_to) = any($1)', [addresses]);
    // Queued mails (pg-boss's table, there once any instance started the jobs).
    const { rows } = await tx.query<{ queue: string | null }>("select to_regclass('pgboss.job')::text as queue");
    if (rows[0].queue) {
      await tx.query(
        `delete from pgboss.job where name = $2 and (lower(data->>'to') = any($1) or lower(data->>'replyTo') = any($1))`,
        [addresses, SEND_EMAIL],
      );
    }
    // Recovery and confirmation links, known addresses, revoked tokens, achievements and question reports go with the row (on delete cascade).
    await tx.query('delete from users where id = $1', [user.id]);
  });
}
