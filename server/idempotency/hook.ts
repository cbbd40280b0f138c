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

/** Answers not kept: a failure of ours or a limit (a resend should run again), a key already in use. */
const keeps = (status: number) => status < 500 && status !== 429 && status !== 408;

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

  app.addHook('preHandler', async (request, reply) => {
    if (!COMMANDS.has(request.method)) return;
    const commandKey = commandKeyOf(request);
    if (!commandKey) return;
    request.commandKey = commandKey;
    if (request.routeOptions.config.idempotency === 'inline') return;
    if (await answers.reserve(commandKey)) {
      reserved.add(request);
      return;
    }
    const earlier = await answers.earlier(commandKey);
    if (earlier === 'under way') throw keyInUse();
    // Purged between the two statements: run it without keeping its answer.
    if (earlier === null || !('body' in earlier)) return;
    return replay(reply, earlier);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!reserved.has(request)) return payload;
    reserved.delete(request);
    const commandKey = request.commandKey!;
    try {
      if (keeps(reply.statusCode) && typeof payload === 'string' && Buffer.byteLength(payload) <= MAX_KEPT_BYTES)
        await answers.complete(commandKey, reply.statusCode, payload);
      else await answers.release(commandKey);
    } catch (error) {
      // The answer still goes; the key stays under way until its lease ends, then a resend runs again.
      request.log.warn({ err: error }, 'idempotency: the answer could not be kept');
    }
    return payload;
  });
}
