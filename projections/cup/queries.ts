// The weekly cup (machines/cup/rules.ts) read from player_days, the plays' own projection: a week's
// rounds are one statement over the plays of its days (Monday's best through the daily ranking's
// index, then at most 64 players probed by their own key each day), so they cost the same whatever
// the number of players and need no write of their own in the append. The hall of fame keeps each
// finished week's podium (cup_weeks, cup_podium): closed from those same rounds, and closed again
// after a rebuild or an erased account.
import type pg from 'pg';
import type { CupPodiumEntry, CupRow, CupStage, CupWeek } from '../../contracts/api/cup.ts';
import { addDays } from '../../machines/calendar/days.ts';
import { CUP_ROUNDS, cupStanding, cupWeekOf, PODIUM_PLACES } from '../../machines/cup/rules.ts';
import type { Db } from '../inline.ts';
import { DAILY_ORDER } from '../player-days/queries.ts';

export const CUP_TABLES = ['cup_weeks', 'cup_podium'] as const;

/** Serialises the closing of weeks (instances, the job, a first read, a rebuild). */
const CLOSE_LOCK = 7_325_041;

const PLAY_COLUMNS = `pd.stream_id is not null as played, pd.score, pd.stars, pd.seconds, coalesce(pd.won and pd.hard_mode, false) as hard_win`;

/**
 * Every round of the week starting $1 (a Monday): Monday's best (as many as go through), then each
 * day the players the day before let through, with their play of the day (players yet to play last).
 */
const ROUNDS_SQL = (() => {
  const ctes = [
    `r0 as (
      select 0 as round, pd.user_id, ${PLAY_COLUMNS}, row_number() over (order by ${DAILY_ORDER})::int as place
        from player_days pd
       where pd.fecha = $1::date and pd.on_day and pd.user_id is not null
       order by ${DAILY_ORDER}
       limit ${CUP_ROUNDS[0].through})`,
  ];
  for (let round = 1; round < CUP_ROUNDS.length; round++) {
    ctes.push(`r${round} as (
      select ${round} as round, f.user_id, ${PLAY_COLUMNS},
             case when pd.stream_id is not null then row_number() over (order by pd.stream_id is null, ${DAILY_ORDER}) end::int as place
        from r${round - 1} f
        left join player_days pd on pd.user_id = f.user_id and pd.fecha = $1::date + ${round} and pd.on_day
       where f.played and f.place <= ${CUP_ROUNDS[round - 1].through})`);
  }
  const all = CUP_ROUNDS.map((_, round) => `select * from r${round}`).join(' union all ');
  return `with ${ctes.join(', ')}
    select r.round, r.user_id, u.username, r.played, r.place, r.score, r.stars, r.seconds, r.hard_win
      from (${all}) r join users u on u.id = r.user_id
     order by r.round, r.place nulls last, u.username_key, r.user_id`;
})();

type RoundRow = {
  round: number;
  user_id: number;
  username: string;
  played: boolean;
  place: number | null;
  score: number | null;
  stars: number | null;
  seconds: number | null;
  hard_win: boolean;
};

/** Players who took part in a Monday (signed in, on its day): the qualifying round's field. */
async function entrants(db: Db, monday: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from player_days where fecha = $1 and on_day and user_id is not null',
    [monday],
  );
  return rows[0].n;
}

export type CupRounds = { stages: CupStage[]; standing: number[]; names: Map<number, string> };

/** The week's rounds up to `lastRound` (every one by default) and its standing so far. */
export async function readCupRounds(db: Db, monday: string, lastRound = CUP_ROUNDS.length - 1): Promise<CupRounds> {
  const [{ rows }, monday_entrants] = await Promise.all([
    db.query<RoundRow>({ name: 'cup-rounds', text: ROUNDS_SQL, values: [monday] }),
    entrants(db, monday),
  ]);
  const stages: CupStage[] = CUP_ROUNDS.slice(0, lastRound + 1).map(({ round, through }, numero) => {
    const own = rows.filter((row) => row.round === numero);
    return {
      numero,
      fecha: addDays(monday, numero),
      ronda: round,
      plazas: through,
      participantes: numero === 0 ? monday_entrants : own.length,
      clasificacion: own.map(
        (row): CupRow => ({
          posicion: row.place,
          usuario_id: row.user_id,
          username: row.username,
          jugado: row.played,
          puntuacion: row.score,
          estrellas: row.stars,
          tiempo_segundos: row.seconds,
          victoria_dificil: row.hard_win,
          pasa: row.place !== null && row.place <= through,
        }),
      ),
    };
  });
  const standing = cupStanding(
    rows
      .filter((row) => row.place !== null && row.round <= lastRound)
      .map((row) => ({ userId: row.user_id, round: row.round, place: row.place as number })),
  );
  return { stages, standing, names: new Map(rows.map((row) => [row.user_id, row.username])) };
}

