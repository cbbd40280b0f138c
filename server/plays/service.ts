// Plays as event streams: each command reads the stream, lets the game machine decide (decide.ts),
// and appends at the version it read, so two simultaneous commands can never both count.
import { addDays } from '../../machines/calendar/madrid.ts';
import type { LetterStatus } from '../../machines/game/feedback.ts';
import type { Hint } from '../../machines/game/machine.ts';
import { foldPlay, type GuessSubmitted, type HintRevealed, type PlayEvent, type PlayMode, type PlayStarted } from '../../machines/game/play-events.ts';
import type { ScoreResult } from '../../machines/game/scoring.ts';
import { PLAYABLE_DAYS_BACK, playableDay, questionOfDay, today } from '../days/assign.ts';
import { at, occurredAt } from '../events/occurred-at.ts';
import { VersionConflict, type StoredEvent } from '../events/store.ts';
import type { Caller } from '../http/caller.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../http/errors.ts';
import { answerOf, findHint, getQuestion, preguntaView, type Pregunta, type Question } from '../questions/repository.ts';
import type { Services } from '../services.ts';
import { decideGuess, decideHint, finishedData, isFinished, nextHintOrder, playState, secondsSince, type Play, type PlayState } from './decide.ts';
import { newDebugStreamId, playerOf, playStreamId, type Player } from './streams.ts';

/** The play as the API shows it (issue 3); `resultado` and `respuesta_correcta` only once it has ended. */
export type Partida = {
  id: string;
  fecha: string;
  modo: PlayMode;
  estado: PlayState;
  intentos: { guess: string; colors: LetterStatus[] }[];
  intentos_usados: number;
  pistas: Hint[];
  pistas_usadas: number;
  tiempo_segundos: number;
  resultado?: ScoreResult;
  respuesta_correcta?: { es: string; en: string };
};

/** Which play a command or read is about: the caller's play of question `preguntaId`. */
export type PlayTarget = {
  preguntaId: number;
  /** The play's day; without it, the most recent playable day that had this question. */
  fecha?: string | null;
  /** An admin's debug play (`play-debug-<uuid>`), instead of the caller's own. */
  partidaId?: string | null;
};

export async function loadPlay(services: Services, streamId: string): Promise<Play | null> {
  const stored = await services.store.readStream(streamId);
  return stored.length === 0 ? null : toPlay(streamId, stored);
}

function toPlay(streamId: string, stored: StoredEvent[]): Play {
  const events = stored.map(({ type, data }) => ({ type, data }) as PlayEvent);
  const first = events[0];
  if (first.type !== 'PlayStarted') throw new Error(`stream ${streamId} does not start with PlayStarted`);
  return { streamId, version: stored.length, events, started: first.data, startedAt: occurredAt(stored[0]), snapshot: foldPlay(events) };
}

function withRecorded(play: Play, recorded: PlayEvent[]): Play {
  const events = [...play.events, ...recorded];
  return { ...play, version: play.version + recorded.length, events, snapshot: foldPlay(events) };
}

export function partidaView(play: Play, question: Question, now: Date): Partida {
  const { guesses, hints } = play.snapshot.context;
  const finished = finishedData(play);
  return {
    id: play.streamId,
    fecha: play.started.fecha,
    modo: play.started.modo,
    estado: playState(play.snapshot),
    intentos: guesses.map(({ guess, colors }) => ({ guess, colors })),
    intentos_usados: guesses.length,
    pistas: hints.map(({ orden, texto_es, texto_en }) => ({ orden, texto_es, texto_en })),
    pistas_usadas: hints.length,
    tiempo_segundos: finished ? finished.seconds : secondsSince(play.startedAt, now),
    ...(finished ? { resultado: finished.result, respuesta_correcta: answerOf(question) } : {}),
  };
}

const mismatch = (preguntaId: number) =>
  badRequest('QUESTION_MISMATCH', `La pregunta ${preguntaId} no es la de esta partida`);
const notStarted = (fecha?: string) =>
  conflict('PLAY_NOT_STARTED', `No has empezado la partida${fecha ? ` del ${fecha}` : ' de esta pregunta'} (POST /api/partidas/iniciar)`);

/** The caller's most recent play, within the playable days, of a day that had this question. */
async function playOfQuestion(services: Services, player: Player, preguntaId: number): Promise<Play> {
  const current = today(services);
  const { rows } = await services.pool.query<{ fecha: string }>(
    'select fecha from daily_questions where pregunta_id = $1 and fecha between $2 and $3 order by fecha desc',
    [preguntaId, addDays(current, -PLAYABLE_DAYS_BACK), current],
  );
  if (rows.length === 0) throw mismatch(preguntaId);
  for (const { fecha } of rows) {
    const play = await loadPlay(services, playStreamId(player, fecha));
    if (play) return play;
  }
  throw notStarted();
}

