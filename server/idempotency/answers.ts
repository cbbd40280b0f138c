// Commands that answer a resend with their first answer (issue 40): the `Idempotency-Key` header,
// who it belongs to, the answers kept in PostgreSQL (migration 331) and their purge.
//
// A play's command (`config: { idempotency: 'inline' }`) keeps its key in the statement that
// appends its events (server/events/batch.ts): the key exists exactly when the effect does, and its
// answer is made again from those events (nothing more goes into the midnight herd's statements).
// Any other command reserves its key before it runs (status null: under way; a concurrent resend
// gets `409 IDEMPOTENCY_KEY_IN_USE`), and fills it in with the answer it sent; a reservation whose
// node died mid-command is taken over by a resend once IN_FLIGHT_LEASE_MS passed.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { HttpError, httpError } from '../http/index.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a key may be: a UUID (what the client sends) or any 16–64 letters, digits, `-` and `_`. */
const KEY = /^[A-Za-z0-9_-]{16,64}$/;
/** How long a reservation under way holds off a resend: longer than any request may take. */
export const IN_FLIGHT_LEASE_MS = 60_000;
/** Answers larger than this are not kept (a resend runs the command again). */
export const MAX_KEPT_BYTES = 64 * 1024;
/** Rows a purge deletes per statement. */
const PURGE_BATCH = 10_000;

/**
 * A command's key as stored: its id (the caller's scope and the key, hashed) and a hash of the
 * request it was first used for, each 128 bits written as a UUID.
 */
export type CommandKey = { id: string; request: string };

/** SHA-256's first 128 bits of `parts`, written as a UUID (16 bytes in PostgreSQL). */
function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  const hex = hash.digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A key's id: whose it is (the scope) and the key. */
export const keyId = (scope: string, key: string) => digest(scope, key);

/**
 * An earlier answer under a key: what was sent; or, for a play's command, the events it appended
 * (its stream, from `first` to `last`), to make the answer from again; or that it is still under way.
 */
export type Earlier =
  | { status: number; body: string }
  | { streamId: string; first: number; last: number }
  | 'under way';

/**
 * Whose a key is: the account's session (a command's effect may hang on the token it came with: a
 * sign-out revokes that one, so its answer must not stand for a later session's), else the
 * browser's anonymous id, else the address.
 */
const scopeOf = ({ caller, token }: Pick<FastifyRequest, 'caller' | 'token'>) =>
  caller.userId !== null
    ? `u:${caller.userId}:${token?.jti ?? ''}`
    : caller.anonId
      ? `a:${caller.anonId}`
      : `ip:${caller.address}`;

/**
 * The request's key, or null without the header; a malformed one (or two) is a 400 in the caller's
 * language. The request hash covers the method, the path with its query and the body as parsed.
 */
export function commandKeyOf(request: FastifyRequest): CommandKey | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw httpError(400, 'IDEMPOTENCY_KEY_INVALID');
  return {
    id: keyId(scopeOf(request), header),
    request: digest(request.method, request.url, JSON.stringify(request.body ?? null)),
  };
}

const keyReused = () => httpError(422, 'IDEMPOTENCY_KEY_REUSED');
export const keyInUse = () =>
  new HttpError(409, 'IDEMPOTENCY_KEY_IN_USE', 'http:IDEMPOTENCY_KEY_IN_USE', { retryAfter: 1 });

/** Answers kept in PostgreSQL, their bodies sealed with a key derived from the session secret. */
export class Answers {
  readonly #pool: pg.Pool;
  readonly #key: Buffer;

  constructor(pool: pg.Pool, secret: string) {
    this.#pool = pool;
    this.#key = createHash('sha256').update(`idempotency-answers\0${secret}`).digest();
  }

  /** A body as stored: AES-256-GCM, base64url of nonce, tag and ciphertext. */
  #seal(body: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, nonce);
    const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  #open(stored: string): string {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }

  /**
   * The earlier answer under this key, null if none; the key used for another request is a 422
   * (`IDEMPOTENCY_KEY_REUSED`).
   */
  async earlier(commandKey: CommandKey): Promise<Earlier | null> {
    const { rows } = await this.#pool.query<{
      request: string;
      status: number | null;
      body: string | null;
      stream_id: string | null;
      first_version: number | null;
      last_version: number | null;
    }>({
      name: 'idempotency-earlier',
      text: `select request, status, body, stream_id, first_version, last_version
               from idempotency_keys where id = $1`,
      values: [commandKey.id],
    });
    const row = rows[0];
    if (!row) return null;
    if (row.request !== commandKey.request) throw keyReused();
    if (row.stream_id !== null && row.first_version !== null && row.last_version !== null)
      return { streamId: row.stream_id, first: row.first_version, last: row.last_version };
    if (row.status === null || row.body === null) return 'under way';
    try {
      return { status: row.status, body: this.#open(row.body) };
    } catch {
      // Sealed under another JWT_SECRET (rotated since): as if purged, the command runs again.
      return null;
    }
  }

  /**
   * Takes the key for a command about to run: true if this request may run it (a new key, or a
   * reservation left under way past the lease by a node that died); false if another has it.
   */
  async reserve(commandKey: CommandKey): Promise<boolean> {
    const { rowCount } = await this.#pool.query({
      name: 'idempotency-reserve',
      text: `insert into idempotency_keys (id, request) values ($1, $2)
             on conflict (id) do update set created_at = now()
              where idempotency_keys.status is null and idempotency_keys.request = excluded.request
                and idempotency_keys.created_at < now() - make_interval(secs => $3)`,
      values: [commandKey.id, commandKey.request, IN_FLIGHT_LEASE_MS / 1000],
    });
    return rowCount === 1;
  }

  /** The reserved key's answer, once sent. */
  async complete(commandKey: CommandKey, status: number, body: string): Promise<void> {
    await this.#pool.query({
      name: 'idempotency-complete',
      text: 'update idempotency_keys set status = $2, body = $3 where id = $1',
      values: [commandKey.id, status, this.#seal(body)],
    });
  }

  /** Gives a reserved key back (an answer not worth keeping: a 5xx, a 429): a resend runs again. */
  async release(commandKey: CommandKey): Promise<void> {
    await this.#pool.query({
      name: 'idempotency-release',
      text: 'delete from idempotency_keys where id = $1 and status is null',
      values: [commandKey.id],
    });
  }

  /** Deletes the answers older than the window, a batch at a time; how many went. */
  async purge(windowMs: number): Promise<number> {
    let purged = 0;
    for (;;) {
      const { rowCount } = await this.#pool.query(
        `delete from idempotency_keys where ctid = any (array(
           select ctid from idempotency_keys where created_at < now() - make_interval(secs => $1) limit $2))`,
        [windowMs / 1000, PURGE_BATCH],
      );
      purged += rowCount ?? 0;
      if ((rowCount ?? 0) < PURGE_BATCH) return purged;
    }
  }
}
