// Private leagues: who may do what to a league, and the rows that say so (leagues, league_members).
// Every change runs in one transaction that locks the league's row first (then the player's, where
// a limit per player is counted), so two joins cannot both take the last place and a hand-over
// cannot race a removal; it tells every instance which players' pages changed (NOTIFY 'leagues').
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { LEAGUE_JOIN_PATH, type Invitacion, type Liga } from '../../contracts/api/leagues.ts';
import type texts from '../../machines/leagues/locales/es.ts';
import { LEAGUE_CODES, type LeagueMessageKey } from '../../machines/leagues/messages.ts';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatCode,
  LEAGUE_MEMBERS_MAX,
  LEAGUES_PER_PLAYER,
} from '../../machines/leagues/rules.ts';
import type { Db } from '../accounts/index.ts';
import type { TextParams } from '../../machines/texts.ts';
import { HttpError } from '../http/index.ts';
import { textOf } from '../texts.ts';
import { withTransaction } from '../db/index.ts';

/** The channel of membership changes: `{ ligaId, usuarios }`, the players whose view of the league changed. */
export const LEAGUES_CHANNEL = 'leagues';

const STATUS: Partial<Record<LeagueMessageKey, number>> = {
  notFound: 404,
  codeUnknown: 404,
  memberNotFound: 404,
  ownerOnly: 403,
  alreadyOwner: 409,
  full: 409,
  tooManyLeagues: 409,
  removed: 403,
  removedNotFound: 404,
  tooManyJoins: 429,
  tooManyCreations: 429,
};

/** A league refusal in the caller's language, with the values its text takes. */
export const refusal = <Key extends LeagueMessageKey>(
  key: Key,
  ...[params]: [keyof TextParams<(typeof texts)[Key]>] extends [never] ? [] : [TextParams<(typeof texts)[Key]>]
) => new HttpError(STATUS[key] ?? 400, LEAGUE_CODES[key], (t) => textOf(t, `leagueRules:${key}`, params ?? {}));

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

type LeagueRow = Omit<Liga, 'codigo' | 'enlace'> & { codigo: string };

/** The leagues of `userId` (oldest membership first), or just `leagueId` among them. */
async function readLeagues(db: Db, userId: number, leagueId: number | null): Promise<LeagueRow[]> {
  const { rows } = await db.query<LeagueRow>(
    `select l.id, l.nombre, l.codigo, l.owner_id as propietario_id, l.created_at as creada_en,
            json_agg(json_build_object('usuario_id', u.id, 'username', u.username, 'propietario', u.id = l.owner_id,
                                       'unido_en', m.joined_at) order by m.joined_at, m.user_id) as miembros,
            (select coalesce(json_agg(json_build_object('usuario_id', r.user_id, 'username', ru.username, 'expulsado_en', r.removed_at)
                                      order by r.removed_at desc, r.user_id), '[]')
               from league_removals r join users ru on ru.id = r.user_id
              where r.league_id = l.id and l.owner_id = $1) as expulsados
       from league_members me
       join leagues l on l.id = me.league_id
       join league_members m on m.league_id = l.id
       join users u on u.id = m.user_id
      where me.user_id = $1 and ($2::int is null or me.league_id = $2)
      group by l.id, me.joined_at
      order by me.joined_at, l.id`,
    [userId, leagueId],
  );
  return rows;
}

const toLiga = (appUrl: string, row: LeagueRow): Liga => ({
  ...row,
  creada_en: new Date(row.creada_en).toISOString(),
  miembros: row.miembros.map((member) => ({ ...member, unido_en: new Date(member.unido_en).toISOString() })),
  expulsados: row.expulsados.map((removed) => ({
    ...removed,
    expulsado_en: new Date(removed.expulsado_en).toISOString(),
  })),
  codigo: formatCode(row.codigo),
  enlace: `${appUrl}${LEAGUE_JOIN_PATH}?codigo=${formatCode(row.codigo)}`,
});

export async function leaguesOf(db: Db, appUrl: string, userId: number): Promise<Liga[]> {
  return (await readLeagues(db, userId, null)).map((row) => toLiga(appUrl, row));
}

/** A league as its member sees it; a league the caller is not in does not exist for them (404). */
export async function leagueOf(db: Db, appUrl: string, userId: number, leagueId: number): Promise<Liga> {
  const [row] = await readLeagues(db, userId, leagueId);
  if (!row) throw refusal('notFound');
  return toLiga(appUrl, row);
}

/** The league's name and its members' ids, for one of its members; 404 for anyone else. */
export async function membersFor(
  db: Db,
  userId: number,
  leagueId: number,
): Promise<{ nombre: string; members: number[] }> {
  const { rows } = await db.query<{ nombre: string; members: number[] }>(
    `select l.nombre, array_agg(m.user_id) as members
       from leagues l join league_members m on m.league_id = l.id
      where l.id = $1 and exists (select 1 from league_members me where me.league_id = $1 and me.user_id = $2)
      group by l.id`,
    [leagueId, userId],
  );
  if (!rows[0]) throw refusal('notFound');
  return rows[0];
}

