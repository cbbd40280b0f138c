// The bank as admins browse it (issue 29, item 3): every question, in play or retired, searched by its
// texts and filtered by club, era, difficulty, use and reports, with the day it was last given and its
// reports, and exported in the repository's format. Admins only (they see answers): /api/admin/preguntas….
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankFilter, BankPage, BankRow } from '../../contracts/api/questions.ts';
import { questionDaysSql } from '../../projections/daily-questions/queries.ts';
import { today } from '../days/index.ts';
import { requireAdmin, query, body, params, notFound, replyOf } from '../http/index.ts';
import type { Services } from '../services.ts';
import type { BankEntry } from './bank.ts';
import { toHistoryEvent } from '../admin/index.ts';
import { questionStreamId } from '../../contracts/streams.ts';
import { idParams } from '../plays/index.ts';
import { changeBody, loadQuestion, readEntries, reasonField, saveQuestion, setRetired } from './edit.ts';
import { importBank } from './import.ts';
import * as replies from './replies.ts';

/** An entry's body: its texts run to 2 KB; sixteen leave room for long sources, never for a flood. */
const EDIT_BODY_LIMIT = 16 * 1024;

/** An import's body: the repository's bank is under 1 MB; eight leave room for a private one several times its size. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** POST /api/admin/preguntas/{id}/estado: retired or back in play, and why. */
const stateBody = z.object({ retirada: z.boolean(), motivo: reasonField });

/** Questions in one page of the list. */
export const BANK_PAGE = 50;

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER: Record<BankFilter['orden'], string> = {
  id: 'q.id desc',
  uso: 'u.ultimo_uso desc nulls last, q.id desc',
  reportes: 'coalesce(r.abiertos, 0) desc, coalesce(r.todos, 0) desc, q.id desc',
};

export async function listBank(services: Services, filter: BankFilter): Promise<BankPage> {
  const values: unknown[] = [today(services)];
  const where: string[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filter.texto) {
    const pattern = add(`%${literal(filter.texto)}%`);
    where.push(`(q.respuesta ilike ${pattern} or q.pregunta_es ilike ${pattern} or q.pregunta_en ilike ${pattern})`);
  }
  if (filter.club) where.push(`q.club = ${add(filter.club)}`);
  if (filter.dificultad) where.push(`q.dificultad = ${add(filter.dificultad)}`);
  if (filter.era) {
    const year = add(filter.era);
    where.push(`q.era_desde <= ${year} and q.era_hasta >= ${year}`);
  }
  if (filter.uso === 'nunca') where.push('u.ultimo_uso is null');
  if (filter.uso === 'usada') where.push('u.ultimo_uso is not null');
  if (filter.reportes === 'abiertos') where.push('r.abiertos > 0');
  if (filter.reportes === 'alguno') where.push('r.todos > 0');
  if (filter.estado === 'en-juego') where.push('not q.retirada');
  if (filter.estado === 'retiradas') where.push('q.retirada');
  const sql = `
    select q.id, q.respuesta, q.pregunta_es, q.pregunta_en, q.club, q.dificultad, q.era_desde, q.era_hasta, q.retirada,
           u.ultimo_uso, coalesce(u.dias, 0)::int as dias_usada,
           coalesce(r.abiertos, 0)::int as reportes_abiertos, coalesce(r.todos, 0)::int as reportes,
           count(*) over ()::int as total
      from questions q
      left join lateral (
        select to_char(max(d.fecha), 'YYYY-MM-DD') as ultimo_uso, count(*) as dias
          from (${questionDaysSql('q.id')}) d where d.fecha <= $1
      ) u on true
      left join lateral (
        select count(*) filter (where r.estado = 'abierto') as abiertos, count(*) as todos
          from question_reports r where r.pregunta_id = q.id
      ) r on true
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     order by ${ORDER[filter.orden]}
     limit ${BANK_PAGE} offset ${add((filter.pagina - 1) * BANK_PAGE)}`;
  const [{ rows }, clubs] = await Promise.all([
    services.pool.query<BankRow & { total: number }>(sql, values),
    services.pool.query<{ club: string }>('select distinct club from questions where club is not null order by club'),
  ]);
  return {
    total: rows[0]?.total ?? 0,
    pagina: filter.pagina,
    por_pagina: BANK_PAGE,
    preguntas: rows.map(({ total: _total, ...row }) => row),
    clubes: clubs.rows.map((r) => r.club),
  };
}

