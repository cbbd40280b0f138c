// Session tokens: HS256 only (pinned on both sides), valid 7 days (`exp` required), `sub` = the user
// id, `tv` = the account's token version, `jti` = the token's own id (a logout revokes it alone).
import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import { registerCaller, type TokenVerifier, type VerifiedToken, unauthorized } from '../http/index.ts';
import type { Services } from '../services.ts';
import { SESSIONS_CHANNEL } from './session-cache.ts';
import { isAdminAccount, type UserRow } from './users.ts';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_LIFETIME = '7d';

export const invalidToken = () => unauthorized('INVALID_TOKEN');

const JTI = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Registers the JWT signer and the hook that turns a bearer token into request.caller. */
export async function registerSessions(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.services.config.jwtSecret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: TOKEN_LIFETIME },
    // A token without an expiry is refused; verified tokens are remembered until they expire, so a
    // player's requests do not recompute the signature.
    verify: { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['exp'], cache: 10_000 },
  });
  registerCaller(app, tokenVerifier(app));
}

export const signSession = (app: FastifyInstance, user: Pick<UserRow, 'id' | 'token_version'>) =>
  app.jwt.sign({ sub: String(user.id), tv: user.token_version, jti: randomUUID() });

const SESSION_STATE = `
  select u.token_version, u.admin, u.email, u.email_verified_at is not null as email_verified,
         exists (select 1 from revoked_tokens r where r.jti = $2::uuid) as revoked
    from users u where u.id = $1`;

/**
 * A token is good while its signature and expiry are, it was not revoked, and its version is still
 * the account's: a password or e-mail change, a reset or the account's deletion ends it at once
 * (the instance's session cache hears of every change on commit; a miss is one indexed lookup).
 */
export function tokenVerifier(app: FastifyInstance): TokenVerifier {
  return (token) => {
    let claims: { sub?: unknown; tv?: unknown; jti?: unknown; exp?: unknown };
    try {
      claims = app.jwt.verify(token);
    } catch {
      throw invalidToken();
    }
    if (typeof claims.sub !== 'string' || !/^\d{1,9}$/.test(claims.sub) || !Number.isInteger(claims.tv))
      throw invalidToken();
    const jti = typeof claims.jti === 'string' && JTI.test(claims.jti) ? claims.jti : null;
    const userId = Number(claims.sub);
    const expiresAt = new Date(Number(claims.exp) * 1000);
    const {
      cache: { sessions },
      pool,
    } = app.services;
    // The cache only ever accepts: a token it does not vouch for is checked against the account itself.
    const cached = sessions.get(userId, jti);
    if (cached && cached.revoked === false && cached.state.tokenVersion === claims.tv)
      return { userId, isAdmin: cached.state.admin, jti, expiresAt };
    return pool
      .query<{ token_version: number; admin: boolean; email: string; email_verified: boolean; revoked: boolean }>({
        name: 'session-state',
        text: SESSION_STATE,
        values: [userId, jti],
      })
      .then(({ rows }) => {
        if (rows.length === 0) throw invalidToken();
        const [row] = rows;
        const admin = isAdminAccount(app.services.config, row);
        sessions.set(userId, { tokenVersion: row.token_version, admin }, jti, row.revoked);
        if (row.revoked || row.token_version !== claims.tv) throw invalidToken();
        return { userId, isAdmin: admin, jti, expiresAt };
      });
  };
}

/** Ends the presented token on the server, for every instance (its sockets close too). */
export async function revokeToken(services: Services, token: VerifiedToken): Promise<void> {
  if (token.jti === null) return;
  await services.pool.query(
    `with revoked as (insert into revoked_tokens (jti, user_id, expires_at) values ($1, $2, $3) on conflict do nothing)
     select pg_notify('${SESSIONS_CHANNEL}', $2::text || ':' || $1::text)`,
    [token.jti, token.userId, token.expiresAt],
  );
  services.cache.sessions.forget(token.userId);
}

/** Every session of the account ends now on this instance (the trigger tells the others): sockets close, no cached state vouches for a token. */
export function endSessions(services: Services, userId: number): void {
  services.cache.sessions.forget(userId);
  services.hub.disconnectUser(userId);
}

/** Revoked tokens that would have expired by now weigh nothing; the hourly job drops them. */
export async function purgeExpiredRevocations(services: Services): Promise<void> {
  await services.pool.query('delete from revoked_tokens where expires_at < $1', [services.now()]);
}

/** The websocket's user comes from the token of its first message (never its URL); a bad one makes a guest's socket. */
export function socketIdentity(app: FastifyInstance) {
  const verify = tokenVerifier(app);
  return async (token: string): Promise<VerifiedToken | null> => {
    try {
      return await verify(token);
    } catch {
      return null;
    }
  };
}

/** Request logs never show a session token, a recovery token or a confirmation token. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]').replace(/(\/verify-token\/)[^/?#]*/i, '$1[redacted]');
}
