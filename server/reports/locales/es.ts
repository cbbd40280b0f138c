// The reports' texts and refusals (server/reports), in Spanish (namespace `reports`).
export default {
  thanks: '¡Gracias! Hemos recibido tu aviso y lo revisaremos antes de volver a usar esta pregunta.',
  ALREADY_REPORTED: 'Ya enviaste un aviso sobre la pregunta de ese día: lo estamos revisando.',
  TOO_MANY_REPORTS: 'Has enviado demasiados avisos seguidos. Prueba de nuevo en {{minutos}} minutos.',
  NO_OPEN_REPORTS: 'La pregunta #{{id}} no tiene avisos pendientes.',
  QUESTION_NOT_FOUND: 'No existe la pregunta #{{id}}.',
};
