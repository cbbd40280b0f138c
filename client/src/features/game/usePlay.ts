// One play on screen: the shared game machine with the real server calls injected (they return
// what the server said; the machine keeps it), the entry checks and the start (or resume) of the
// play, and what the browser remembers once it ends.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { Answer, Partida, PlayTarget, StartReply } from '../../../../contracts/api/plays.ts';
import { isFecha } from '../../../../machines/calendar/days.ts';
import { gameMachine } from '../../../../machines/game/machine.ts';
import type {
  PlayInfo,
  PlaySync,
  RevealHintInput,
  RevealHintOutput,
  VerifyGuessInput,
  VerifyGuessOutput,
} from '../../../../machines/game/machine.ts';
import { paths } from '../../config/paths.ts';
import { textsOf } from '../../i18n/index.ts';
import { ApiError, failureText } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { cacheQuestion, isDebugMode, isHardMode, markPlayedToday, setDebugMode } from '../../lib/daily-game.ts';
import { learnDay } from '../../lib/game-day.ts';
import { machineOptions } from '../../lib/inspect.ts';
import { revealHint, startPlay, verifyGuess } from './api.ts';
import { ANTI_EXPLOIT_PATH, destinationOf, runEntryChecks } from './entry-check.ts';
import { takeEarlyStart, type EarlyStart } from './early-start.ts';
import { finishLoading } from './loading.ts';
import { isWinningRow } from './present.ts';

/** Codes that mean this screen is behind the server (another tab finished the play): it opens again. */
const OUT_OF_SYNC = new Set(['PLAY_FINISHED', 'NO_ATTEMPTS_LEFT']);

type Opened = { redirect: string } | { started: StartReply; debug: boolean };

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Section 4: a past day needs an account and a day not yet played; today goes through the entry checks. */
async function openPlay(
  date: string | null,
  signedIn: boolean,
  isAdmin: boolean,
  early: EarlyStart | null,
): Promise<Opened> {
  if (date !== null) {
    if (!signedIn) return { redirect: paths.login };
    if (!isFecha(date)) return { redirect: paths.pastGames };
    try {
      const started = await startPlay({ fecha: date, dificil: isHardMode() });
      return started.partida.estado === 'playing' ? { started, debug: false } : { redirect: paths.pastGames };
    } catch (error) {
      if (isRefusal(error)) return { redirect: paths.pastGames };
      throw error;
    }
  }
  // A leftover flag must not turn a non-admin's game into a request the server refuses.
  const debug = isDebugMode() && isAdmin;
  if (!debug) setDebugMode(false);
  // The boot script's start says the day too: the entry checks may need it.
  void early?.reply.then((reply) => reply && learnDay(reply.dia));
  const decision = await runEntryChecks({ signedIn, debug });
  if (decision.go !== 'play') return { redirect: destinationOf(decision) };
  try {
    // The boot script's start when it got an answer; otherwise (or for a debug play) the game asks.
    const sent = debug ? null : await early?.reply;
    return { started: sent ?? (await startPlay(debug ? { modo: 'debug' } : { dificil: isHardMode() })), debug };
  } catch (error) {
    // The server's own anti-exploit check (this browser finished today's play signed out).
    if (error instanceof ApiError && error.code === 'ANTI_EXPLOIT') return { redirect: ANTI_EXPLOIT_PATH };
    throw error;
  }
}

function targetOf(play: Partida): PlayTarget {
  if (play.modo === 'debug') return { partida_id: play.id };
  return play.modo === 'pasada' ? { fecha: play.fecha } : {};
}

/** What a play in an answer says of time, score and answer, heard now. */
const syncOf = (partida: Partida, answer?: Answer): PlaySync => ({
  seconds: partida.tiempo_segundos,
  result: partida.resultado ?? null,
  answer: answer ?? partida.respuesta_correcta ?? null,
  at: Date.now(),
});

function loadedInfo(info: PlayInfo | null): PlayInfo {
  if (!info) throw new Error('No play loaded');
  return info;
}

/**
 * The machine shows a failed call's message to the player: an API error's is a sentence in their
 * language; any other failure (a fault of the page) becomes one too, never a programmer's English.
 */
async function forThePlayer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, 'UNEXPECTED', failureText(error));
  }
}

