// The achievements' names and descriptions in Spanish (namespace `achievements`), one entry per code
// of the catalogue (../catalogue.ts); {{objetivo}}, {{segundos}} and {{minutos}} come from it.
import type { AchievementCode } from '../catalogue.ts';

export default {
  primera_victoria: { name: 'Primera victoria', description: 'Acierta tu primera pregunta.' },
  partida_perfecta: { name: 'Partida perfecta', description: 'Acierta al primer intento sin pedir ninguna pista.' },
  ultimo_intento: { name: 'Sobre la bocina', description: 'Acierta con el último intento.' },
  relampago: { name: 'Gol relámpago', description: 'Acierta en {{segundos}} segundos o menos.' },
  modo_dificil: { name: 'Sin red', description: 'Gana una partida en modo difícil, sin pistas.' },
  medianoche: {
    name: 'Al filo de la medianoche',
    description: 'Termina una partida a menos de {{minutos}} minutos de la medianoche (hora de Madrid).',
  },
  racha_7: {
    name: 'Una semana en racha',
    description: 'Acierta la pregunta {{objetivo}} días seguidos, cada una en su día.',
  },
  semana_sin_pistas: {
    name: 'Una semana sin pistas',
    description: 'Acierta la pregunta {{objetivo}} días seguidos sin pedir ninguna pista.',
  },
  racha_30: {
    name: 'Un mes en racha',
    description: 'Acierta la pregunta {{objetivo}} días seguidos, cada una en su día.',
  },
  racha_100: { name: 'Leyenda', description: 'Acierta la pregunta {{objetivo}} días seguidos, cada una en su día.' },
  diez_victorias: { name: 'Diez aciertos', description: 'Acierta {{objetivo}} preguntas.' },
  cien_victorias: { name: 'Centenario', description: 'Acierta {{objetivo}} preguntas.' },
  tres_estrellas_10: { name: 'Jugador estrella', description: 'Consigue tres estrellas en {{objetivo}} partidas.' },
  habitual_30: { name: 'Fijo en el once', description: 'Juega {{objetivo}} partidas.' },
  toda_la_liga: {
    name: 'Toda la liga 2025-26',
    description: 'Acierta una pregunta de cada uno de los {{objetivo}} clubes de LaLiga 2025-26.',
  },
} as const satisfies Record<AchievementCode, { name: string; description: string }>;
