// The game's refusals in Spanish (namespace `plays`), keyed by their code (contracts/refusals.ts);
// a `_reason` suffix (i18next's context) is the code's text for one of its typed reasons.
export default {
  INVALID_GUESS: 'La respuesta no es válida',
  INVALID_GUESS_spaces:
    'La respuesta debe tener {{longitud}} caracteres ({{letras}} letras A-Z, Ñ o acentuadas, con espacios en las posiciones {{espacios}})',
  INVALID_GUESS_noSpaces:
    'La respuesta debe tener {{longitud}} caracteres ({{letras}} letras A-Z, Ñ o acentuadas, sin espacios)',
  NO_ATTEMPTS_LEFT: 'Ya has usado los {{max}} intentos',
  NO_HINTS_LEFT: 'Ya has usado las {{max}} pistas',
  HARD_MODE: 'Esta partida es en modo difícil: se juega sin pistas',
  ANTI_EXPLOIT:
    'Este navegador ya ha jugado la pregunta de hoy sin sesión: la cuenta no puede volver a jugarla hasta mañana a las 00:00 (hora de Madrid)',
  TOO_MANY_NEW_PLAYS:
    'Demasiadas partidas nuevas sin sesión desde esta dirección. Inicia sesión o inténtalo más tarde.',
  PLAY_FINISHED: 'La partida ya ha terminado',
  PLAY_HANDED_OVER:
    'Esta partida siguió en la cuenta que inició sesión en este navegador: entra en esa cuenta para terminarla',
  PLAY_NOT_STARTED: 'No has empezado la partida de esta pregunta (POST /api/partidas/iniciar)',
  PLAY_NOT_STARTED_day: 'No has empezado la partida del {{fecha}} (POST /api/partidas/iniciar)',
  PLAY_NOT_FOUND: 'Partida de depuración no encontrada',
  PLAY_NOT_FOUND_stream: 'No hay ninguna partida {{streamId}}',
  PLAY_NOT_FINISHED: 'Esa partida no ha terminado: el servidor calcula la puntuación al terminarla',
  QUESTION_MISMATCH: 'La pregunta {{preguntaId}} no es la de esta partida',
  QUESTION_MISMATCH_day: 'La pregunta {{preguntaId}} no es la de la partida del {{fecha}}',
  REPLAY_NOT_FOUND: 'No tienes ninguna partida terminada del {{fecha}} que repetir',
  QUESTION_NOT_FOUND: 'Pregunta {{id}} no encontrada',
  INVALID_DATE: 'Fecha no válida: {{fecha}} (formato YYYY-MM-DD)',
  INVALID_DATE_future: 'La fecha {{fecha}} aún no ha llegado (hoy es {{hoy}} en {{zona}})',
  INVALID_DATE_tooOld: 'Solo se pueden jugar los últimos {{dias}} días (desde {{desde}})',
  INVALID_DATE_pastGames: 'Solo se pueden jugar los días del {{desde}} al {{hasta}} (hoy se juega la partida diaria)',
  CONFLICT: 'La partida ha cambiado mientras se procesaba; vuelve a cargarla',
} as const;
