// Texts of the FAQ (spec section 2: 8 items and the "still have questions" box), in Spanish
// (namespace `faq`).
export default {
  title: 'Preguntas frecuentes',
  intro: 'Lo que más nos preguntáis sobre el juego, las cuentas y la clasificación.',
  items: [
    {
      q: '¿Qué es Fútbol Trivia?',
      a: 'Un juego diario y gratuito sobre LaLiga. Cada día publicamos una pregunta cuya respuesta suele ser el nombre de un jugador, y tienes cinco intentos para adivinarla letra a letra, con la ayuda de los colores y de hasta tres pistas.',
    },
    {
      q: '¿Cuándo hay una pregunta nueva?',
      a: 'Todos los días a las 00:00, hora de Madrid (también en los cambios de horario). La pregunta es la misma para todos los jugadores, así que puedes comparar tu resultado con el de tus amigos.',
    },
    {
      q: '¿Qué significan los colores?',
      a: 'Verde (✓): la letra está en la respuesta y en su sitio. Amarillo (↔): está en la respuesta pero en otra posición. Gris (✕): no está. Las tildes no cuentan, pero la Ñ es una letra distinta de la N.',
    },
    {
      q: '¿Cómo se calcula mi puntuación?',
      a: 'Partes de 1000 puntos al acertar. Restan los intentos extra, las pistas y el tiempo; suman la rapidez, acertar sin pistas, una partida perfecta y las letras acertadas en los intentos fallidos. Con la puntuación consigues de 0 a 3 estrellas. Tienes el detalle en «Cómo jugar».',
    },
    {
      q: '¿Necesito una cuenta para jugar?',
      a: 'No: cualquiera puede jugar el reto del día. Si juegas sin cuenta, solo tu navegador recuerda que ya has jugado y tu puntuación no se guarda. Con una cuenta gratuita guardamos tu historial y tus estadísticas, apareces en la clasificación y puedes jugar los días anteriores.',
    },
    {
      q: '¿Puedo jugar los retos de días anteriores?',
      a: 'Sí, si tienes cuenta. En «Partidas anteriores» verás un calendario con los retos del último mes: elige un día que no hayas jugado y a por él. Estas partidas suman a tus estadísticas, pero no a la clasificación.',
    },
    {
      q: '¿Cómo funciona la clasificación?',
      a: 'Hay tres tablas en directo. La diaria ordena las mejores puntuaciones del día. La semanal y la mensual usan tu media de los últimos 7 o 30 días multiplicada por un factor que premia la constancia (1 + 1,2 × log10 de las partidas jugadas). Solo cuentan las partidas del día jugadas con la sesión iniciada.',
    },
    {
      q: '¿Es gratis? ¿Quién está detrás?',
      a: 'Es totalmente gratis. Es un proyecto independiente de aficionados que se mantiene con anuncios discretos y donaciones voluntarias. No tiene ninguna relación con LaLiga ni con ningún club u organización de fútbol.',
    },
  ],
  still: {
    title: '¿Todavía tienes preguntas?',
    text: 'Escríbenos y te responderemos en español o en inglés en un plazo de 24 a 72 horas.',
    button: 'Contactar',
  },
} as const;
