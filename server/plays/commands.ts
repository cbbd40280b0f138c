// Plays as event streams: each command reads the stream, lets the game machine decide
// (machines/game/decide.ts), and appends at the version it read, so two simultaneous commands can
// never both count.
import type { GuessReply, HintReply, Partida, StartReply } from '../../contracts/api/plays.ts';
import { at, type PlayEvent, type PlayStarted } from '../../contracts/events.ts';
import type { PlayMode } from '../../contracts/game.ts';
import { Refused } from '../../contracts/refusals.ts';
import { VersionConflict, type AppendGuard } from '../../contracts/store.ts';
import { playStreamId } from '../../contracts/streams.ts';
import {
  decideGuess,
  decideHint,
  isFinished,
  nextHintOrder,
  playFromStream,
  playState,
  secondsSince,
  withRecorded,
  type Play,
} from '../../machines/game/decide.ts';
import { gameDay, madridDay } from '../days/clock.ts';
import { isPlayable, playableDay, questionOfDay, today } from '../days/assign.ts';
import { dayQuestionId } from '../days/question-id.ts';
import type { Caller } from '../http/caller.ts';
import { conflict } from '../http/errors.ts';
import {
  answerOf,
  getQuestion,
  hintOf,
  preguntaView,
  type Question,
  type StoredQuestion,
} from '../questions/repository.ts';
import type { Services } from '../services.ts';
import { newDebugStreamId, playerOf } from './streams.ts';

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

export function partidaView(play: Play, question: Question, now: Date): Partida {
  const { guesses, hints } = play.snapshot.context;
  const { finished } = play;
  return {
    id: play.streamId,
    fecha: play.started.fecha,
    modo: play.started.modo,
    estado: playState(play.snapshot),
    dificil: play.started.hardMode === true,
    intentos: guesses.map(({ guess, colors }) => ({ guess, colors })),
    intentos_usados: guesses.length,
    pistas: hints.map(({ orden, texto_es, texto_en }) => ({ orden, texto_es, texto_en })),
    pistas_usadas: hints.length,
    tiempo_segundos: finished ? finished.seconds : secondsSince(play.startedAt, now),
    ...(finished ? { resultado: finished.result, respuesta_correcta: answerOf(question) } : {}),
  };
}

const mismatch = (fecha: string) => new Refused('QUESTION_MISMATCH', { preguntaId: dayQuestionId(fecha) });

/** The stream a target names, or the refusal that says why there is none (a day not playable throws). */
function streamOfTarget(services: Services, caller: Caller, target: PlayTarget): string | Refused {
  if (target.partidaId) return caller.isAdmin ? target.partidaId : new Refused('ADMIN_REQUIRED', {}, 'debugPlay');
  const fecha = playableDay(services, target.fecha);
  if (caller.userId === null && caller.anonId === null) return new Refused('ANON_ID_REQUIRED');
  return playStreamId(playerOf(caller), fecha);
}

