// The weekly cup's page (issue 30; namespace `cup`). Its rules are told in How to play.
export default {
  title: 'Copa semanal',
  intro:
    'Un torneo de lunes a domingo: cada día una ronda con la pregunta del día, y solo los mejores de cada ronda juegan la siguiente.',
  rulesLink: 'Las reglas de la copa',
  error: 'No se pudo cargar la copa.',
  /** `rango`: "23 al 29 de noviembre" (formatDayRange). */
  week: 'Semana del {{rango}}',
  today: 'Hoy: {{ronda}}',
  earlier: '{{dia}}: {{ronda}}',
  rounds: {
    qualifying: 'Ronda clasificatoria',
    round64: 'Ronda de 64',
    round32: 'Ronda de 32',
    round16: 'Octavos de final',
    quarterFinal: 'Cuartos de final',
    semiFinal: 'Semifinales',
    final: 'Final',
  },
  players_one: '{{count, number}} jugador',
  players_other: '{{count, number}} jugadores',
  cut_one: 'el mejor pasa a la siguiente ronda',
  cut_other: 'los {{count, number}} mejores pasan a la siguiente ronda',
  cutFinal: 'el ganador es el campeón',
  ownPlace: 'Tu puesto hoy: {{posicion}}.º (no llega al corte)',
  empty: 'Nadie ha jugado todavía esta ronda.',
  columns: { position: 'Puesto', player: 'Jugador', points: 'Puntos', time: 'Tiempo' },
  status: { through: 'Pasa', out: 'Eliminado', toPlay: 'Por jugar', champion: 'Campeón' },
  you: 'Tú',
  hardModeWin: 'Victoria en modo difícil (sin pistas)',
  podium: 'Podio de la semana',
  places: { first: 'Campeón', second: 'Subcampeón', third: 'Tercero' },
  hall: {
    title: 'Palmarés',
    none: 'Todavía no ha terminado ninguna copa.',
    error: 'No se pudo cargar el palmarés.',
  },
};
