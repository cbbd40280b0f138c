// Private leagues' API (issue 30): every route for signed-in players only, and every league's data
// for its members only (a league one is not in answers 404, as if it did not exist).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PERIODOS } from '../../contracts/api/leaderboards.ts';
import type { Liga } from '../../contracts/api/leagues.ts';
import {
  isNameRule,
  LEAGUE_JOINS_PER_HOUR,
  LEAGUES_CREATED_PER_HOUR,
  leagueNameSchema,
  NAME_PARAMS,
  normalizeCode,
} from '../../machines/leagues/rules.ts';
import { nameRefusal } from '../../machines/accounts/names.ts';
import { requireUser, params, parse, noContent, replyOf } from '../http/index.ts';
import type { Services } from '../services.ts';
import {
  createLeague,
  deleteLeague,
  handOver,
  invitation,
  inviteAgain,
  joinLeague,
  leagueOf,
  leaguesOf,
  refusal,
  removeMember,
  renameLeague,
  renewCode,
} from './leagues.ts';
import { startLeaguePush } from './push.ts';
import { leagueTable } from './table.ts';
import { invitacionReply, leagueTable as leagueTableReply, ligaReply, ligasReply } from './replies.ts';

const HOUR_MS = 60 * 60 * 1000;
/** An address may try three players' worth of joins an hour (a family or an office behind one address). */
const JOINS_PER_ADDRESS = 3 * LEAGUE_JOINS_PER_HOUR;

const id = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const leagueParams = z.object({ id });
const memberParams = z.object({ id, usuarioId: id });
const tableParams = z.object({ id, periodo: z.enum(PERIODOS) });
const nameBody = z.object({ nombre: leagueNameSchema });
const codeBody = z.object({ codigo: z.string().max(64) });
const ownerBody = z.object({ usuarioId: z.number().int().positive() });

/** A body checked by a league schema: a league rule's refusal has its own code and text. */
function leagueBody<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.output<Schema> {
  const result = schema.safeParse(request.body ?? {});
  if (result.success) return result.data;
  const { message } = result.error.issues[0];
  if (isNameRule(message)) throw refusal(message, NAME_PARAMS);
  return parse(schema, request.body);
}

/**
 * A league's name from the body: the shared rules, then the names' rule (look-alikes and profanity,
 * as for usernames; server only: its data and lists stay out of the pages).
 */
function leagueName(request: FastifyRequest): string {
  const { nombre } = leagueBody(nameBody, request);
  const refused = nameRefusal(nombre);
  if (refused) throw refusal(refused === 'profane' ? 'nameProfane' : 'nameLookalike');
  return nombre;
}

/**
 * Counts an attempt against a per-hour budget shared by every instance; past it, a 429 saying when
 * to come back (in minutes: these budgets are hourly).
 */
