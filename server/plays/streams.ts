// Whose play a request is about: a signed-in user, else the anonymous id of the X-Anon-Id header.
import { randomUUID } from 'node:crypto';
import { Refused } from '../../contracts/refusals.ts';
import { debugStreamId, type Player } from '../../contracts/streams.ts';
import type { Caller } from '../http/index.ts';

export function playerOf(caller: Caller): Player {
  if (caller.userId !== null) return { userId: caller.userId, anonId: null };
  if (caller.anonId !== null) return { userId: null, anonId: caller.anonId };
  throw new Refused('ANON_ID_REQUIRED');
}

/** The caller as a player, or null for a caller with neither a token nor an X-Anon-Id (reads only). */
export function playerOrNull(caller: Caller): Player | null {
  return caller.userId === null && caller.anonId === null ? null : playerOf(caller);
}

export const newDebugStreamId = () => debugStreamId(randomUUID());
