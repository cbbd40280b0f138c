// Stream ids: the one place that writes and reads them. A signed-in player's play of a day is
// play-<userId>-<fecha> and an anonymous one play-anon-<uuid>-<fecha> (deterministic: one play per
// player and day, the stream's version 1 is unique); an admin's debug play is play-debug-<uuid>;
// a day's question is day-<fecha>; a question's history question-<id>.
import type { PlayerRef } from './events.ts';

export type Player = { userId: number; anonId: null } | { userId: null; anonId: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FECHA = '\\d{4}-\\d{2}-\\d{2}';

export const playStreamId = (player: Player, fecha: string): string =>
  player.userId !== null ? `play-${player.userId}-${fecha}` : `play-anon-${player.anonId}-${fecha}`;

export const debugStreamId = (uuid: string): string => `play-debug-${uuid}`;

export const dayStreamId = (fecha: string): string => `day-${fecha}`;

/** A question's history in the deployment: admins' decisions on it (contracts/events.ts QuestionEvent). */
export const questionStreamId = (preguntaId: number): string => `question-${preguntaId}`;

export type ParsedStream =
  | { kind: 'play'; player: Player; fecha: string }
  | { kind: 'debug'; uuid: string }
  | { kind: 'day'; fecha: string };

const USER_PLAY = new RegExp(`^play-(\\d{1,9})-(${FECHA})$`);
const ANON_PLAY = new RegExp(`^play-anon-(${UUID})-(${FECHA})$`);
const DEBUG_PLAY = new RegExp(`^play-debug-(${UUID})$`);
const DAY = new RegExp(`^day-(${FECHA})$`);

/** What a stream id stands for; null for anything the product never writes. */
export function parseStreamId(streamId: string): ParsedStream | null {
  let match = USER_PLAY.exec(streamId);
  if (match) return { kind: 'play', player: { userId: Number(match[1]), anonId: null }, fecha: match[2] };
  match = ANON_PLAY.exec(streamId);
  if (match) return { kind: 'play', player: { userId: null, anonId: match[1] }, fecha: match[2] };
  match = DEBUG_PLAY.exec(streamId);
  if (match) return { kind: 'debug', uuid: match[1] };
  match = DAY.exec(streamId);
  return match ? { kind: 'day', fecha: match[1] } : null;
}

export const isDebugStreamId = (streamId: string) => DEBUG_PLAY.test(streamId);

/** Any play stream id (of a user, an anonymous browser or a debug play), for admin lookups. */
export const isPlayStreamId = (streamId: string) => {
  const parsed = parseStreamId(streamId);
  return parsed !== null && parsed.kind !== 'day';
};

/** The player of a PlayStarted / PlayFinished (a debug play belongs to nobody's daily record). */
export const playerOfRef = (ref: PlayerRef): Player | null =>
  ref.userId !== null
    ? { userId: ref.userId, anonId: null }
    : ref.anonId !== null
      ? { userId: null, anonId: ref.anonId }
      : null;

/**
 * SQL `like` patterns of every stream of a player's own plays (a user's: `play-<id>-<fecha>`; the
 * digits end at the dash, so user 1 never matches user 12). Account deletion and the data export
 * use them, so a renamed stream cannot be missed.
 */
export const userPlayStreamsPattern = (userId: number) => `play-${userId}-%`;
export const anonPlayStreamsPattern = (anonId: string) => `play-anon-${anonId}-%`;
export const DEBUG_STREAMS_PATTERN = 'play-debug-%';
