// Leaderboard reads (weekly / monthly need their windows prepared first). Ordering (see the README):
// - daily: score desc, then time asc, then who finished first, then the older account (lower id);
// - weekly / monthly: weighted score desc, then more games, then lower average time, then the older account.
// Every tie is broken, so positions are 1, 2, 3… with no shared places. The public ranking carries
// usernames and ids only; the e-mail appears only in the caller's own entry.
import type {
  GeneralEntry,
  LeaderboardEntry,
  OwnEntry,
  PeriodEntry,
  Periodo,
  Ranking,
} from '../../contracts/api/leaderboards.ts';
import type { Db } from '../inline.ts';
import {
  DAILY_COLUMNS,
  DAILY_ORDER,
  dailyEntry,
  readDailyPositions,
  readDailyTop,
  type DailyRow,
} from '../player-days/queries.ts';
import { twoDecimals } from '../../contracts/api/numbers.ts';
import { gamesMultiplier, TOP_SIZE } from './periods.ts';

interface WindowRow {
  usuario_id: number;
  username: string;
  partidas: number;
  puntuacion_total: number;
  score_ponderado: number;
  tiempo_promedio: number;
}

const periodEntry = (row: WindowRow, posicion: number): PeriodEntry => ({
  posicion,
  usuario_id: row.usuario_id,
  username: row.username,
  puntuacion_promedio: twoDecimals(row.puntuacion_total / row.partidas),
  score_ponderado: twoDecimals(row.score_ponderado),
  multiplicador: twoDecimals(gamesMultiplier(row.partidas)),
  partidas_jugadas: row.partidas,
  tiempo_promedio: Math.round(row.tiempo_promedio),
});

/** The weekly / monthly order of rows `w` (tramo is monotonic in score_ponderado: the index's order). */
const WINDOW_ORDER = 'w.tramo desc, w.score_ponderado desc, w.partidas desc, w.tiempo_promedio, w.user_id';

const WINDOW_TOP = `
  select w.user_id as usuario_id, u.username, w.partidas, w.puntuacion_total, w.score_ponderado, w.tiempo_promedio
    from leaderboard_windows w join users u on u.id = w.user_id
   where w.fecha_fin = $1 and w.periodo = $2
   order by ${WINDOW_ORDER}
   limit ${TOP_SIZE}`;

const PARTICIPANTS =
  'select coalesce(sum(jugadores), 0)::int as total from leaderboard_counts where fecha = $1 and periodo = $2';

/** The top 30 of a period on the Madrid day `fecha` and how many players take part. */
export async function readRanking(db: Db, periodo: Periodo, fecha: string): Promise<Ranking> {
  const [ranking, total] = await Promise.all([
    periodo === 'diario'
      ? readDailyTop(db, fecha, TOP_SIZE)
      : db
          .query<WindowRow>(WINDOW_TOP, [fecha, periodo])
          .then(({ rows }) => rows.map((row, index) => periodEntry(row, index + 1))),
    db.query<{ total: number }>(PARTICIPANTS, [fecha, periodo]),
  ]);
  return { ranking, totalParticipantes: total.rows[0].total };
}

/**
 * Players' own entries with their positions, in one query: 1 + the players in higher bands
 * (leaderboard_counts) + the players ahead in their own band (an index range bounded on both sides).
 */
export async function readPositions(
  db: Db,
  periodo: Periodo,
  fecha: string,
  userIds: readonly number[],
): Promise<Map<number, OwnEntry>> {
  if (userIds.length === 0) return new Map();
  if (periodo === 'diario') return readDailyPositions(db, fecha, userIds);
  const { rows } = await db.query<WindowRow & { email: string; posicion: number }>(
    `select 1 + coalesce((select sum(c.jugadores) from leaderboard_counts c
                           where c.fecha = me.fecha_fin and c.periodo = me.periodo and c.tramo > me.tramo), 0)
              + (select count(*) from leaderboard_windows o
                  where o.periodo = me.periodo and o.fecha_fin = me.fecha_fin and o.tramo = me.tramo
                    and o.score_ponderado >= me.score_ponderado
                    and (o.score_ponderado > me.score_ponderado or o.partidas > me.partidas
                         or (o.partidas = me.partidas and (o.tiempo_promedio < me.tiempo_promedio
                             or (o.tiempo_promedio = me.tiempo_promedio and o.user_id < me.user_id)))))::int as posicion,
            me.user_id as usuario_id, u.username, u.email, me.partidas, me.puntuacion_total, me.score_ponderado, me.tiempo_promedio
       from leaderboard_windows me join users u on u.id = me.user_id
      where me.periodo = $1 and me.fecha_fin = $2 and me.user_id = any($3::int[])`,
    [periodo, fecha, userIds],
  );
  return new Map(rows.map((row) => [row.usuario_id, { ...periodEntry(row, row.posicion), email: row.email }]));
}

