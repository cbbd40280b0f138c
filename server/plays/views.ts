// What a player is shown of a play: its rows, hints, time and, once it has ended, its result and answer.
import type { Partida } from '../../contracts/api/plays.ts';
import { playState, secondsSince, type Play } from '../../machines/game/decide.ts';
import { answerOf, type Question } from '../questions/index.ts';

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
