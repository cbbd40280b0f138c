// Texts of "About this question", and its error report, shown once a play has ended, in Spanish (namespace `questionAbout`).
export default {
  title: 'Sobre esta pregunta',
  intro: 'La pregunta y sus pistas salen de estas fuentes:',
  none: 'Esta pregunta aún no tiene fuentes publicadas.',
  error: 'No se han podido cargar las fuentes de la pregunta.',
  newTab: '(se abre en una pestaña nueva)',
  report: {
    open: 'Avisar de un error en esta pregunta',
    title: 'Avisar de un error',
    reason: '¿Qué falla?',
    reasons: {
      'dato-falso': 'Un dato es falso',
      'delata-respuesta': 'La pregunta o una pista delata la respuesta',
      ambigua: 'Admite más de una respuesta',
      fuente: 'Una fuente no dice eso o no funciona',
      redaccion: 'Un error de redacción o de traducción',
      otro: 'Otra cosa',
    },
    text: 'Cuéntanos qué está mal (y, si puedes, dónde lo has leído)',
    textHint: 'Entre 3 y 500 caracteres.',
    send: 'Enviar aviso',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    tooShort: 'Escribe al menos 3 caracteres.',
  },
};
