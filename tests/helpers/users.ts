import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Usuario } from '../../contracts/api/accounts.ts';

export interface RegisteredUser {
  token: string;
  usuario: Usuario;
  password: string;
}

export const DEFAULT_PASSWORD = 'Secreto123';

/** Registers a fresh account through the API (unique username and e-mail unless given). */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? `player${randomBytes(5).toString('hex')}`;
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const response = await app.inject({ method: 'POST', url: '/api/usuarios/registro', payload: { username, email, password } });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { token, usuario } = response.json() as { token: string; usuario: Usuario };
  return { token, usuario, password };
}

/** The header of a signed-in request. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
