import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { forbidden, unauthorized } from './errors.ts';
import { securityEvent } from './security-log.ts';

/** Who is asking: a signed-in user (bearer token) or an anonymous player (X-Anon-Id). */
export interface Caller {
  userId: number | null;
  isAdmin: boolean;
  anonId: string | null;
  /**
   * The client's address as every per-address budget counts it (X-Forwarded-For only from the proxies
   * TRUST_PROXY names): an IPv4 address as it is, an IPv6 one by its /64, the block one subscriber gets.
   */
  address: string;
}

/** A session token the server vouches for. */
export type VerifiedToken = { userId: number; isAdmin: boolean; jti: string | null; expiresAt: Date };

/**
 * Turns a bearer token into a user, or throws (or rejects with) a 401 HttpError (provided by the
 * accounts module); a session it already vouches for is answered at once, without a promise.
 */
export type TokenVerifier = (token: string) => VerifiedToken | Promise<VerifiedToken>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** The session token of a signed-in request (a logout revokes it). */
    token: VerifiedToken | null;
  }
}

/** An anonymous id as z.uuid() takes it. */
const ANON_ID = z.regexes.uuid();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Sets request.caller on every /api request; a bad token is a 401, a missing one makes a guest. The
 * browser's anonymous id comes along signed in too (the server's anti-exploit check reads it).
 */
export function registerCaller(app: FastifyInstance, verify: TokenVerifier | null) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('token', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const anon = request.headers['x-anon-id'];
    const anonId = typeof anon === 'string' && ANON_ID.test(anon) ? anon.toLowerCase() : null;
    request.caller = callerOf(request, null, anonId);
    const bearer = bearerToken(request);
    if (!bearer || !verify || !request.url.startsWith('/api')) return done();
    const signedIn = (token: VerifiedToken) => {
      request.token = token;
      request.caller = callerOf(request, token, anonId);
      done();
    };
    let verified: VerifiedToken | Promise<VerifiedToken>;
    try {
      verified = verify(bearer);
    } catch (error) {
      return done(error as Error);
    }
    if (verified instanceof Promise) verified.then(signedIn, done);
    else signedIn(verified);
  });
}

/**
 * An address as budgets count it: IPv4 (an IPv4-mapped IPv6 address too) as it is; IPv6 by its first
 * 64 bits (`2001:db8:1:2::/64`), since one home or phone is given a whole /64 and picks addresses in it
 * at will (ipaddr.js, the parser Fastify's proxy-addr uses). Anything else (a Unix socket) as it is.
 */
/** An IPv4 address as Node writes a peer's: already what a budget counts (no parse on the hot path). */
const PLAIN_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function budgetAddress(ip: string): string {
  if (PLAIN_IPV4.test(ip)) return ip;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The address is worked out (through the proxies) only when a limit asks for it. */
function callerOf(request: FastifyRequest, token: VerifiedToken | null, anonId: string | null): Caller {
  return {
    userId: token?.userId ?? null,
    isAdmin: token?.isAdmin ?? false,
    anonId,
    get address() {
      return budgetAddress(request.ip);
    },
  };
}

export function requireUser(request: FastifyRequest): number {
  if (request.caller.userId === null) throw unauthorized('AUTH_REQUIRED');
  return request.caller.userId;
}

export function requireAdmin(request: FastifyRequest): number {
  const userId = requireUser(request);
  if (!request.caller.isAdmin) {
    securityEvent(request.log, 'admin-refused', {
      userId,
      outcome: `refused ${request.method} ${request.routeOptions.url ?? request.url}`,
    });
    throw forbidden('ADMIN_REQUIRED');
  }
  return userId;
}
