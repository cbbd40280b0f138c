// The websocket protocol (GET /api/ws): every message either end sends, one union each way.
//
// A socket opens, the client identifies within a few seconds (`identify`, its session token or
// null: never in the URL), the server greets (`hello`). From then on it hears what is its own
// (positions, achievements, a new day, its leagues' changes, an admin's rebuild) and the topics it
// subscribed to, nothing else: a page subscribes to what it shows while it shows it.
import type { RebuildProgress } from './api/admin.ts';
import type { LogroConseguido } from './api/achievements.ts';
import type { CupStage } from './api/cup.ts';
import type { LeaderboardEntry, OwnEntry, Periodo } from './api/leaderboards.ts';
import { PERIODOS } from './api/leaderboards.ts';
import type { DayCrowd } from './api/stats.ts';
import type { GameDay } from './game.ts';

/**
 * What a socket may subscribe to: a leaderboard, today's crowd, the cup's round of today, a league's
 * table (its members only).
 */
export type Topic = `leaderboard:${Periodo}` | 'crowd' | 'cup' | `league:${number}:${Periodo}`;

export const leaderboardTopic = (periodo: Periodo): Topic => `leaderboard:${periodo}`;
export const leagueTopic = (ligaId: number, periodo: Periodo): Topic => `league:${ligaId}:${periodo}`;

const TOPIC = new RegExp(
  `^(?:leaderboard:(${PERIODOS.join('|')})|crowd|cup|league:([1-9]\\d{0,8}):(${PERIODOS.join('|')}))$`,
);

/** A topic's parts, or null for a string that names none. */
export function parseTopic(
  topic: string,
):
  | { kind: 'leaderboard'; periodo: Periodo }
  | { kind: 'crowd' }
  | { kind: 'cup' }
  | { kind: 'league'; ligaId: number; periodo: Periodo }
  | null {
  const match = TOPIC.exec(topic);
  if (!match) return null;
  if (match[1]) return { kind: 'leaderboard', periodo: match[1] as Periodo };
  if (match[2]) return { kind: 'league', ligaId: Number(match[2]), periodo: match[3] as Periodo };
  return topic === 'crowd' ? { kind: 'crowd' } : { kind: 'cup' };
}

/** Subscriptions a socket may hold at once; topics one message may name; a message's bytes. */
export const SOCKET_LIMITS = { topics: 12, bytes: 1024, messagesPer10s: 20 } as const;

/** What a client sends: `identify` first (and once), then subscriptions. */
export type ClientMessage =
  | { type: 'identify'; token: string | null }
  | { type: 'subscribe'; topics: string[] }
  | { type: 'unsubscribe'; topics: string[] };

/**
 * What changed in a table (a leaderboard's top 30 or a league's table) since the version `base`:
 * the rows that are new or whose figures changed, whole; the rows that only moved, as
 * [usuario_id, posicion]; the players who left it. `version` names the table after the change; a
 * snapshot read over HTTP carries the same `version` for the same rows, whichever node or cache
 * answered it. A client whose table is not at `base` missed a change: it loads the table again.
 * `base: null`: `rows` is the whole table (a node's first push of it).
 */
export type TableChange = {
  base: string | null;
  version: string;
  rows: LeaderboardEntry[];
  moved: [usuarioId: number, posicion: number][];
  removed: number[];
  totalParticipantes: number;
};

/** A refused client message: its code, what it says in the socket's language, the topics it named. */
export type SocketRefusal = {
  type: 'refused';
  code: 'BAD_MESSAGE' | 'UNKNOWN_TOPIC' | 'NOT_A_MEMBER' | 'TOO_MANY_TOPICS' | 'MESSAGE_TOO_LARGE' | 'TOO_OFTEN';
  message: string;
  topics?: string[];
};

export type ServerMessage =
  | ({ type: 'hello'; serverTime: string } & GameDay)
  | ({ type: 'new-day' } & GameDay)
  /** The topics a subscribe message added (all it named, less those refused). */
  | { type: 'subscribed'; topics: Topic[] }
  | SocketRefusal
  /** `leaderboard:<periodo>`: the day's (or window's) top 30 changed, or only its count (at most one a second). */
  | ({ type: 'leaderboard'; periodo: Periodo; fecha: string } & TableChange)
  /** To the player's own sockets: their row in each period once a play of theirs moved it. */
  | { type: 'position'; periodo: Periodo; entry: OwnEntry | null }
  /** `league:<id>:<periodo>`: a league's table changed (a member finished a ranked play). */
  | ({ type: 'league'; ligaId: number; periodo: Periodo; fecha: string } & TableChange)
  /** To the league's subscribed members: their own row in that league's table. */
  | { type: 'league-position'; ligaId: number; periodo: Periodo; entry: OwnEntry | null }
  /** To the league's members: its members, name or owner changed (or it was deleted): their pages load it again. */
  | { type: 'league-changed'; ligaId: number }
  /** To a player's own sockets: the achievements a play of theirs just earned. */
  | { type: 'achievements'; logros: LogroConseguido[] }
  /** `cup`: the weekly cup's round of today, when it changes (at most once a second). */
  | { type: 'cup'; semana: string; etapa: CupStage }
  /** `crowd`: today's crowd, at most once a second while plays finish. */
  | ({ type: 'crowd' } & DayCrowd)
  /** To the admin who asked for a projection rebuild. */
  | ({ type: 'rebuild-progress' } & RebuildProgress);
