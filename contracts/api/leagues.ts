// Private leagues as the API gives them (issue 30): a league, its members and its tables.
import type { Leaderboard, OwnEntry } from './leaderboards.ts';

export interface LeagueMember {
  usuario_id: number;
  username: string;
  propietario: boolean;
  unido_en: string;
}

export interface Liga {
  id: number;
  nombre: string;
  /** The invite code as players read and type it ("K7PX-M2QA"); every member may invite. */
  codigo: string;
  /** The invite link: its page joins as the code does. */
  enlace: string;
  propietario_id: number;
  creada_en: string;
  /** Oldest member first. */
  miembros: LeagueMember[];
  /**
   * Players the owner removed, who cannot join again with the code or link until the owner invites
   * them again (`DELETE /api/ligas/{id}/expulsados/{usuarioId}`); latest first. Only the owner sees
   * them: empty for the other members.
   */
  expulsados: LeagueRemoval[];
}

export interface LeagueRemoval {
  usuario_id: number;
  username: string;
  expulsado_en: string;
}

/**
 * POST /api/ligas/invitacion { codigo }: what an invite link's page shows before asking to join:
 * the league's name and size, and whether the caller may join (`abierta`), is in it already
 * (`miembro`, with its id), was removed by its owner (`expulsado`) or finds it full (`llena`).
 */
export interface Invitacion {
  nombre: string;
  miembros: number;
  estado: 'abierta' | 'miembro' | 'expulsado' | 'llena';
  /** The league's id, for a member only. */
  liga_id: number | null;
}

/** GET /api/ligas/{id}/clasificacion/{periodo}: the global leaderboard's shape for the league's members. */
export interface LeagueTable extends Leaderboard {
  liga: { id: number; nombre: string };
  /** The caller's own row (with its position in the league), or null without a ranked play in the period. */
  miPosicion: OwnEntry | null;
}

/** The invite link's page (`?codigo=`): it shows the league and asks before joining. */
export const LEAGUE_JOIN_PATH = '/ligas/unirse';
/** A league's page (`?id=`): its tables and, for its owner, its management. */
export const LEAGUE_PATH = '/liga';