const bankQuery = z.object({
  texto: z.string().trim().max(100).optional(),
  club: z.string().trim().max(60).optional(),
  dificultad: z.enum(['1', '2', '3']).transform(Number).optional(),
  era: z.coerce.number().int().min(1900).max(2100).optional(),
  uso: z.enum(['nunca', 'usada']).optional(),
  reportes: z.enum(['abiertos', 'alguno']).optional(),
  estado: z.enum(['en-juego', 'retiradas']).optional(),
  orden: z.enum(['id', 'uso', 'reportes']).default('id'),
  pagina: z.coerce.number().int().min(1).max(1000).default(1),
});

/**
 * The database's bank in the repository's format (data/questions/README.md: one array of entries,
 * by id), admins' changes included: what a deployment's bank is, ready to go back to the files.
 */
export const exportBank = (services: Services): Promise<BankEntry[]> => readEntries(services.pool);

export async function questionEditorRoutes(app: FastifyInstance) {
  const { services } = app;
  app.get('/admin/preguntas', { schema: replyOf(replies.bankPage) }, async (request) => {
    requireAdmin(request);
    const filter = query(request, bankQuery);
    return listBank(services, { ...filter, dificultad: filter.dificultad as BankFilter['dificultad'] });
  });

  // The question's history: every admin decision on it, as events (the latest-events page lists them too).
  app.get('/admin/preguntas/:id/historial', { schema: replyOf(replies.questionHistory) }, async (request) => {
    requireAdmin(request);
    const { id } = params(request, idParams);
    const { rowCount } = await services.pool.query('select 1 from questions where id = $1', [id]);
    if (rowCount === 0)
      throw notFound('QUESTION_NOT_FOUND', (t) => t('reports:QUESTION_NOT_FOUND', { id: String(id) }));
    const events = await services.store.readStream(questionStreamId(id));
    return { eventos: events.map(toHistoryEvent) };
  });

  // The editor (edit.ts): an entry to edit, a new one, a change; admins only, with a reason each.
  app.get('/admin/preguntas/:id', { schema: replyOf(replies.preguntaEditable) }, async (request) => {
    requireAdmin(request);
    return loadQuestion(services, params(request, idParams).id);
  });

  app.post(
    '/admin/preguntas',
    { bodyLimit: EDIT_BODY_LIMIT, schema: replyOf(replies.preguntaEditable, 201) },
    async (request, reply) => {
      const adminId = requireAdmin(request);
      const cambio = body(request, changeBody);
      const saved = await saveQuestion(services, adminId, null, cambio);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/admin/preguntas/:id',
    { bodyLimit: EDIT_BODY_LIMIT, schema: replyOf(replies.preguntaEditable) },
    async (request) => {
      const adminId = requireAdmin(request);
      const { id } = params(request, idParams);
      return saveQuestion(services, adminId, id, body(request, changeBody));
    },
  );

  // Retire a question or bring it back, with a reason (from the list).
  app.post(
    '/admin/preguntas/:id/estado',
    { bodyLimit: 2048, schema: replyOf(replies.preguntaEditable) },
    async (request) => {
      const adminId = requireAdmin(request);
      const { id } = params(request, idParams);
      const { retirada, motivo } = body(request, stateBody);
      return setRetired(services, adminId, id, retirada, motivo);
    },
  );

  // An import of entries in the repository's format: a dry run, then applied (import.ts). Its body
  // reaches the handler as bytes (only an admin's: the request gate refused others before reading it),
  // parsed and checked on the import's own thread, never on this one.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));
    raw.post(
      '/admin/preguntas/importar',
      { bodyLimit: IMPORT_BODY_LIMIT, schema: replyOf(replies.importSummary) },
      async (request) => importBank(services, requireAdmin(request), request.body as Buffer, request.lang),
    );
  });

  app.get('/admin/preguntas/exportar', { schema: replyOf(replies.bankExport) }, async (request, reply) => {
    requireAdmin(request);
    const bank = await exportBank(services);
    return reply
      .header('Content-Disposition', `attachment; filename="preguntas-${today(services)}.json"`)
      .header('Cache-Control', 'no-store')
      .send(bank);
  });
}
