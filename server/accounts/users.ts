import type pg from 'pg';
import type { Usuario } from '../../contracts/api/accounts.ts';
import { nameSkeleton } from '../../machines/accounts/names.ts';
import { canonicalUsername, usernameKey } from '../../machines/accounts/username.ts';
import type { Language } from '../../contracts/language.ts';
import type { Config } from '../config.ts';
import { conflict } from '../http/index.ts';

export type Db = pg.Pool | pg.PoolClient;

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  admin: boolean;
  token_version: number;
  fecha_registro: Date;
  email_verified_at: Date | null;
  /** A new address waiting for its link to be opened (the account's is still `email`). */
  pending_email: string | null;
  /** The language the player last used: their mails go out in it. */
  language: Language;
}

/** Whether an account is an admin: granted (`npm run admin`), or its confirmed address is in ADMIN_EMAILS. */
export const isAdminAccount = (
  config: Pick<Config, 'adminEmails'>,
  user: Pick<UserRow, 'admin' | 'email'> & { email_verified: boolean },
) => user.admin || (user.email_verified && config.adminEmails.includes(user.email.toLowerCase()));

export const toUsuario = (config: Pick<Config, 'adminEmails'>, row: UserRow): Usuario => ({
  id: row.id,
  username: row.username,
  email: row.email,
  email_confirmado: row.email_verified_at !== null,
  email_pendiente: row.pending_email,
  admin: isAdminAccount(config, { ...row, email_verified: row.email_verified_at !== null }),
  fecha_registro: row.fecha_registro.toISOString(),
});

export const USER_COLUMNS =
  'id, username, email, password_hash, admin, token_version, fecha_registro, email_verified_at, pending_email, language';

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email]);
  return rows[0] ?? null;
}

/** The account whose name is this one, whatever its case and accents (usernameKey). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where username_key = $1`, [
    usernameKey(username),
  ]);
  return rows[0] ?? null;
}

/** Sign-in accepts the e-mail or the username (an e-mail always has '@', a username never). */
export const findUserByLogin = (db: Db, identifier: string) =>
  identifier.includes('@') ? findUserByEmail(db, identifier) : findUserByUsername(db, identifier);

export const emailTaken = () => conflict('EMAIL_IN_USE', 'accounts:emailTaken');
export const usernameTaken = () => conflict('USERNAME_IN_USE', 'accounts:usernameTaken');

/** A unique index refused the row: which one tells the player what to change. */
export function uniqueViolation(error: unknown) {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_email_lower') return emailTaken();
  if (constraint === 'users_username_key') return usernameTaken();
  return null;
}

/** Advisory locks of registrations, one per skeleton (two-key form, apart from the one-key locks). */
const SKELETON_LOCKS = 7_325_002;

/**
 * A new account, unless its name is taken: by its folded key (a unique index) or by its confusables
 * skeleton (names.ts), checked under a lock of the skeleton so two look-alikes cannot both pass.
 * In the caller's transaction, so what goes with the account (its confirmation link) commits with it.
 */
export async function createUser(
  tx: pg.PoolClient,
  user: { username: string; email: string; passwordHash: string; language: Language; now: Date },
): Promise<UserRow> {
  const skeleton = nameSkeleton(user.username);
  try {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [SKELETON_LOCKS, skeleton]);
    const taken = await tx.query('select 1 from users where username_skeleton = $1 limit 1', [skeleton]);
    if (taken.rowCount) throw usernameTaken();
    const { rows } = await tx.query<UserRow>(
      `insert into users (username, username_key, username_skeleton, email, password_hash, language, fecha_registro)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${USER_COLUMNS}`,
      [
        canonicalUsername(user.username),
        usernameKey(user.username),
        skeleton,
        user.email,
        user.passwordHash,
        user.language,
        user.now,
      ],
    );
    return rows[0];
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** Whether a name's folded key or its skeleton is some account's already. */
export async function nameTaken(db: Db, username: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from users where username_key = $1 or username_skeleton = $2 limit 1', [
    usernameKey(username),
    nameSkeleton(username),
  ]);
  return Boolean(rowCount);
}

/**
 * The skeletons of accounts made before they existed (at start, after the migrations): computed
 * here, a batch at a time. Accounts that share one keep their names; the README says how to list them.
 */
export async function fillUsernameSkeletons(pool: pg.Pool): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await pool.query<{ id: number; username: string }>(
      'select id, username from users where username_skeleton is null order by id limit 1000',
    );
    if (rows.length === 0) return filled;
    await pool.query(
      'update users set username_skeleton = s.skeleton from unnest($1::bigint[], $2::text[]) as s(id, skeleton) where users.id = s.id',
      [rows.map(({ id }) => id), rows.map(({ username }) => nameSkeleton(username))],
    );
    filled += rows.length;
  }
}

/** A new password ends every session (token version) and every pending recovery link. */
export async function setPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update users set password_hash = $2, token_version = token_version + 1 where id = $1 returning ${USER_COLUMNS}`,
    [userId, passwordHash],
  );
  await db.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [userId, now]);
  return rows[0];
}

/**
 * A new e-mail, unconfirmed until its link is used, and the end of every other session (a new token
 * version); a unique-index refusal is the caller's to map (see uniqueViolation).
 */
/**
 * The address the account asked to change to (null: none); it becomes the account's only when its
 * link is opened (verification.ts). Links to an earlier pending address die with it.
 */
export async function setPendingEmail(db: Db, userId: number, email: string | null): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `with dead as (
       update email_verifications v set used_at = now()
         from users u where u.id = $1 and v.user_id = u.id and v.used_at is null and lower(v.email) <> lower(u.email)
     )
     update users set pending_email = $2 where id = $1 returning ${USER_COLUMNS}`,
    [userId, email],
  );
  return rows[0];
}

/** Grants or revokes admin by e-mail; false when no account has that e-mail. */
export async function setAdmin(db: Db, email: string, admin: boolean): Promise<boolean> {
  const result = await db.query('update users set admin = $2 where lower(email) = lower($1)', [email, admin]);
  return result.rowCount === 1;
}
