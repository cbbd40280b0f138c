// Shared steps of the admin API tests: an app whose ADMIN_EMAILS makes the admin, and its callers.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, confirmAddress, registerUser } from '../../helpers/users.ts';

const ADMIN_EMAIL = 'boss@admin.test';

export const adminApp = (now: Date) => buildTestApp({ now, config: { adminEmails: [ADMIN_EMAIL] } });

/** The app's admin: registered with the e-mail of ADMIN_EMAILS and confirmed (call once per app). */
export async function registerAdmin(t: TestApp) {
  const { token } = await registerUser(t.app, { username: 'boss', email: ADMIN_EMAIL });
  const registered = (await t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(token) })).json().usuario;
  // Confirming an admin address ends the account's sessions; the confirming browser gets a fresh token.
  const confirmed = await confirmAddress(t.app, t.db.pool, registered.id, token);
  const fresh = confirmed.token ?? token;
  const usuario = (await t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(fresh) })).json().usuario;
  expect(usuario.admin).toBe(true);
  return { headers: bearer(fresh), usuario };
}

export async function registerPlayer(t: TestApp) {
  const { token, usuario } = await registerUser(t.app);
  return { headers: bearer(token), usuario };
}

export function expectOk(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