const playMachine = gameMachine.provide({
  actors: {
    verifyGuess: fromPromise<VerifyGuessOutput, VerifyGuessInput>(({ input }) =>
      forThePlayer(async () => {
        const { question, target } = loadedInfo(input.info);
        const response = await verifyGuess(question.id, input.guess, target);
        return {
          guess: input.guess,
          colors: response.colores,
          correct: response.correcta,
          sync: syncOf(response.partida, response.respuesta_correcta),
        };
      }),
    ),
    revealHint: fromPromise<RevealHintOutput, RevealHintInput>(({ input }) =>
      forThePlayer(async () => {
        const { question, target } = loadedInfo(input.info);
        const response = await revealHint(question.id, target);
        return { hint: response.pista, sync: syncOf(response.partida) };
      }),
    ),
  },
});

/** The seconds the play has run: the server's figure, counted on locally while it is being played. */
function useElapsed(sync: PlaySync | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  if (!sync) return 0;
  return running ? sync.seconds + Math.max(0, Math.floor((now - sync.at) / 1000)) : sync.seconds;
}

/** `onStale` is told when the server has moved on without this screen (the play should open again). */
export function usePlay(date: string | null, onStale: () => void) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [snapshot, send, actor] = useMachine(playMachine, machineOptions());
  const { context } = snapshot;

  // The play opens once the session is known; later session changes do not restart it. Not through
  // useLoad: /juego's first load is at its budget, and that shared chunk would be one request more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the play opens once, when the session is known; a later sign-in, or a new `navigate`/`send`, must not open it again.
  useEffect(() => {
    if (auth.loading) return;
    let cancelled = false;
    // Opened at /juego, the start went out with the page: loading counts from then, so the question
    // shows as long after the server's clock started as it always did.
    const early = date === null ? takeEarlyStart() : null;
    const startedAt = early?.at ?? Date.now();
    void (async () => {
      let opened: Opened;
      try {
        opened = await openPlay(date, auth.isAuthenticated, auth.isAdmin, early);
      } catch (error) {
        await finishLoading(startedAt);
        if (cancelled) return;
        // An empty message makes the screen show the default 'could not connect' text.
        send({ type: 'LOAD_FAILED', message: error instanceof ApiError && error.status > 0 ? error.message : '' });
        return;
      }
      if ('redirect' in opened) {
        if (!cancelled) navigate(opened.redirect, { replace: true });
        return;
      }
      const { partida, pregunta, dia } = opened.started;
      // An answer without the question or its shape (section 8's internal messages) cannot be played.
      const missing = !pregunta ? 'noQuestion' : !pregunta.estructura_respuesta_es ? 'noStructure' : null;
      if (missing) {
        await finishLoading(startedAt);
        if (!cancelled) send({ type: 'LOAD_FAILED', message: textsOf('game')(`error.${missing}`) });
        return;
      }
      learnDay(dia);
      if (partida.modo === 'diaria') cacheQuestion(partida.fecha, pregunta);
      await finishLoading(startedAt);
      if (cancelled) return;
      const { longitud, espacios } = pregunta.estructura_respuesta_es;
      send({
        type: 'LOADED',
        structure: { longitud, espacios },
        guesses: partida.intentos.map((row) => ({
          guess: row.guess,
          colors: row.colors,
          correct: isWinningRow(row.colors),
        })),
        hints: partida.pistas,
        hardMode: partida.dificil,
        info: {
          question: pregunta,
          fecha: partida.fecha,
          modo: partida.modo,
          target: targetOf(partida),
          restoredRows: partida.intentos.length,
        },
        sync: syncOf(
          partida,
          pregunta.respuesta_es ? { es: pregunta.respuesta_es, en: pregunta.respuesta_es } : undefined,
        ),
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [auth.loading]);

  const stale = context.errorCode !== null && OUT_OF_SYNC.has(context.errorCode);
  useEffect(() => {
    if (stale) onStale();
  }, [stale, onStale]);

  const playing = snapshot.matches('playing');
  const seconds = useElapsed(context.sync, playing);
  const outcome: 'won' | 'lost' | null = snapshot.matches('won') ? 'won' : snapshot.matches('lost') ? 'lost' : null;

  const recorded = useRef(false);
  useEffect(() => {
    const { info, sync } = context;
    if (outcome === null || info === null || recorded.current) return;
    recorded.current = true;
    // Debug plays never count: the flag is switched off instead of marking the day played.
    if (info.modo === 'debug') setDebugMode(false);
    else if (info.modo === 'diaria') {
      markPlayedToday(
        {
          score: sync?.result?.totalScore ?? 0,
          stars: sync?.result?.stars ?? 0,
          attempts: context.guesses.length,
          hintsUsed: context.hints.length,
          timeInSeconds: sync?.seconds ?? 0,
          gameWon: outcome === 'won',
          fechaAsignada: info.question.fecha_asignada ?? info.fecha,
        },
        info.fecha,
      );
    }
  }, [outcome, context]);

  return { snapshot, send, actor, seconds, outcome };
}
