// The websocket protocol (GET /api/ws): every message the server sends, one union for both ends.
import type { RebuildProgress } from './api/admin.ts';
import type { LogroConseguido } from './api/achievements.ts';
import type { CupStage } from './api/cup.ts';
import type { LeaderboardEntry, OwnEntry, Periodo } from './api/leaderboards.ts';
import type { DayCrowd } from './api/stats.ts';
import type { GameDay } from './game.ts';

export type ServerMessage =
  | ({ type: 'hello'; serverTime: string } & GameDay)
  | ({ type: 'new-day' } & GameDay)
  | { type: 'leaderboard'; periodo: Periodo; ranking: LeaderboardEntry[]; totalParticipantes: number }
  | { type: 'position'; periodo: Periodo; entry: OwnEntry | null }
  /** A private league's table, to its members, when one of them finishes a ranked play. */
  | { type: 'league'; ligaId: number; periodo: Periodo; ranking: LeaderboardEntry[]; totalParticipantes: number }
  /** The member's own row in that league's table. */
  | { type: 'league-position'; ligaId: number; periodo: Periodo; entry: OwnEntry | null }
  /** The league's members, name or owner changed (or it was deleted): its members' pages load it again. */
  | { type: 'league-changed'; ligaId: number }
  /** To a player's own sockets: the achievements a play of theirs just earned. */
  | { type: 'achievements'; logros: LogroConseguido[] }
  /** The weekly cup's round of today, to every socket, when it changes (at most once a second). */
  | { type: 'cup'; semana: string; etapa: CupStage }
  /** Today's crowd, at most once a second while plays finish. */
  | ({ type: 'crowd' } & DayCrowd)
  /** To the admin who asked for a projection rebuild. */
  | ({ type: 'rebuild-progress' } & RebuildProgress);
