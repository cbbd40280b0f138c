// Players' reports of an error in a question (issue 29, item 4): one a play, once the play has ended,
// keyed by the day (the player never names a bank id), and the admins' queue: every open report of a
// question beside its texts, answer and sources, dismissed, marked fixed or ended by retiring the
// question. A retirement marks the question as the deployment's own (editada_en): no sync undoes it.
import type {
  AccionReporte,
  ColaReportes,
  EstadoReporte,
  Motivo,
  PreguntaReportada,
  Reporte,
} from '../../contracts/api/reports.ts';
import type { Fuente } from '../../contracts/api/questions.ts';
import { Refused } from '../../contracts/refusals.ts';
import { at, type QuestionReportsResolved } from '../../contracts/events.ts';
import { playStreamId, questionStreamId } from '../../contracts/streams.ts';
import type { Db } from '../../projections/inline.ts';
import { findResult } from '../../projections/player-days/queries.ts';
import { withTransaction } from '../db/index.ts';
import { type Caller, conflict, notFound } from '../http/index.ts';
import { playerOf } from '../plays/index.ts';
import { fuenteOf } from '../questions/index.ts';
import type { Services } from '../services.ts';

/** Resolved questions shown below the open ones. */
const RESOLVED_SHOWN = 20;
/** Questions with open reports in one page of the queue. */
const OPEN_SHOWN = 50;

const ACTION_STATE: Record<AccionReporte, Exclude<EstadoReporte, 'abierto'>> = {
  descartar: 'descartado',
  corregido: 'corregido',
  retirar: 'retirado',
};

/** Records the caller's report of the question of their ended play of `fecha`; ALREADY_REPORTED for a second one. */
export async function submitReport(
  services: Services,
  caller: Caller,
  report: { fecha: string; motivo: Motivo; texto: string; idioma: string },
): Promise<void> {
  const player = playerOf(caller);
  const stream = playStreamId(player, report.fecha);
  const ended = await findResult(services.pool, stream);
  if (ended === null) throw new Refused('PLAY_NOT_FINISHED');
  // A guest's play an account kept (server/plays/claim.ts) is one play: the browser (PlayClaimed's
  // browser) and the account (PlayHandedOver's userId) report it once between them.
  const { rowCount } = await services.pool.query(
    `insert into question_reports (pregunta_id, fecha, user_id, anon_id, motivo, texto, idioma, created_at)
     select $1, $2, $3, $4, $5, $6, $7, $8
      where not exists (
        select 1 from events e join question_reports r
            on r.fecha = $2 and (r.anon_id = (e.data->>'browser')::uuid or r.user_id = (e.data->>'userId')::int)
         where e.stream_id = $9 and e.type in ('PlayClaimed', 'PlayHandedOver'))
     on conflict do nothing`,
    [
      ended.pregunta_id,
      report.fecha,
      player.userId,
      player.userId === null ? player.anonId : null,
      report.motivo,
      report.texto,
      report.idioma,
      services.now(),
      stream,
    ],
  );
  if (rowCount === 0) throw conflict('ALREADY_REPORTED', 'reports:ALREADY_REPORTED');
}

type QuestionRow = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  pistas: PreguntaReportada['pistas'];
  fuentes: string[];
  club: string | null;
  dificultad: number | null;
  retirada: boolean;
  abiertos: number;
};
type ReportRow = Omit<Reporte, 'creado_en' | 'resuelto_en'> & {
  pregunta_id: number;
  creado_en: Date;
  resuelto_en: Date | null;
};

async function questionsWithReports(services: Services, ids: number[]): Promise<PreguntaReportada[]> {
  if (ids.length === 0) return [];
  const { pool } = services;
  const [questions, reports] = await Promise.all([
    pool.query<QuestionRow>(
      `select q.id, q.respuesta, q.pregunta_es, q.pregunta_en, q.fuentes, q.club, q.dificultad, q.retirada,
              coalesce((select jsonb_agg(jsonb_build_object('orden', h.orden, 'texto_es', h.texto_es, 'texto_en', h.texto_en) order by h.orden)
                          from hints h where h.pregunta_id = q.id), '[]') as pistas,
              (select count(*)::int from question_reports r where r.pregunta_id = q.id and r.estado = 'abierto') as abiertos
         from questions q where q.id = any($1::int[])`,
      [ids],
    ),
    pool.query<ReportRow>(
      `select r.id, r.pregunta_id, to_char(r.fecha, 'YYYY-MM-DD') as fecha, r.motivo, r.texto, r.idioma, u.username as usuario,
              r.created_at as creado_en, r.estado, a.username as resuelto_por, r.resuelto_en, r.nota
         from question_reports r
         left join users u on u.id = r.user_id
         left join users a on a.id = r.resuelto_por
        where r.pregunta_id = any($1::int[])
        order by r.created_at desc, r.id desc`,
      [ids],
    ),
  ]);
  const byId = new Map(questions.rows.map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [
      {
        ...q,
        fuentes: q.fuentes.map(fuenteOf).filter((f): f is Fuente => f !== null),
        reportes: reports.rows
          .filter((r) => r.pregunta_id === id)
          .map(({ pregunta_id: _id, creado_en, resuelto_en, ...r }) => ({
            ...r,
            creado_en: creado_en.toISOString(),
            resuelto_en: resuelto_en?.toISOString() ?? null,
          })),
      },
    ];
  });
}

