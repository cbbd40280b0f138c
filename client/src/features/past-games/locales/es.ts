// Texts of the past-games page (spec sections 2, 3 and 4), in Spanish (namespace `pastGames`).
export default {
  title: 'Partidas anteriores',
  description:
    'Juega las preguntas del último mes que te perdiste. Cuentan en tus estadísticas, no en la clasificación.',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  calendar: 'Calendario de {{month}}',
  legend: {
    title: 'Leyenda',
    played: 'Jugado',
    available: 'Disponible',
    future: 'No disponible (futuro)',
  },
  day: {
    played: '{{date}}: jugado',
    replay: 'Ver la partida paso a paso',
    available: 'Jugar la partida del {{date}}',
    future: '{{date}}: aún no disponible',
    unavailable: '{{date}}: no disponible',
    today: 'hoy',
  },
  result: {
    score_one: '{{count, number}} punto',
    score_other: '{{count, number}} puntos',
    time: 'Tiempo: {{time}}',
    stars: '{{count, number}} de 3 estrellas',
  },
} as const;