function spend(
  services: Services,
  reply: FastifyReply,
  key: string,
  max: number,
  which: 'tooManyJoins' | 'tooManyCreations',
) {
  const { current, ttl } = services.counters.hit(key, HOUR_MS, max);
  if (current <= max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply.header('retry-after', String(seconds));
  throw refusal(which, { minutos: String(Math.ceil(seconds / 60)) });
}

export async function leagueRoutes(app: FastifyInstance) {
  const { services } = app;
  const { pool, config } = services;
  const answer = async (userId: number, leagueId: number): Promise<{ liga: Liga }> => ({
    liga: await leagueOf(pool, config.appUrl, userId, leagueId),
  });

  app.get('/ligas', { schema: replyOf(ligasReply) }, async (request) => ({
    ligas: await leaguesOf(pool, config.appUrl, requireUser(request)),
  }));

  app.post('/ligas', { schema: replyOf(ligaReply, 201) }, async (request, reply) => {
    const userId = requireUser(request);
    const nombre = leagueName(request);
    spend(services, reply, `ligas-crear|${userId}`, LEAGUES_CREATED_PER_HOUR, 'tooManyCreations');
    const leagueId = await createLeague(pool, userId, nombre);
    return reply.code(201).send(await answer(userId, leagueId));
  });

  // Every attempt counts, right or wrong, per player and per address: codes cannot be tried one by one.
  app.post('/ligas/unirse', { schema: replyOf(ligaReply) }, async (request, reply) => {
    const userId = requireUser(request);
    spend(services, reply, `ligas-unirse|${userId}`, LEAGUE_JOINS_PER_HOUR, 'tooManyJoins');
    spend(services, reply, `ligas-unirse-ip|${request.caller.address}`, JOINS_PER_ADDRESS, 'tooManyJoins');
    const code = normalizeCode(parse(codeBody, request.body).codigo);
    if (code === null) throw refusal('codeInvalid', NAME_PARAMS);
    return answer(userId, await joinLeague(pool, userId, code));
  });

  // An invite link's page asks before joining: it reads the league of the code first. A read is a
  // code tried, so it has budgets of its own, as large as the joins'.
  app.post('/ligas/invitacion', { schema: replyOf(invitacionReply) }, async (request, reply) => {
    const userId = requireUser(request);
    spend(services, reply, `ligas-ver|${userId}`, LEAGUE_JOINS_PER_HOUR, 'tooManyJoins');
    spend(services, reply, `ligas-ver-ip|${request.caller.address}`, JOINS_PER_ADDRESS, 'tooManyJoins');
    const code = normalizeCode(parse(codeBody, request.body).codigo);
    if (code === null) throw refusal('codeInvalid', NAME_PARAMS);
    return { invitacion: await invitation(pool, userId, code) };
  });

  app.delete('/ligas/:id/expulsados/:usuarioId', { schema: replyOf(ligaReply) }, async (request) => {
    const userId = requireUser(request);
    const { id: leagueId, usuarioId } = params(request, memberParams);
    await inviteAgain(pool, userId, leagueId, usuarioId);
    return answer(userId, leagueId);
  });

  app.get('/ligas/:id', { schema: replyOf(ligaReply) }, async (request) => {
    const userId = requireUser(request);
    return answer(userId, params(request, leagueParams).id);
  });

  app.patch('/ligas/:id', { schema: replyOf(ligaReply) }, async (request) => {
    const userId = requireUser(request);
    const { id: leagueId } = params(request, leagueParams);
    const nombre = leagueName(request);
    await renameLeague(pool, userId, leagueId, nombre);
    return answer(userId, leagueId);
  });

  app.post('/ligas/:id/codigo', { schema: replyOf(ligaReply) }, async (request) => {
    const userId = requireUser(request);
    const { id: leagueId } = params(request, leagueParams);
    await renewCode(pool, userId, leagueId);
    return answer(userId, leagueId);
  });

  app.post('/ligas/:id/propietario', { schema: replyOf(ligaReply) }, async (request) => {
    const userId = requireUser(request);
    const { id: leagueId } = params(request, leagueParams);
    const { usuarioId } = parse(ownerBody, request.body);
    await handOver(pool, userId, leagueId, usuarioId);
    return answer(userId, leagueId);
  });

  app.delete('/ligas/:id', { schema: noContent() }, async (request, reply) => {
    const userId = requireUser(request);
    await deleteLeague(pool, userId, params(request, leagueParams).id);
    return reply.code(204).send();
  });

  app.delete('/ligas/:id/miembros/:usuarioId', { schema: noContent() }, async (request, reply) => {
    const userId = requireUser(request);
    const { id: leagueId, usuarioId } = params(request, memberParams);
    await removeMember(pool, userId, leagueId, usuarioId);
    return reply.code(204).send();
  });

  app.get('/ligas/:id/clasificacion/:periodo', { schema: replyOf(leagueTableReply) }, async (request) => {
    const userId = requireUser(request);
    const { id: leagueId, periodo } = params(request, tableParams);
    return leagueTable(services, userId, leagueId, periodo);
  });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startLeaguePush(services, (error) => app.log.error({ err: error }, 'league push failed'));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
