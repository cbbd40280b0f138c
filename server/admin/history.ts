// The event history admins read: plays (streams that start with PlayStarted, or PlayClaimed) found by player and
// day, one play's events in order, and the latest events of every stream.
import { usernameKey } from '../../machines/accounts/username.ts';
import type { EventPage, HistoryEvent, PlayHistory, PlaySummary } from '../../contracts/api/admin.ts';
import { occurredAt, type PlayFinished, type PlayStarted, type StoredEvent } from '../../contracts/events.ts';
import { EVENT_COLUMNS, toEvent, type EventRow } from '../events/index.ts';
import { notFound } from '../http/index.ts';
import type { Services } from '../services.ts';

export type PlayFilter = { userIds?: number[]; anonId?: string; fecha?: string; limit: number };

type SummaryRow = {
  stream_id: string;
  started: PlayStarted['data'];
  started_meta: Record<string, unknown>;
  started_created: Date;
  username: string | null;
  eventos: number;
  intentos: number;
  pistas: number;
  finished: Pick<PlayFinished['data'], 'won' | 'result'> | null;
  last_meta: Record<string, unknown>;
  last_created: Date;
};

/**
 * The predicates use the expressions of the partial indexes of migration 050, which hold the streams
 * opened by PlayStarted: a search goes through them; one stream's history (by its id) also finds a
 * guest's play an account claimed (opened by PlayClaimed).
 */
const SUMMARY_SQL = (where: string, opening = "s.type = 'PlayStarted'") => `
  select s.stream_id, s.data as started, s.metadata as started_meta, s.created_at as started_created, u.username,
         agg.eventos, agg.intentos, agg.pistas, agg.finished, last.metadata as last_meta, last.created_at as last_created
    from events s
    left join users u on u.id = (s.data->>'userId')::int
    cross join lateral (
      select count(*)::int as eventos,
             count(*) filter (where e.type = 'GuessSubmitted')::int as intentos,
             count(*) filter (where e.type = 'HintRevealed')::int as pistas,
             (array_agg(e.data) filter (where e.type = 'PlayFinished'))[1] as finished
        from events e where e.stream_id = s.stream_id
    ) agg
    cross join lateral (
      select e.metadata, e.created_at from events e where e.stream_id = s.stream_id order by e.stream_version desc limit 1
    ) last
   where ${opening} and s.stream_version = 1 ${where}`;

const occurredIso = (metadata: Record<string, unknown>, createdAt: Date) =>
  occurredAt({ metadata, createdAt }).toISOString();

function toSummary(row: SummaryRow): PlaySummary {
  const { started, finished } = row;
  return {
    stream_id: row.stream_id,
    fecha: started.fecha,
    modo: started.modo,
    pregunta_id: started.preguntaId,
    user_id: started.userId,
    username: row.username,
    anon_id: started.anonId,
    estado: finished === null ? 'playing' : finished.won ? 'won' : 'lost',
    intentos_usados: row.intentos,
    pistas_usadas: row.pistas,
    puntuacion: finished === null ? null : finished.result.totalScore,
    eventos: row.eventos,
    started_at: occurredIso(row.started_meta, row.started_created),
    last_event_at: occurredIso(row.last_meta, row.last_created),
  };
}

/** Accounts an admin may mean by `usuario`: its id, its username or its e-mail (case-insensitive). */
export async function matchingUsers(services: Services, usuario: string): Promise<number[]> {
  const { rows } = await services.pool.query<{ id: number }>(
    'select id from users where id::text = $1 or username_key = $2 or lower(email) = lower($1) order by id',
    [usuario, usernameKey(usuario)],
  );
  return rows.map((row) => row.id);
}

/** Plays matching the filter, the most recently started first. */
export async function findPlays(services: Services, filter: PlayFilter): Promise<PlaySummary[]> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.userIds !== undefined)
    conditions.push(`and (s.data->>'userId')::int = any($${values.push(filter.userIds)})`);
  if (filter.anonId !== undefined) conditions.push(`and s.data->>'anonId' = $${values.push(filter.anonId)}`);
  if (filter.fecha !== undefined) conditions.push(`and s.data->>'fecha' = $${values.push(filter.fecha)}`);
  const { rows } = await services.pool.query<SummaryRow>(
    `${SUMMARY_SQL(conditions.join(' '))} order by s.global_position desc limit $${values.push(filter.limit)}`,
    values,
  );
  return rows.map(toSummary);
}

export function toHistoryEvent(event: StoredEvent): HistoryEvent {
  return {
    global_position: event.globalPosition,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    type: event.type,
    data: event.data,
    occurred_at: occurredAt(event).toISOString(),
    created_at: event.createdAt.toISOString(),
  };
}

/** One play's events in stream order with the time between them; 404 for anything but a play. */
export async function playHistory(services: Services, streamId: string): Promise<PlayHistory> {
  const { rows } = await services.pool.query<SummaryRow>(
    SUMMARY_SQL('and s.stream_id = $1', "s.type in ('PlayStarted', 'PlayClaimed')"),
    [streamId],
  );
  if (rows.length === 0)
    throw notFound('PLAY_NOT_FOUND', (t) => t('plays:PLAY_NOT_FOUND', { context: 'stream', streamId }));
  const partida = toSummary(rows[0]);
  const [stored, question] = await Promise.all([
    services.store.readStream(streamId),
    services.pool.query<PlayHistory['pregunta']>(
      'select id, pregunta_es, pregunta_en, respuesta from questions where id = $1',
      [partida.pregunta_id],
    ),
  ]);
  let previous: number | null = null;
  const eventos = stored.map((event) => {
    const time = occurredAt(event).getTime();
    const view = { ...toHistoryEvent(event), ms_since_previous: previous === null ? null : time - previous };
    previous = time;
    return view;
  });
  return { partida, pregunta: question.rows[0], eventos };
}

/** The latest events of all streams, newest first; `siguiente` is the `before` of the next page. */
export async function latestEvents(
  services: Services,
  options: { type?: string; before?: number; limit: number },
): Promise<EventPage> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (options.type !== undefined) conditions.push(`type = $${values.push(options.type)}`);
  if (options.before !== undefined) conditions.push(`global_position < $${values.push(options.before)}`);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const { rows } = await services.pool.query<EventRow>(
    `select ${EVENT_COLUMNS} from events ${where}
      order by global_position desc limit $${values.push(options.limit + 1)}`,
    values,
  );
  const page = rows.slice(0, options.limit).map((row) => toHistoryEvent(toEvent(row)));
  return { eventos: page, siguiente: rows.length > options.limit ? page[page.length - 1].global_position : null };
}
