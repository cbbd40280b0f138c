/** Texts of the player's replay (/repeticion). */
import { addTexts } from '../../i18n/index.ts';

export const replay = addTexts('replayPage', {
  es: {
    title: 'Tu partida, paso a paso',
    day: 'Partida del {{fecha}}',
    loading: 'Cargando tu partida…',
    notFound: 'No tienes ninguna partida terminada de ese día que repetir.',
    error: 'No se ha podido cargar la partida.',
    question: 'Pregunta',
    answer: 'Respuesta',
    result: '{{points}} puntos · {{stars}} de 3 estrellas',
    step: 'Paso {{n}} de {{total}}: {{what}} · {{time}}',
    what: {
      inicio: 'empiezas',
      intento: 'intento {{n}}: {{guess}}',
      pista: 'pista {{n}}',
      fin: 'final',
      finWon: 'final: ¡acertada!',
      finLost: 'final: fallada',
    },
    backToPastGames: 'Partidas anteriores',
    backHome: 'Volver al inicio',
  },
  en: {
    title: 'Your game, step by step',
    day: 'Game of {{fecha}}',
    loading: 'Loading your game…',
    notFound: 'You have no finished game of that day to replay.',
    error: 'The game could not be loaded.',
    question: 'Question',
    answer: 'Answer',
    result: '{{points}} points · {{stars}} of 3 stars',
    step: 'Step {{n}} of {{total}}: {{what}} · {{time}}',
    what: {
      inicio: 'you start',
      intento: 'attempt {{n}}: {{guess}}',
      pista: 'hint {{n}}',
      fin: 'end',
      finWon: 'end: solved!',
      finLost: 'end: missed',
    },
    backToPastGames: 'Past games',
    backHome: 'Back to home',
  },
});