/** The members (of every league) that share a league with any of `userIds`, by league. */
export async function leagueMatesOf(db: Db, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const { rows } = await db.query<{ league_id: number; members: number[] }>(
    `select m.league_id, array_agg(m.user_id order by m.user_id) as members
       from league_members m
      where m.league_id in (select league_id from league_members where user_id = any($1::int[]))
      group by m.league_id`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.league_id, row.members]));
}

type Locked = { ownerId: number; members: number[] };

/** Locks a league for a change by one of its members; 404 for anyone else. */
async function lockLeague(tx: pg.ClientBase, leagueId: number, userId: number): Promise<Locked> {
  const { rows } = await tx.query<{ owner_id: number }>('select owner_id from leagues where id = $1 for update', [
    leagueId,
  ]);
  if (!rows[0]) throw refusal('notFound');
  const members = await memberIds(tx, leagueId);
  if (!members.includes(userId)) throw refusal('notFound');
  return { ownerId: rows[0].owner_id, members };
}

export async function memberIds(tx: pg.ClientBase | pg.Pool, leagueId: number): Promise<number[]> {
  const { rows } = await tx.query<{ user_id: number }>(
    'select user_id from league_members where league_id = $1 order by joined_at, user_id',
    [leagueId],
  );
  return rows.map((row) => row.user_id);
}

async function lockOwned(tx: pg.ClientBase, leagueId: number, userId: number): Promise<Locked> {
  const league = await lockLeague(tx, leagueId, userId);
  if (league.ownerId !== userId) throw refusal('ownerOnly');
  return league;
}

/** Tells every instance that these players' view of the league changed (sent at commit). */
async function announce(tx: pg.ClientBase, leagueId: number, userIds: readonly number[]): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [
    LEAGUES_CHANNEL,
    JSON.stringify({ ligaId: leagueId, usuarios: userIds }),
  ]);
}

/** Locks the player's row and refuses a league past the limit per player. */
async function checkRoomForPlayer(tx: pg.ClientBase, userId: number): Promise<void> {
  const { rows } = await tx.query<{ leagues: number }>(
    `select (select count(*) from league_members where user_id = u.id)::int as leagues
       from users u where u.id = $1 for update`,
    [userId],
  );
  if ((rows[0]?.leagues ?? 0) >= LEAGUES_PER_PLAYER)
    throw refusal('tooManyLeagues', { max: String(LEAGUES_PER_PLAYER) });
}