/** The play of a target's stream, or the refusal that says why the caller has none to act on. */
async function playOfStream(
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

/** What a command records, and the guard its append goes in under (if any). */
type Decision = { recorded: PlayEvent[]; guard?: AppendGuard };

/**
 * Appends what `decide` records at the version of the play it decided on. Commands on one play run
 * one after another in this instance (a double click gets an answer, not a conflict); across
 * instances the stream version decides: a conflict drops the cached play and the command runs once
 * more on the stored one, and a second conflict is a 409. An append refused by its guard alone
 * (the stream did not move) is decided once more, told so (`guardRefused`).
 */
async function runCommand(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  decide: (play: Play, question: StoredQuestion, now: Date, guardRefused: boolean) => Decision,
): Promise<{ play: Play; question: StoredQuestion; recorded: PlayEvent[]; now: Date }> {
  const streamId = streamOfTarget(services, caller, target);
  if (streamId instanceof Refused) throw streamId;
  return services.playQueue.run(streamId, async () => {
    let guardRefused = false;
    for (let conflicts = 0; ; ) {
      const play = await playOfStream(services, caller, target, streamId);
      if (play instanceof Refused) throw play;
      const question = await getQuestion(services, play.started.preguntaId);
      const now = services.now();
      const { recorded, guard } = decide(play, question, now, guardRefused);
      try {
        await services.store.append(
          streamId,
          play.version,
          recorded.map((event) => ({ ...event, metadata: at(now) })),
          guard,
        );
        const next = withRecorded(play, recorded);
        services.cache.plays.set(streamId, next);
        return { play: next, question, recorded, now };
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
        services.cache.plays.delete(streamId);
        if (guard && (await loadPlay(services, streamId))?.version === play.version) guardRefused = true;
        else if (++conflicts === 2) throw conflict('CONFLICT', 'plays:CONFLICT');
      }
    }
  });
}

/** The anonymous plays of a day of the browsers a signed-in player's play came from (at its start, and now). */
function browserPlays(play: Play, caller: Caller): string[] {
  const browsers = new Set([play.started.browser, caller.anonId].filter((id): id is string => typeof id === 'string'));
  return [...browsers].map((anonId) => playStreamId({ userId: null, anonId }, play.started.fecha));
}

/**
 * A signed-in play that would rank goes in only while its browser's anonymous play of the day has
 * not ended (spec section 4, checked at the finish as at the start: start signed in, lose signed
 * out in the same browser, then win, and the win does not rank). Refused, it is decided again as
 * not ranking. No read first: the finishing append checks it.
 */
function finishingGuard(play: Play, recorded: readonly PlayEvent[], caller: Caller): AppendGuard | undefined {
  const finished = recorded.find((event) => event.type === 'PlayFinished');
  if (!finished?.data.ranked || finished.data.userId === null) return undefined;
  const unlessStreams = browserPlays(play, caller);
  return unlessStreams.length > 0 ? { unlessStreams, hasType: 'PlayFinished' } : undefined;
}

const ANON_PLAYS_WINDOW_MS = 60 * 60 * 1000;

/**
 * A new anonymous play takes its place in its address's hourly budget before it is appended, in
 * one synchronous step, so parallel starts cannot all pass the limit (each new X-Anon-Id would
 * otherwise be a free look at the answer); the place is given back when the start resumes a play
 * or fails. Returns the budget's key, or null when the address has none left.
 */
function takeNewPlay(services: Services, caller: Caller): string | null {
  const key = `anon-plays:${caller.address}`;
  const max = services.config.anonPlaysPerAddress;
  if (services.counters.hit(key, ANON_PLAYS_WINDOW_MS, max).current <= max) return key;
  services.counters.release(key);
  return null;
}

/**
 * A signed-in start of today's play goes in only while this browser's anonymous play of today has
 * not ended (playing signed out to learn the answer, then signing in to rank: spec section 4): a
 * guard its append checks, no read first.
 */
function anonymousPlayGuard(services: Services, caller: Caller, daily: boolean): AppendGuard | undefined {
  if (caller.userId === null || !daily || caller.anonId === null) return undefined;
  return {
    unlessStreams: [playStreamId({ userId: null, anonId: caller.anonId }, today(services))],
    hasType: 'PlayFinished',
  };
}

export type StartInput = { fecha?: string | null; modo?: PlayMode | null; dificil?: boolean | null };

/**
 * Starts or resumes the caller's play of a day (today by default); an admin's debug play is always
 * new. Hard mode (`dificil`) is chosen by the start that makes the play: a resumed play keeps its own.
 */
export async function startPlay(services: Services, caller: Caller, input: StartInput): Promise<StartReply> {
  const debug = input.modo === 'debug';
  if (debug && !caller.isAdmin) throw new Refused('ADMIN_REQUIRED', {}, 'debug');
  const fecha = playableDay(services, input.fecha ?? undefined);
  const current = today(services);
  if (!debug && fecha !== current && caller.userId === null) throw new Refused('AUTH_REQUIRED', {}, 'pastPlay');
  const player = debug ? null : playerOf(caller);
  const streamId = player ? playStreamId(player, fecha) : newDebugStreamId();
  const question = await getQuestion(services, await questionOfDay(services, fecha));

  // A start that finds the play already there resumes it; a new one is one append (the fair play
  // checks cost a read only for the few they refuse).
  let play = services.cache.plays.get(streamId) ?? null;
  let budget: string | null = null;
  if (play === null && player?.anonId) {
    budget = takeNewPlay(services, caller);
    if (budget === null) {
      play = await loadPlay(services, streamId);
      if (play === null) throw new Refused('TOO_MANY_NEW_PLAYS');
    }
  }
  if (play === null) {
    const guard = player ? anonymousPlayGuard(services, caller, fecha === current) : undefined;
    const started: PlayStarted = {
      type: 'PlayStarted',
      data: {
        playId: streamId,
        fecha,
        modo: debug ? 'debug' : fecha === current ? 'diaria' : 'pasada',
        preguntaId: question.id,
        userId: caller.userId,
        anonId: player?.anonId ?? null,
        structure: { longitud: question.longitud, espacios: question.espacios },
        ...(caller.userId !== null && !debug ? { browser: caller.anonId } : {}),
        hardMode: input.dificil === true,
      },
    };
    try {
      play = playFromStream(
        streamId,
        await services.store.append(streamId, 0, [{ ...started, metadata: at(services.now()) }], guard),
        madridDay,
      );
      services.cache.plays.set(streamId, play);
    } catch (error) {
      if (budget) services.counters.release(budget);
      // Started before (or a moment ago by the same player's other request): resume that one. With
      // none there, the guard refused: this browser's anonymous play of today has ended.
      if (!(error instanceof VersionConflict)) throw error;
      play = await loadPlay(services, streamId);
      if (play === null) {
        if (guard) throw new Refused('ANTI_EXPLOIT');
        throw new Error(`stream ${streamId} vanished after its start`);
      }
    }
  }
  return {
    partida: partidaView(play, question, services.now()),
    pregunta: preguntaView(question, fecha, isFinished(play)),
    dia: gameDay(services.now()),
  };
}

export async function submitGuess(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  respuesta: string,
): Promise<GuessReply> {
  const { play, question, recorded, now } = await runCommand(
    services,
    caller,
    target,
    (current, { respuesta: answer }, now, antiExploit) => {
      const recorded = decideGuess(current, respuesta, answer, now, madridDay, { browser: caller.anonId, antiExploit });
      return { recorded, guard: antiExploit ? undefined : finishingGuard(current, recorded, caller) };
    },
  );
  const guessed = recorded[0] as Extract<PlayEvent, { type: 'GuessSubmitted' }>;
  const partida = partidaView(play, question, now);
  return {
    correcta: guessed.data.correct,
    colores: guessed.data.colors,
    partida,
    ...(partida.respuesta_correcta ? { respuesta_correcta: partida.respuesta_correcta } : {}),
  };
}

export async function revealHint(services: Services, caller: Caller, target: PlayTarget): Promise<HintReply> {
  const { play, question, recorded, now } = await runCommand(services, caller, target, (current, question) => ({
    recorded: decideHint(current, hintOf(question, nextHintOrder(current))),
  }));
  const revealed = recorded[0] as Extract<PlayEvent, { type: 'HintRevealed' }>;
  const partida = partidaView(play, question, now);
  return { pista: revealed.data, pistas_usadas: partida.pistas_usadas, partida };
}
