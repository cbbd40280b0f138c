// The admins' question editor (server/questions/edit.ts): its refusals and the bank's checks
// (server/questions/check.ts) as each field of the form shows them, in Spanish (namespace `bankEditor`).
export default {
  QUESTION_CHECK_one: 'La pregunta no pasa una comprobación del banco: corrige el campo señalado.',
  QUESTION_CHECK_other: 'La pregunta no pasa {{count}} comprobaciones del banco: corrige los campos señalados.',
  ANSWER_LOCKED:
    'La pregunta #{{id}} ya salió en algún día: su respuesta no puede cambiar. Crea una pregunta nueva con la otra respuesta y retira esta.',
  NOTHING_CHANGED: 'No has cambiado nada de la pregunta #{{id}}.',
  QUESTION_NOT_FOUND: 'No existe la pregunta #{{id}}.',
  invisible: 'Tiene caracteres invisibles (de anchura cero o de formato): escríbelo de nuevo sin ellos.',
  answerUnplayable: 'La respuesta solo puede tener letras, con un espacio entre palabras (máximo 18).',
  answerRepeated: 'Ya hay una pregunta con esa respuesta: {{other}}.',
  IMPORT_REFUSED:
    'La importación no se aplica: {{problems}} problemas y {{conflicts}} conflictos. Corrige el archivo y vuelve a probar.',
  importRepeatedId: 'Ese id ya sale antes en el archivo.',
  IMPORT_BUSY: 'Ya se están comprobando otras importaciones. Vuelve a probar en unos segundos.',
  BANK_CHANGED:
    'El banco ha cambiado varias veces mientras se comprobaba la importación. Vuelve a probar dentro de un momento.',
  checks: {
    answerContained: 'La respuesta {{a}} cabe dentro de {{b}}: ¿el mismo jugador dos veces?',
    answerOneEdit: 'Las respuestas {{a}} y {{b}} solo se diferencian en una letra.',
    similarQuestion: 'La pregunta se parece demasiado a otra ({{a}} y {{b}}, parecido {{similarity}}).',
    nicknameIsAnswer: '{{a}} tiene el apodo «{{apodo}}», que es la respuesta de {{b}}: ¿el mismo jugador dos veces?',
    languageMissing: 'Falta el texto en este idioma.',
    languageSame: 'Es igual en español y en inglés: falta la traducción.',
    sourcesCount: 'Tiene {{count}} fuentes: entre 1 y 4.',
    sourceNotHttps: 'No es una dirección https: {{url}}',
    sourceRepeated: 'Fuente repetida: {{url}}',
    sourceNotListed: 'No es de un medio de la lista admitida (data/question-sources.json): {{url}}',
    sourcesTooFew: 'Tiene {{count}} fuentes de medios admitidos: hacen falta al menos 2.',
    eraYear: 'La pregunta nombra {{year}}, fuera de la época en el club ({{desde}}–{{hasta}}).',
    nicknameHeld: 'Contiene el apodo «{{apodo}}»: ni la pregunta ni la pista 1 pueden dar un apodo.',
    nicknameWord: 'Habla de un apodo («{{word}}»): ni la pregunta ni la pista 1 pueden dar un apodo.',
    nicknameUnlisted: 'Cita el apodo «{{nickname}}», que no está entre los apodos de la pregunta.',
    spellsAnswer: 'Contiene «{{words}}», de la propia respuesta.',
    givesAway: 'Un texto de {{a}} contiene «{{words}}», la respuesta de {{b}}.',
  },
};
