// Every command (POST, PUT, PATCH, DELETE under /api) takes an Idempotency-Key: a resend with the
// same key gets the first answer, status and body, marked `Idempotent-Replayed: true`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Answers, type CommandKey, commandKeyOf, keyInUse, MAX_KEPT_BYTES } from './answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `inline`: the route keeps its answer with its effect itself (a play's command), given `request.commandKey`. */
    idempotency?: 'inline';
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key, when it sent one. */
    commandKey: CommandKey | null;
  }
}

const COMMANDS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Only a command that went through keeps its answer. A refusal changed nothing, so its resend is
 * decided again (the same refusal, or what the state says by then); a failure of ours or a limit
 * should run again. So a stranger's refused commands leave no rows behind (an anonymous flood of
 * refused reports with keys kept 7,500 rows in 18 s).
 */
const keeps = (status: number) => status >= 200 && status < 300;

/** A kept answer sent again as it was. */
function replay(reply: FastifyReply, earlier: { status: number; body: string }) {
  return reply
    .status(earlier.status)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(earlier.body);
}

export function registerIdempotency(app: FastifyInstance, answers: Answers) {
  app.decorateRequest('commandKey', null);
  const reserved = new WeakSet<FastifyRequest>();

  /** A command outside the plays: its key reserved, or the earlier answer sent again (or 409 while it runs). */
  async function reserveOrReplay(request: FastifyRequest, reply: FastifyReply, commandKey: CommandKey) {
    if (await answers.reserve(commandKey)) {
      reserved.add(request);
      return;
    }
    const earlier = await answers.earlier(commandKey);
    if (earlier === 'under way') throw keyInUse();
    // Purged between the two statements: run it without keeping its answer.
    if (earlier === null || !('body' in earlier)) return;
    replay(reply, earlier);
  }

  // Callback hooks, not async ones: every request passes here, and most leave at once.
  app.addHook('preHandler', (request, reply, done) => {
    if (!COMMANDS.has(request.method)) return done();
    let commandKey: CommandKey | null;
    try {
      commandKey = commandKeyOf(request);
    } catch (error) {
      return done(error as Error);
    }
    if (!commandKey) return done();
    request.commandKey = commandKey;
    if (request.routeOptions.config.idempotency === 'inline') return done();
    reserveOrReplay(request, reply, commandKey).then(() => {
      if (!reply.sent) done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reserved.has(request)) return done(null, payload);
    reserved.delete(request);
    const commandKey = request.commandKey!;
    // An answer without a body (a 204) is kept as an empty one.
    const body = payload ?? '';
    const kept =
      keeps(reply.statusCode) && typeof body === 'string' && Buffer.byteLength(body) <= MAX_KEPT_BYTES
        ? answers.complete(commandKey, reply.statusCode, body)
        : answers.release(commandKey);
    kept
      .catch((error: Error) =>
        // The answer still goes; the key stays under way until its lease ends, then a resend runs again.
        request.log.warn({ err: error }, 'idempotency: the answer could not be kept'),
      )
      .then(() => done(null, payload));
  });
}
