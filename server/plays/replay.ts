// A player's own finished play, step by step (GET /api/partidas/{fecha}/repeticion): rebuilt from
// its stored events, with the seconds since its start. Only the caller's own play, only once it has
// ended (the answer is in it).
import type { ReplayStep, Repeticion } from '../../contracts/api/plays.ts';
import {
  occurredAt,
  type GuessSubmitted,
  type HintRevealed,
  type PlayFinished,
  type PlayStarted,
} from '../../contracts/events.ts';
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { secondsSince } from '../../machines/game/decide.ts';
import type { Caller } from '../http/index.ts';
import { getQuestion, preguntaView } from '../questions/index.ts';
import type { Services } from '../services.ts';
import { playerOf } from './streams.ts';

export async function replayOfDay(services: Services, caller: Caller, fecha: string): Promise<Repeticion> {
  const stored = await services.store.readStream(playStreamId(playerOf(caller), fecha));
  const finished = stored.find((event) => event.type === 'PlayFinished');
  if (stored.length === 0 || !finished) throw new Refused('REPLAY_NOT_FOUND', { fecha });
  const startedAt = occurredAt(stored[0]);
  const started = stored[0].data as PlayStarted['data'];
  // An admin's fair-play verdict, or a guest's play passed to an account, is not a step of the play.
  const eventos = stored
    .filter((event) => event.type !== 'PlayReviewed' && event.type !== 'PlayHandedOver')
    .map((event): ReplayStep => {
      const segundos = secondsSince(startedAt, occurredAt(event));
      switch (event.type) {
        case 'GuessSubmitted': {
          const { guess, colors } = event.data as GuessSubmitted['data'];
          return { tipo: 'intento', segundos, intento: guess, colores: colors };
        }
        case 'HintRevealed': {
          const { orden, texto_es, texto_en } = event.data as HintRevealed['data'];
          return { tipo: 'pista', segundos, pista: { orden, texto_es, texto_en } };
        }
        case 'PlayFinished': {
          const data = event.data as PlayFinished['data'];
          return { tipo: 'fin', segundos: data.seconds, acierto: data.won };
        }
        default:
          return { tipo: 'inicio', segundos: 0 };
      }
    });
  const question = await getQuestion(services, started.preguntaId);
  return {
    fecha,
    pregunta: preguntaView(question, fecha, true),
    resultado: (finished.data as PlayFinished['data']).result,
    dificil: started.hardMode === true,
    eventos,
  };
}
