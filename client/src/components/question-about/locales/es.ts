// Texts of "About this question", shown once a play has ended, in Spanish (namespace `questionAbout`).
export default {
  title: 'Sobre esta pregunta',
  intro: 'La pregunta y sus pistas salen de estas fuentes:',
  none: 'Esta pregunta aún no tiene fuentes publicadas.',
  error: 'No se han podido cargar las fuentes de la pregunta.',
  newTab: '(se abre en una pestaña nueva)',
};
