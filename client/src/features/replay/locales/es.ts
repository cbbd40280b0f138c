// Texts of the player's replay (/repeticion), in Spanish (namespace `replay`).
export default {
  title: 'Tu partida, paso a paso',
  day: 'Partida del {{fecha}}',
  loading: 'Cargando tu partida…',
  notFound: 'No tienes ninguna partida terminada de ese día que repetir.',
  error: 'No se ha podido cargar la partida.',
  question: 'Pregunta',
  answer: 'Respuesta',
  result_one: '{{count, number}} punto · {{stars}} de 3 estrellas',
  result_other: '{{count, number}} puntos · {{stars}} de 3 estrellas',
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
} as const;
