// Which play a command or read is about, and the play itself: the caller's play of a day, or an
// admin's debug play, as the instance's cache or the event store holds it.
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { playFromStream, type Play } from '../../machines/game/decide.ts';
import { isPlayable, playableDay, today, madridDay, dayQuestionId } from '../days/index.ts';
import type { Caller } from '../http/index.ts';
import type { Services } from '../services.ts';
import { playerOf } from './streams.ts';

/**
 * Which play a command or read is about: the caller's play of the day whose question the call names
 * (the API's question id is the day: server/days/question-id.ts), or an admin's debug play of it.
 */
export type PlayTarget = {
  fecha: string;
  /** An admin's debug play (`play-debug-<uuid>`), instead of the caller's own. */
  partidaId?: string | null;
};

/** The play of a stream: from the instance's cache, else read and folded once (and cached). */
export async function loadPlay(services: Services, streamId: string): Promise<Play | null> {
  const cached = services.cache.plays.get(streamId);
  if (cached) return cached;
  const stored = await services.store.readStream(streamId);
  if (stored.length === 0) return null;
  const play = playFromStream(streamId, stored, madridDay);
  services.cache.plays.set(streamId, play);
  return play;
}

const mismatch = (fecha: string) => new Refused('QUESTION_MISMATCH', { preguntaId: dayQuestionId(fecha) });

/** The stream a target names, or the refusal that says why there is none (a day not playable throws). */
export function streamOfTarget(services: Services, caller: Caller, target: PlayTarget): string | Refused {
  if (target.partidaId) return caller.isAdmin ? target.partidaId : new Refused('ADMIN_REQUIRED', {}, 'debugPlay');
  const fecha = playableDay(services, target.fecha);
  if (caller.userId === null && caller.anonId === null) return new Refused('ANON_ID_REQUIRED');
  return playStreamId(playerOf(caller), fecha);
}

/** The play of a target's stream, or the refusal that says why the caller has none to act on. */
export async function playOfStream(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  streamId: string,
): Promise<Play | Refused> {
  const play = await loadPlay(services, streamId);
  if (target.partidaId) {
    if (play === null || play.started.modo !== 'debug' || play.started.userId !== caller.userId)
      return new Refused('PLAY_NOT_FOUND');
    return play.started.fecha === target.fecha ? play : mismatch(target.fecha);
  }
  if (play === null) {
    return target.fecha === today(services)
      ? new Refused('PLAY_NOT_STARTED')
      : new Refused('PLAY_NOT_STARTED', { fecha: target.fecha }, 'day');
  }
  return play;
}

/** For reads: the caller's play of the target, or null when there is none to show (nor could be). */
export async function findPlay(services: Services, caller: Caller, target: PlayTarget): Promise<Play | null> {
  if (!target.partidaId && !isPlayable(services, target.fecha)) return null;
  const streamId = streamOfTarget(services, caller, target);
  if (streamId instanceof Refused) return null;
  const play = await playOfStream(services, caller, target, streamId);
  return play instanceof Refused ? null : play;
}
