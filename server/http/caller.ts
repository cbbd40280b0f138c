import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, unauthorized } from './errors.ts';

/** Who is asking: a signed-in user (bearer token) or an anonymous player (X-Anon-Id). */
export interface Caller {
  userId: number | null;
  isAdmin: boolean;
  anonId: string | null;
}

/** Turns a bearer token into a user, or throws a 401 HttpError (provided by the accounts module). */
export type TokenVerifier = (token: string) => Promise<{ userId: number; isAdmin: boolean }>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const anonIdSchema = z.uuid();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Sets request.caller on every /api request; a bad token is a 401, a missing one makes a guest. */
export function registerCaller(app: FastifyInstance, verify: TokenVerifier | null) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    const anon = request.headers['x-anon-id'];
    const anonId = typeof anon === 'string' && anonIdSchema.safeParse(anon).success ? anon.toLowerCase() : null;
    request.caller = { userId: null, isAdmin: false, anonId };
    const token = bearerToken(request);
    if (!token || !verify || !request.url.startsWith('/api')) return;
    const user = await verify(token);
    request.caller = { userId: user.userId, isAdmin: user.isAdmin, anonId: null };
  });
}

export function requireUser(request: FastifyRequest): number {
  if (request.caller.userId === null) throw unauthorized('AUTH_REQUIRED');
  return request.caller.userId;
}

export function requireAdmin(request: FastifyRequest): number {
  const userId = requireUser(request);
  if (!request.caller.isAdmin) throw forbidden('ADMIN_REQUIRED');
  return userId;
}