/** A new league owned by its creator, its first member. */
export async function createLeague(pool: pg.Pool, userId: number, nombre: string): Promise<number> {
  return withTransaction(pool, async (tx) => {
    await checkRoomForPlayer(tx, userId);
    // A code already taken (one chance in billions) is drawn again.
    for (;;) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into leagues (nombre, codigo, owner_id) values ($1, $2, $3)
         on conflict (codigo) do nothing returning id`,
        [nombre, newCode(), userId],
      );
      if (!rows[0]) continue;
      await tx.query('insert into league_members (league_id, user_id) values ($1, $2)', [rows[0].id, userId]);
      return rows[0].id;
    }
  });
}

/** Whether the owner removed the player from the league (and has not invited them again). */
async function wasRemoved(tx: pg.ClientBase | Db, leagueId: number, userId: number): Promise<boolean> {
  const { rows } = await tx.query('select 1 from league_removals where league_id = $1 and user_id = $2', [
    leagueId,
    userId,
  ]);
  return rows.length > 0;
}

/** What an invite link's page shows before asking to join: the league of a code (stored form), as the caller would meet it. */
export async function invitation(db: Db, userId: number, code: string): Promise<Invitacion> {
  const { rows } = await db.query<{ id: number; nombre: string; members: number[] }>(
    `select l.id, l.nombre, array_agg(m.user_id) as members
       from leagues l join league_members m on m.league_id = l.id
      where l.codigo = $1 group by l.id`,
    [code],
  );
  const league = rows[0];
  if (!league) throw refusal('codeUnknown');
  const member = league.members.includes(userId);
  const estado = member
    ? 'miembro'
    : (await wasRemoved(db, league.id, userId))
      ? 'expulsado'
      : league.members.length >= LEAGUE_MEMBERS_MAX
        ? 'llena'
        : 'abierta';
  return { nombre: league.nombre, miembros: league.members.length, estado, liga_id: member ? league.id : null };
}

/**
 * Joins the league of a code (stored form); joining a league one is already in just answers it. A
 * player the owner removed is refused until the owner invites them again.
 */
export async function joinLeague(pool: pg.Pool, userId: number, code: string): Promise<number> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ id: number }>('select id from leagues where codigo = $1 for update', [code]);
    if (!rows[0]) throw refusal('codeUnknown');
    const leagueId = rows[0].id;
    const members = await memberIds(tx, leagueId);
    if (members.includes(userId)) return leagueId;
    if (await wasRemoved(tx, leagueId, userId)) throw refusal('removed');
    if (members.length >= LEAGUE_MEMBERS_MAX) throw refusal('full', { max: String(LEAGUE_MEMBERS_MAX) });
    await checkRoomForPlayer(tx, userId);
    await tx.query('insert into league_members (league_id, user_id) values ($1, $2)', [leagueId, userId]);
    await announce(tx, leagueId, members);
    return leagueId;
  });
}

export async function renameLeague(pool: pg.Pool, userId: number, leagueId: number, nombre: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const { members } = await lockOwned(tx, leagueId, userId);
    await tx.query('update leagues set nombre = $2 where id = $1', [leagueId, nombre]);
    await announce(tx, leagueId, members);
  });
}

/** A new invite code: the old code and links stop working. */
export async function renewCode(pool: pg.Pool, userId: number, leagueId: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const { members } = await lockOwned(tx, leagueId, userId);
    for (;;) {
      const { rowCount } = await tx.query(
        `update leagues set codigo = $2 where id = $1 and not exists (select 1 from leagues where codigo = $2)`,
        [leagueId, newCode()],
      );
      if (rowCount) break;
    }
    await announce(tx, leagueId, members);
  });
}

export async function handOver(pool: pg.Pool, userId: number, leagueId: number, newOwner: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const { members } = await lockOwned(tx, leagueId, userId);
    if (newOwner === userId) throw refusal('alreadyOwner');
    if (!members.includes(newOwner)) throw refusal('memberNotFound');
    await tx.query('update leagues set owner_id = $2 where id = $1', [leagueId, newOwner]);
    await announce(tx, leagueId, members);
  });
}

export async function deleteLeague(pool: pg.Pool, userId: number, leagueId: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const { members } = await lockOwned(tx, leagueId, userId);
    await tx.query('delete from leagues where id = $1', [leagueId]);
    await announce(tx, leagueId, members);
  });
}

/**
 * A member leaves (or is removed by the owner). An owner who leaves hands the league to its oldest
 * member; the last member leaving deletes it.
 */
async function dropMember(tx: pg.ClientBase, leagueId: number, league: Locked, memberId: number): Promise<void> {
  const rest = league.members.filter((id) => id !== memberId);
  if (rest.length === 0) {
    await tx.query('delete from leagues where id = $1', [leagueId]);
  } else {
    await tx.query('delete from league_members where league_id = $1 and user_id = $2', [leagueId, memberId]);
    if (league.ownerId === memberId)
      await tx.query('update leagues set owner_id = $2 where id = $1', [leagueId, rest[0]]);
  }
  await announce(tx, leagueId, league.members);
}

/**
 * DELETE /ligas/{id}/miembros/{usuarioId}: one's own leaving, or the owner removing a member, who
 * then cannot join again with the code or link they had until the owner invites them again.
 */
export async function removeMember(pool: pg.Pool, userId: number, leagueId: number, memberId: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const league = await lockLeague(tx, leagueId, userId);
    if (memberId !== userId && league.ownerId !== userId) throw refusal('ownerOnly');
    if (!league.members.includes(memberId)) throw refusal('memberNotFound');
    if (memberId !== userId)
      await tx.query(
        `insert into league_removals (league_id, user_id) values ($1, $2)
         on conflict (league_id, user_id) do update set removed_at = now()`,
        [leagueId, memberId],
      );
    await dropMember(tx, leagueId, league, memberId);
  });
}

/** DELETE /ligas/{id}/expulsados/{usuarioId}: the owner invites a removed player again (the code and link work for them again). */
export async function inviteAgain(pool: pg.Pool, userId: number, leagueId: number, removedId: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await lockOwned(tx, leagueId, userId);
    const { rowCount } = await tx.query('delete from league_removals where league_id = $1 and user_id = $2', [
      leagueId,
      removedId,
    ]);
    if (!rowCount) throw refusal('removedNotFound');
  });
}

/** An account's deletion (inside its transaction): it leaves every league as a member would. */
export async function leaveEveryLeague(tx: pg.ClientBase, userId: number): Promise<void> {
  const { rows } = await tx.query<{ league_id: number }>(
    'select league_id from league_members where user_id = $1 order by league_id',
    [userId],
  );
  for (const { league_id } of rows) await dropMember(tx, league_id, await lockLeague(tx, league_id, userId), userId);
}

/** What the data export says of the player's leagues: their own membership, not the others'. */
export async function exportLeagues(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `select l.nombre, l.owner_id = m.user_id as propietario, m.joined_at as unido_en
       from league_members m join leagues l on l.id = m.league_id
      where m.user_id = $1 order by m.joined_at`,
    [userId],
  );
  return rows;
}