/** The play a command acts on, or the refusal that says why there is none. */
export async function locatePlay(services: Services, caller: Caller, target: PlayTarget): Promise<Play> {
  let play: Play | null;
  if (target.partidaId) {
    if (!caller.isAdmin) throw forbidden('Solo los administradores tienen partidas de depuración', 'ADMIN_REQUIRED');
    play = await loadPlay(services, target.partidaId);
    if (play === null || play.started.modo !== 'debug' || play.started.userId !== caller.userId) {
      throw notFound('Partida de depuración no encontrada', 'PLAY_NOT_FOUND');
    }
  } else if (target.fecha) {
    const fecha = playableDay(services, target.fecha);
    play = await loadPlay(services, playStreamId(playerOf(caller), fecha));
    if (play === null) throw notStarted(fecha);
  } else {
    play = await playOfQuestion(services, playerOf(caller), target.preguntaId);
  }
  if (play.started.preguntaId !== target.preguntaId) throw mismatch(target.preguntaId);
  return play;
}

const NO_PLAY = new Set(['ANON_ID_REQUIRED', 'PLAY_NOT_STARTED', 'QUESTION_MISMATCH', 'PLAY_NOT_FOUND', 'ADMIN_REQUIRED']);

/** For reads: the caller's play of the question, or null when there is none to show. */
export async function findPlay(services: Services, caller: Caller, target: PlayTarget): Promise<Play | null> {
  try {
    return await locatePlay(services, caller, target);
  } catch (error) {
    if (error instanceof HttpError && NO_PLAY.has(error.code)) return null;
    throw error;
  }
}

/**
 * Appends what `decide` records at the version it read. A conflict means another command got in
 * first: the whole command runs once more on the new state, and a second conflict is a 409.
 */
async function runCommand(
  services: Services,
  caller: Caller,
  target: PlayTarget,
  decide: (play: Play, question: Question, now: Date) => Promise<PlayEvent[]> | PlayEvent[],
): Promise<{ play: Play; question: Question; recorded: PlayEvent[]; now: Date }> {
  for (let attempt = 1; ; attempt++) {
    const play = await locatePlay(services, caller, target);
    const question = await getQuestion(services, play.started.preguntaId);
    const now = services.now();
    const recorded = await decide(play, question, now);
    try {
      await services.store.append(play.streamId, play.version, recorded.map((event) => ({ ...event, metadata: at(now) })));
      return { play: withRecorded(play, recorded), question, recorded, now };
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
      if (attempt === 2) throw conflict('CONFLICT', 'La partida ha cambiado mientras se procesaba; vuelve a cargarla');
    }
  }
}

export type StartInput = { fecha?: string | null; modo?: PlayMode | null };

/** Starts or resumes the caller's play of a day (today by default); an admin's debug play is always new. */
export async function startPlay(services: Services, caller: Caller, input: StartInput): Promise<{ partida: Partida; pregunta: Pregunta }> {
  const debug = input.modo === 'debug';
  if (debug && !caller.isAdmin) throw forbidden('El modo de depuración es solo para administradores', 'ADMIN_REQUIRED');
  const fecha = playableDay(services, input.fecha ?? undefined);
  const current = today(services);
  if (!debug && fecha !== current && caller.userId === null) {
    throw unauthorized('Inicia sesión para jugar partidas de días pasados', 'AUTH_REQUIRED');
  }
  const player = debug ? null : playerOf(caller);
  const streamId = player ? playStreamId(player, fecha) : newDebugStreamId();
  const question = await getQuestion(services, await questionOfDay(services, fecha));

  let play = await loadPlay(services, streamId);
  if (play === null) {
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
      },
    };
    try {
      play = toPlay(streamId, await services.store.append(streamId, 0, [{ ...started, metadata: at(services.now()) }]));
    } catch (error) {
      // The same player's other request started it a moment ago: resume that one.
      if (!(error instanceof VersionConflict)) throw error;
      play = await loadPlay(services, streamId);
      if (play === null) throw new Error(`stream ${streamId} vanished after its start`);
    }
  }
  return { partida: partidaView(play, question, services.now()), pregunta: preguntaView(question, fecha, isFinished(play)) };
}

export type GuessReply = { correcta: boolean; colores: LetterStatus[]; partida: Partida; respuesta_correcta?: { es: string; en: string } };

export async function submitGuess(services: Services, caller: Caller, target: PlayTarget, respuesta: string): Promise<GuessReply> {
  const { play, question, recorded, now } = await runCommand(services, caller, target, (current, { respuesta: answer }, now) =>
    decideGuess(current, respuesta, answer, now),
  );
  const guessed = recorded[0] as GuessSubmitted;
  const partida = partidaView(play, question, now);
  return {
    correcta: guessed.data.correct,
    colores: guessed.data.colors,
    partida,
    ...(partida.respuesta_correcta ? { respuesta_correcta: partida.respuesta_correcta } : {}),
  };
}

export type HintReply = { pista: Hint; pistas_usadas: number; partida: Partida };

export async function revealHint(services: Services, caller: Caller, target: PlayTarget): Promise<HintReply> {
  const { play, question, recorded, now } = await runCommand(services, caller, target, async (current, { id }) =>
    decideHint(current, await findHint(services, id, nextHintOrder(current))),
  );
  const revealed = recorded[0] as HintRevealed;
  const partida = partidaView(play, question, now);
  return { pista: revealed.data, pistas_usadas: partida.pistas_usadas, partida };
}