/** One player's own entry with their position, or null when they have none in the period. */
export async function readPosition(db: Db, periodo: Periodo, fecha: string, userId: number): Promise<OwnEntry | null> {
  return (await readPositions(db, periodo, fecha, [userId])).get(userId) ?? null;
}

/** All-time ranking: total points of on-day plays desc, then fewer games, then the older account. */
export async function readGeneralRanking(db: Db, limite: number): Promise<GeneralEntry[]> {
  const { rows } = await db.query<{
    usuario_id: number;
    username: string;
    partidas: number;
    victorias: number;
    puntuacion_total: number;
    tiempo_total: number;
    mejor_puntuacion: number;
  }>(
    `select g.user_id as usuario_id, u.username, g.partidas, g.victorias, g.puntuacion_total, g.tiempo_total, g.mejor_puntuacion
       from ranking_general g join users u on u.id = g.user_id
      order by g.puntuacion_total desc, g.partidas, g.user_id
      limit $1`,
    [limite],
  );
  return rows.map((row, index) => ({
    posicion: index + 1,
    usuario_id: row.usuario_id,
    username: row.username,
    puntuacion_total: row.puntuacion_total,
    puntuacion_promedio: twoDecimals(row.puntuacion_total / row.partidas),
    partidas_jugadas: row.partidas,
    victorias: row.victorias,
    mejor_puntuacion: row.mejor_puntuacion,
    tiempo_promedio: Math.round(row.tiempo_total / row.partidas),
  }));
}

/** A group's ranking (a private league's): its top TOP_SIZE, how many of it take part, and its asked-for members' own rows. */
export interface GroupRanking extends Ranking {
  own: Map<number, OwnEntry>;
}

/**
 * The rankings of groups of players (private leagues), each group's players ranked among themselves
 * in the period's order, read from the global ranking's own rows by each player's key (one index
 * probe per player, whatever the number of players in all). `own`: the players whose own rows
 * (with their e-mail) are wanted. A group without a ranked player is absent from the answer.
 */
export async function readGroupRankings(
  db: Db,
  periodo: Periodo,
  fecha: string,
  members: { groupId: number; userId: number }[],
  own: readonly number[],
): Promise<Map<number, GroupRanking>> {
  const ranked = (order: string) =>
    `row_number() over (partition by m.grupo order by ${order})::int as posicion, count(*) over (partition by m.grupo)::int as total`;
  const rows =
    periodo === 'diario'
      ? `select m.grupo, ${DAILY_COLUMNS}, ${ranked(DAILY_ORDER)}
           from members m join player_days pd on pd.user_id = m.user_id and pd.fecha = $1 and pd.on_day`
      : `select m.grupo, w.user_id as usuario_id, w.partidas, w.puntuacion_total, w.score_ponderado, w.tiempo_promedio, ${ranked(WINDOW_ORDER)}
           from members m join leaderboard_windows w on w.user_id = m.user_id and w.periodo = $5 and w.fecha_fin = $1`;
  const { rows: found } = await db.query<
    (DailyRow | WindowRow) & { grupo: number; posicion: number; total: number; email: string | null }
  >(
    `with members as (select * from unnest($2::int[], $3::int[]) m(grupo, user_id))
     select r.*, u.username, case when r.usuario_id = any($4::int[]) then u.email end as email
       from (${rows}) r join users u on u.id = r.usuario_id
      where r.posicion <= ${TOP_SIZE} or r.usuario_id = any($4::int[])
      order by r.grupo, r.posicion`,
    [
      fecha,
      members.map((member) => member.groupId),
      members.map((member) => member.userId),
      own,
      ...(periodo === 'diario' ? [] : [periodo]),
    ],
  );
  const groups = new Map<number, GroupRanking>();
  for (const row of found) {
    const group: GroupRanking = groups.get(row.grupo) ?? { ranking: [], totalParticipantes: row.total, own: new Map() };
    groups.set(row.grupo, group);
    const entry: LeaderboardEntry =
      periodo === 'diario' ? dailyEntry(row as DailyRow, row.posicion) : periodEntry(row as WindowRow, row.posicion);
    if (row.posicion <= TOP_SIZE) group.ranking.push(entry);
    if (row.email !== null) group.own.set(row.usuario_id, { ...entry, email: row.email });
  }
  return groups;
}
