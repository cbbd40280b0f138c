import type { Translation } from '../../texts.ts';
import type es from './es.ts';

export default {
  primera_victoria: { name: 'First win', description: 'Get your first question right.' },
  partida_perfecta: { name: 'Perfect game', description: 'Get it right at the first attempt without a single hint.' },
  ultimo_intento: { name: 'At the death', description: 'Get it right with your last attempt.' },
  relampago: { name: 'Lightning strike', description: 'Get it right in {{segundos}} seconds or less.' },
  modo_dificil: { name: 'No safety net', description: 'Win a game in hard mode, without hints.' },
  medianoche: {
    name: 'On the stroke of midnight',
    description: 'Finish a game within {{minutos}} minutes of midnight (Madrid time).',
  },
  racha_7: {
    name: 'A week on a roll',
    description: 'Get the question right {{objetivo}} days in a row, each on its day.',
  },
  semana_sin_pistas: {
    name: 'A week without hints',
    description: 'Get the question right {{objetivo}} days in a row without asking for a hint.',
  },
  racha_30: {
    name: 'A month on a roll',
    description: 'Get the question right {{objetivo}} days in a row, each on its day.',
  },
  racha_100: { name: 'Legend', description: 'Get the question right {{objetivo}} days in a row, each on its day.' },
  diez_victorias: { name: 'Double figures', description: 'Get {{objetivo}} questions right.' },
  cien_victorias: { name: 'Centurion', description: 'Get {{objetivo}} questions right.' },
  tres_estrellas_10: { name: 'Star player', description: 'Earn three stars in {{objetivo}} games.' },
  habitual_30: { name: 'Regular starter', description: 'Play {{objetivo}} games.' },
  toda_la_liga: {
    name: 'The whole 2025-26 league',
    description: 'Get a question right about each of the {{objetivo}} clubs of LaLiga 2025-26.',
  },
} as const satisfies Translation<typeof es>;