/** The queue: questions with open reports (most reports first, then the oldest), then the latest resolved. */
export async function reportQueue(services: Services): Promise<ColaReportes> {
  const { pool } = services;
  const [open, resolved] = await Promise.all([
    pool.query<{ pregunta_id: number }>(
      `select pregunta_id from question_reports where estado = 'abierto'
        group by pregunta_id order by count(*) desc, min(created_at), pregunta_id limit $1`,
      [OPEN_SHOWN],
    ),
    pool.query<{ pregunta_id: number }>(
      `select pregunta_id from question_reports r where estado <> 'abierto'
          and not exists (select 1 from question_reports o where o.pregunta_id = r.pregunta_id and o.estado = 'abierto')
        group by pregunta_id order by max(resuelto_en) desc, pregunta_id limit $1`,
      [RESOLVED_SHOWN],
    ),
  ]);
  return {
    pendientes: await questionsWithReports(
      services,
      open.rows.map((r) => r.pregunta_id),
    ),
    resueltas: await questionsWithReports(
      services,
      resolved.rows.map((r) => r.pregunta_id),
    ),
  };
}

/**
 * An admin's decision on every open report of a question, with their note: dismissed, fixed (the
 * admin corrected the question) or retired (the question leaves the schedule for good: the next
 * days never get it, and no sync of the files brings it back). NO_OPEN_REPORTS when none is open,
 * so two admins deciding at once cannot both act.
 */
export async function resolveReports(
  services: Services,
  adminId: number,
  preguntaId: number,
  accion: AccionReporte,
  nota: string,
): Promise<PreguntaReportada> {
  await withTransaction(services.pool, async (tx) => {
    const exists = await tx.query('select 1 from questions where id = $1 for update', [preguntaId]);
    if (exists.rowCount === 0)
      throw notFound('QUESTION_NOT_FOUND', (t) => t('reports:QUESTION_NOT_FOUND', { id: String(preguntaId) }));
    const { rowCount } = await tx.query(
      `update question_reports set estado = $2, resuelto_por = $3, resuelto_en = $4, nota = $5
        where pregunta_id = $1 and estado = 'abierto'`,
      [preguntaId, ACTION_STATE[accion], adminId, services.now(), nota],
    );
    if (rowCount === 0)
      throw conflict('NO_OPEN_REPORTS', (t) => t('reports:NO_OPEN_REPORTS', { id: String(preguntaId) }));
    if (accion === 'retirar')
      await tx.query('update questions set retirada = true, editada_en = $2 where id = $1', [
        preguntaId,
        services.now(),
      ]);
    // The decision goes into the question's history while its row is locked (so the version holds):
    // a failed append undoes the decision; only a crash between the append and the commit could
    // leave a history entry whose change did not land.
    const stream = questionStreamId(preguntaId);
    const decision: QuestionReportsResolved = {
      type: 'QuestionReportsResolved',
      data: { preguntaId, accion, nota, adminId, reportes: rowCount ?? 0 },
    };
    const version = (await services.store.readStream(stream)).length;
    await services.store.append(stream, version, [{ ...decision, metadata: at(services.now()) }]);
  });
  const [question] = await questionsWithReports(services, [preguntaId]);
  return question;
}

/** A player's reports as their personal-data export gives them (an erasure deletes them with the account). */
export async function exportReports(db: Db, userId: number) {
  const { rows } = await db.query(
    `select to_char(fecha, 'YYYY-MM-DD') as fecha, motivo, texto, idioma, created_at, estado
       from question_reports where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}
