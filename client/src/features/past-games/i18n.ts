/** Texts of the past-games page (spec sections 2, 3 and 4). */
import { addTexts } from '../../i18n/index.ts';

export const pastGames = addTexts('pastGames', {
  es: {
    title: 'Partidas anteriores',
    description:
      'Juega las preguntas del último mes que te perdiste. Cuentan en tus estadísticas, no en la clasificación.',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    calendar: 'Calendario de {{month}}',
    legend: { title: 'Leyenda', played: 'Jugado', available: 'Disponible', future: 'No disponible (futuro)' },
    day: {
      played: '{{date}}: jugado',
      replay: 'Ver la partida paso a paso',
      available: 'Jugar la partida del {{date}}',
      future: '{{date}}: aún no disponible',
      unavailable: '{{date}}: no disponible',
      today: 'hoy',
    },
    result: { score: '{{score}} puntos', time: 'Tiempo: {{time}}', stars: '{{count}} de 3 estrellas' },
  },
  en: {
    title: 'Past games',
    description:
      'Play the questions of the last month you missed. They count in your statistics, not in the leaderboard.',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    calendar: '{{month}} calendar',
    legend: { title: 'Legend', played: 'Played', available: 'Available', future: 'Not available (future)' },
    day: {
      played: '{{date}}: played',
      replay: 'Watch the game step by step',
      available: 'Play the game of {{date}}',
      future: '{{date}}: not available yet',
      unavailable: '{{date}}: not available',
      today: 'today',
    },
    result: { score: '{{score}} points', time: 'Time: {{time}}', stars: '{{count}} of 3 stars' },
  },
});
