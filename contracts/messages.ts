// The websocket protocol (GET /api/ws): every message the server sends, one union for both ends.
import type { RebuildProgress } from './api/admin.ts';
import type { LeaderboardEntry, OwnEntry, Periodo } from './api/leaderboards.ts';
import type { DayCrowd } from './api/stats.ts';

export type ServerMessage =
  | { type: 'hello'; fecha: string; serverTime: string }
  | { type: 'new-day'; fecha: string }
  | { type: 'leaderboard'; periodo: Periodo; ranking: LeaderboardEntry[]; totalParticipantes: number }
  | { type: 'position'; periodo: Periodo; entry: OwnEntry | null }
  /** Today's crowd, at most once a second while plays finish. */
  | ({ type: 'crowd' } & DayCrowd)
  /** To the admin who asked for a projection rebuild. */
  | ({ type: 'rebuild-progress' } & RebuildProgress);
