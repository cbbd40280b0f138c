import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { hashToken } from '../../server/accounts/links.ts';
import type { Usuario } from '../../contracts/api/accounts.ts';
import { nameRefusal } from '../../machines/accounts/names.ts';

export interface RegisteredUser {
  token: string;
  usuario: Usuario;
  password: string;
}

export const DEFAULT_PASSWORD = 'Secreto123';

/** A random name the product takes: hex can spell a word its profanity check refuses (a55 reads as ass). */
export function freshUsername(prefix = 'player', bytes = 5): string {
  for (;;) {
    const name = `${prefix}${randomBytes(bytes).toString('hex')}`;
    if (nameRefusal(name) === null) return name;
  }
}

/** Registers a fresh account through the API (unique username and e-mail unless given). */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? freshUsername();
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/usuarios/registro',
    payload: { username, email, password },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { token, usuario } = response.json() as { token: string; usuario: Usuario };
  return { token, usuario, password };
}

/** The header of a signed-in request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Confirms an account's pending new address, or else its address, through POST
 * /api/usuarios/verificar-email with a link made here (the mailed one is tested in
 * verification.test.ts): what an ADMIN_EMAILS admin must have done. `as` signs the request in.
 */
export async function confirmAddress(
  app: FastifyInstance,
  pool: pg.Pool,
  userId: number,
  as?: string,
): Promise<{ message: string; email: string; token?: string; usuario?: Usuario }> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `insert into email_verifications (user_id, email, token_hash, created_at, expires_at)
     select id, coalesce(pending_email, email), $2, now(), now() + interval '1 hour' from users where id = $1`,
    [userId, hashToken(token)],
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/usuarios/verificar-email',
    headers: as ? bearer(as) : {},
    payload: { token },
  });
  if (response.statusCode !== 200) throw new Error(`confirmation failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
