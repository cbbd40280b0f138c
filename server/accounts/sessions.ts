import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCaller, type TokenVerifier } from '../http/caller.ts';
import { unauthorized } from '../http/errors.ts';
import type { SocketIdentity } from '../realtime/routes.ts';
import type { UserRow } from './users.ts';

/** Session tokens: HS256 only (pinned on both sides), 7 days, `sub` = user id, `tv` = token version. */
export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_LIFETIME = '7d';

export const invalidToken = () => unauthorized('INVALID_TOKEN');

/** Registers the JWT signer and the hook that turns a bearer token into request.caller. */
export async function registerSessions(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.services.config.jwtSecret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: TOKEN_LIFETIME },
    // Verified tokens are remembered (until they expire), so a player's requests do not recompute the signature.
    verify: { algorithms: [TOKEN_ALGORITHM], cache: 10_000 },
  });
  registerCaller(app, tokenVerifier(app));
}

export const signSession = (app: FastifyInstance, user: Pick<UserRow, 'id' | 'token_version'>) =>
  app.jwt.sign({ sub: String(user.id), tv: user.token_version });

/**
 * A token is good while its signature and expiry are, and its version is still the account's: a
 * password change, a reset or the account's deletion ends it at once (the instance's session cache
 * hears of the change on commit; a miss is one indexed lookup).
 */
export function tokenVerifier(app: FastifyInstance): TokenVerifier {
  return async (token) => {
    let claims: { sub?: unknown; tv?: unknown };
    try {
      claims = app.jwt.verify<{ sub?: unknown; tv?: unknown }>(token);
    } catch {
      throw invalidToken();
    }
    if (typeof claims.sub !== 'string' || !/^\d{1,9}$/.test(claims.sub) || !Number.isInteger(claims.tv)) throw invalidToken();
    const userId = Number(claims.sub);
    const { cache: { sessions }, pool } = app.services;
    // The cache only ever accepts: a token it does not vouch for is checked against the account itself.
    const cached = sessions.get(userId);
    if (cached && cached.tokenVersion === claims.tv) return { userId, isAdmin: cached.admin };
    const { rows } = await pool.query<Pick<UserRow, 'admin' | 'token_version'>>({ name: 'session-state', text: 'select admin, token_version from users where id = $1', values: [userId] });
    if (rows.length === 0) throw invalidToken();
    sessions.set(userId, { tokenVersion: rows[0].token_version, admin: rows[0].admin });
    if (rows[0].token_version !== claims.tv) throw invalidToken();
    return { userId, isAdmin: rows[0].admin };
  };
}

/** The websocket's user comes from its `token` query parameter; a bad or missing one makes a guest socket. */
export function socketIdentity(app: FastifyInstance): SocketIdentity {
  const verify = tokenVerifier(app);
  return async (request: FastifyRequest) => {
    const { token } = request.query as { token?: unknown };
    if (typeof token !== 'string' || token === '') return null;
    const caller = await verify(token).catch(() => null);
    return caller?.userId ?? null;
  };
}

/** Request logs never show a session token or a recovery token. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]').replace(/(\/verify-token\/)[^/?#]*/i, '$1[redacted]');
}
