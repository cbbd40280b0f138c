// Whose play a stream is: deterministic ids give one play per player and day (the stream's
// version 1 is unique), and a fresh uuid per admin debug play.
import { randomUUID } from 'node:crypto';
import type { Caller } from '../http/caller.ts';
import { unauthorized } from '../http/errors.ts';

export type Player = { userId: number; anonId: null } | { userId: null; anonId: string };

/** The caller as a player: a signed-in user, else the anonymous id of the X-Anon-Id header. */
export function playerOf(caller: Caller): Player {
  if (caller.userId !== null) return { userId: caller.userId, anonId: null };
  if (caller.anonId !== null) return { userId: null, anonId: caller.anonId };
  throw unauthorized('Inicia sesión o envía la cabecera X-Anon-Id con un UUID', 'ANON_ID_REQUIRED');
}

/** The caller as a player, or null for a caller with neither a token nor an X-Anon-Id (reads only). */
export function playerOrNull(caller: Caller): Player | null {
  return caller.userId === null && caller.anonId === null ? null : playerOf(caller);
}

export function playStreamId(player: Player, fecha: string): string {
  return player.userId !== null ? `play-${player.userId}-${fecha}` : `play-anon-${player.anonId}-${fecha}`;
}

export const DEBUG_STREAM = /^play-debug-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newDebugStreamId = () => `play-debug-${randomUUID()}`;
