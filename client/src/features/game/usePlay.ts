// One play on screen: the shared game machine with the real server calls injected, the entry
// checks and the start (or resume) of the play, and what the browser remembers once it ends.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { isFecha } from '../../../../machines/calendar/madrid.ts';
import { gameMachine } from '../../../../machines/game/machine.ts';
import type { RevealHintOutput, VerifyGuessInput, VerifyGuessOutput } from '../../../../machines/game/machine.ts';
import type { ScoreResult } from '../../../../contracts/game.ts';
import { paths } from '../../app/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { cacheQuestion, isDebugMode, markPlayedToday, setDebugMode } from '../../lib/daily-game.ts';
import { machineOptions } from '../../lib/inspect.ts';
import { revealHint, startPlay, verifyGuess } from './api.ts';
import type { Answer, Play, PlayTarget, Question, StartResponse } from './api.ts';
import { destinationOf, runEntryChecks } from './entry-check.ts';
import { finishLoading } from './loading.ts';
import { isWinningRow } from './present.ts';

/** Codes that mean this screen is behind the server (another tab finished the play). */
const OUT_OF_SYNC = new Set(['PLAY_FINISHED', 'NO_ATTEMPTS_LEFT']);

export type PlayInfo = {
  question: Question;
  fecha: string;
  modo: Play['modo'];
  target: PlayTarget;
  /** Rows already played when the screen opened: they are shown, not revealed again. */
  restoredRows: number;
};

export type ActionError = { code: string; message: string };

type Opened = { redirect: string } | { started: StartResponse; debug: boolean };

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Section 4: a past day needs an account and a day not yet played; today goes through the entry checks. */
async function openPlay(date: string | null, signedIn: boolean, isAdmin: boolean): Promise<Opened> {
  if (date !== null) {
    if (!signedIn) return { redirect: paths.login };
    if (!isFecha(date)) return { redirect: paths.pastGames };
    try {
      const started = await startPlay({ fecha: date });
      return started.partida.estado === 'playing' ? { started, debug: false } : { redirect: paths.pastGames };
    } catch (error) {
      if (isRefusal(error)) return { redirect: paths.pastGames };
      throw error;
    }
  }
  // A leftover flag must not turn a non-admin's game into a request the server refuses.
  const debug = isDebugMode() && isAdmin;
  if (!debug) setDebugMode(false);
  const decision = await runEntryChecks({ signedIn, debug });
  if (decision.go !== 'play') return { redirect: destinationOf(decision) };
  return { started: await startPlay(debug ? { modo: 'debug' } : {}), debug };
}

function targetOf(play: Play): PlayTarget {
  if (play.modo === 'debug') return { partida_id: play.id };
  return play.modo === 'pasada' ? { fecha: play.fecha } : {};
}

export function usePlay(date: string | null) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [play, setPlay] = useState<PlayInfo | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [result, setResult] = useState<ScoreResult | null>(null);
  const [answer, setAnswer] = useState<Answer | string | null>(null);
  const [actionError, setActionError] = useState<ActionError | null>(null);
  const playRef = useRef<PlayInfo | null>(null);

  const [machine] = useState(() => {
    const syncWith = (partida: Play, correct?: Answer) => {
      setSeconds(partida.tiempo_segundos);
      setResult(partida.resultado ?? null);
      setAnswer(correct ?? partida.respuesta_correcta ?? null);
    };
    const report = (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN';
      setActionError({ code, message: error instanceof Error ? error.message : String(error) });
      // The server already ended this play: reloading shows its real state.
      if (OUT_OF_SYNC.has(code)) window.location.reload();
    };
    const current = () => {
      if (!playRef.current) throw new Error('No play loaded');
      return playRef.current;
    };
    return gameMachine.provide({
      actors: {
        verifyGuess: fromPromise<VerifyGuessOutput, VerifyGuessInput>(async ({ input }) => {
          const { question, target } = current();
          try {
            const response = await verifyGuess(question.id, input.guess, target);
            syncWith(response.partida, response.respuesta_correcta);
            return { guess: input.guess, colors: response.colores, correct: response.correcta };
          } catch (error) {
            report(error);
            throw error;
          }
        }),
        revealHint: fromPromise<RevealHintOutput, void>(async () => {
          const { question, target } = current();
          try {
            const response = await revealHint(question.id, target);
            syncWith(response.partida);
            return { hint: response.pista };
          } catch (error) {
            report(error);
            throw error;
          }
        }),
      },
    });
  });
  const [snapshot, send, actor] = useMachine(machine, machineOptions());

  // The play opens once the session is known; later session changes do not restart it.
  useEffect(() => {
    if (auth.loading) return;
    let cancelled = false;
    const startedAt = Date.now();
    void (async () => {
      let opened: Opened;
      try {
        opened = await openPlay(date, auth.isAuthenticated, auth.isAdmin);
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
      const { partida, pregunta } = opened.started;
      if (partida.modo === 'diaria') cacheQuestion(partida.fecha, pregunta);
      await finishLoading(startedAt);
      if (cancelled) return;
      const info: PlayInfo = {
        question: pregunta,
        fecha: partida.fecha,
        modo: partida.modo,
        target: targetOf(partida),
        restoredRows: partida.intentos.length,
      };
      playRef.current = info;
      setPlay(info);
      setSeconds(partida.tiempo_segundos);
      setResult(partida.resultado ?? null);
      setAnswer(partida.respuesta_correcta ?? pregunta.respuesta_es ?? null);
      const { longitud, espacios } = pregunta.estructura_respuesta_es;
      send({
        type: 'LOADED',
        structure: { longitud, espacios },
        guesses: partida.intentos.map((row) => ({ guess: row.guess, colors: row.colors, correct: isWinningRow(row.colors) })),
        hints: partida.pistas,
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [auth.loading]);

  const playing = snapshot.matches('playing');
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(id);
  }, [playing]);

  const outcome: 'won' | 'lost' | null = snapshot.matches('won') ? 'won' : snapshot.matches('lost') ? 'lost' : null;
  const recorded = useRef(false);
  useEffect(() => {
    if (outcome === null || play === null || recorded.current) return;
    recorded.current = true;
    // Debug plays never count: the flag is switched off instead of marking the day played.
    if (play.modo === 'debug') setDebugMode(false);
    else if (play.modo === 'diaria') {
      markPlayedToday(
        {
          score: result?.totalScore ?? 0,
          stars: result?.stars ?? 0,
          attempts: snapshot.context.guesses.length,
          hintsUsed: snapshot.context.hints.length,
          timeInSeconds: seconds,
          gameWon: outcome === 'won',
          fechaAsignada: play.question.fecha_asignada ?? play.fecha,
        },
        play.fecha,
      );
    }
  }, [outcome, play, result, seconds, snapshot.context]);

  return { snapshot, send, actor, play, seconds, result, answer, actionError, outcome };
}