/** The podium of a standing: its first PODIUM_PLACES players. */
export const podiumOf = ({ standing, names }: Pick<CupRounds, 'standing' | 'names'>): CupPodiumEntry[] =>
  standing
    .slice(0, PODIUM_PLACES)
    .map((userId, index) => ({ posicion: index + 1, usuario_id: userId, username: names.get(userId) ?? '' }));

/**
 * Keeps the podium of every week that is over by `today` and not kept yet, from the first week
 * anyone played on its day (inside the caller's transaction, or its own statements).
 */
export async function closeCupWeeks(tx: pg.ClientBase, today: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [CLOSE_LOCK]);
  const { rows: first } = await tx.query<{ fecha: string | null }>(
    'select min(fecha) as fecha from player_days where on_day and user_id is not null',
  );
  if (!first[0].fecha) return;
  const { rows: open } = await tx.query<{ semana: string }>(
    `select w::date::text as semana from generate_series($1::date, $2::date, interval '7 days') w
      where not exists (select 1 from cup_weeks c where c.semana = w::date) order by 1`,
    [cupWeekOf(first[0].fecha), addDays(cupWeekOf(today), -7)],
  );
  for (const { semana } of open) {
    const rounds = await readCupRounds(tx, semana);
    await tx.query('insert into cup_weeks (semana, participantes) values ($1, $2)', [
      semana,
      rounds.stages[0].participantes,
    ]);
    for (const entry of podiumOf(rounds))
      await tx.query('insert into cup_podium (semana, posicion, user_id) values ($1, $2, $3)', [
        semana,
        entry.posicion,
        entry.usuario_id,
      ]);
  }
}

/** Whether every week over by `today` is kept (so a read need not close any): one count. */
export async function cupWeeksClosed(db: Db, today: string): Promise<boolean> {
  const { rows } = await db.query<{ closed: boolean }>(
    `with f as (select date_trunc('week', min(fecha))::date as first from player_days where on_day and user_id is not null)
     select f.first is null or f.first > $1::date
         or (select count(*) from cup_weeks where semana between f.first and $1::date) = ($1::date - f.first) / 7 + 1 as closed
       from f`,
    [addDays(cupWeekOf(today), -7)],
  );
  return rows[0].closed;
}

/** The hall of fame: the weeks kept, newest first. */
export async function readHallOfFame(db: Db, limit: number): Promise<CupWeek[]> {
  const { rows } = await db.query<{
    semana: string;
    participantes: number;
    podio: { posicion: number; usuario_id: number; username: string }[] | null;
  }>(
    `select w.semana, w.participantes,
            (select json_agg(json_build_object('posicion', p.posicion, 'usuario_id', p.user_id, 'username', u.username) order by p.posicion)
               from cup_podium p join users u on u.id = p.user_id where p.semana = w.semana) as podio
       from cup_weeks w
      order by w.semana desc
      limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    semana: row.semana,
    hasta: addDays(row.semana, CUP_ROUNDS.length - 1),
    participantes: row.participantes,
    podio: row.podio ?? [],
  }));
}

/** Rebuilds the hall of fame from player_days (inside the caller's transaction). */
export async function rebuildCup(tx: pg.ClientBase, today: string): Promise<void> {
  await tx.query('delete from cup_weeks');
  await closeCupWeeks(tx, today);
}

/**
 * An account's erasure: the weeks it took part in (it played their Monday on its day) are no longer
 * kept, and close again without it. Before its player_days rows go.
 */
export async function reopenWeeksOf(db: Db, userId: number): Promise<void> {
  await db.query(
    `delete from cup_weeks where semana in (
       select fecha from player_days where user_id = $1 and on_day and extract(isodow from fecha) = 1)`,
    [userId],
  );
}
