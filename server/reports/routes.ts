// Players' reports (POST /api/preguntas/reportar) and the admins' queue (/api/admin/reportes…).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCIONES_REPORTE, MOTIVOS, type ReportReply } from '../../contracts/api/reports.ts';
import { playableDay } from '../days/index.ts';
import { requireAdmin, tooManyRequests, body, params, replyOf } from '../http/index.ts';
import { fechaField, idParams, playerOf } from '../plays/index.ts';
import type { Services } from '../services.ts';
import { reportQueue, resolveReports, submitReport } from './reports.ts';
import { reportQueueReply, reportReply, resolvedReply } from './replies.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reports a player may send an hour (one a play in any case: today's and past days' plays). */
export const REPORTS_PER_PLAYER = 5;
/** Reports an address may send an hour: a family or an office behind one address. */
export const REPORTS_PER_ADDRESS = 20;

/** A short text a person wrote (the text guard already refused control and bidi characters), trimmed. */
const shortText = (max: number) =>
  z
    .string()
    .transform((text) => text.normalize('NFC').trim())
    .pipe(z.string().min(3).max(max));

const reportBody = z.object({ fecha: fechaField, motivo: z.enum(MOTIVOS), texto: shortText(500) });
const resolveBody = z.object({ accion: z.enum(ACCIONES_REPORTE), nota: shortText(500) });

function spend(services: Services, reply: FastifyReply, key: string, max: number) {
  const { current, ttl } = services.counters.hit(key, HOUR_MS, max);
  if (current <= max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply.header('retry-after', String(seconds));
  throw tooManyRequests('TOO_MANY_REPORTS', (t) => t('reports:TOO_MANY_REPORTS', { count: Math.ceil(seconds / 60) }));
}

export async function reportRoutes(app: FastifyInstance) {
  const { services } = app;

  // Anyone whose play of the day has ended (an account or a browser's X-Anon-Id); refused before.
  app.post(
    '/preguntas/reportar',
    { bodyLimit: 2048, config: { multiline: ['texto'] }, schema: replyOf(reportReply, 201) },
    async (request: FastifyRequest, reply): Promise<ReportReply> => {
      const player = playerOf(request.caller);
      const { fecha, motivo, texto } = body(request, reportBody);
      const day = playableDay(services, fecha ?? undefined);
      spend(services, reply, `reportes|${player.userId ?? player.anonId}`, REPORTS_PER_PLAYER);
      spend(services, reply, `reportes-ip|${request.caller.address}`, REPORTS_PER_ADDRESS);
      await submitReport(services, request.caller, { fecha: day, motivo, texto, idioma: request.lang });
      reply.code(201);
      return { mensaje: request.t('reports:thanks') };
    },
  );

  app.get('/admin/reportes', { schema: replyOf(reportQueueReply) }, async (request) => {
    requireAdmin(request);
    return reportQueue(services);
  });

  app.post(
    '/admin/reportes/:id',
    { bodyLimit: 2048, config: { multiline: ['nota'] }, schema: replyOf(resolvedReply) },
    async (request) => {
      const adminId = requireAdmin(request);
      const { id } = params(request, idParams);
      const { accion, nota } = body(request, resolveBody);
      return { pregunta: await resolveReports(services, adminId, id, accion, nota) };
    },
  );
}
