// The reports' texts and refusals (server/reports), in Spanish (namespace `reports`).
export default {
  thanks: '¡Gracias! Hemos recibido tu aviso: un editor revisará la pregunta y sus fuentes.',
  ALREADY_REPORTED: 'Ya enviaste un aviso sobre la pregunta de ese día: lo estamos revisando.',
  TOO_MANY_REPORTS_one: 'Has enviado demasiados avisos seguidos. Prueba de nuevo en {{count}} minuto.',
  TOO_MANY_REPORTS_other: 'Has enviado demasiados avisos seguidos. Prueba de nuevo en {{count}} minutos.',
  NO_OPEN_REPORTS: 'La pregunta #{{id}} no tiene avisos pendientes.',
  QUESTION_NOT_FOUND: 'No existe la pregunta #{{id}}.',
};
