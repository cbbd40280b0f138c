/** Texts of the FAQ (spec section 2: 8 items and the "still have questions" box). */
import { addTexts } from '../../i18n/index.ts';

export const faq = addTexts('faq', {
  es: {
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
  },
  en: {
    title: 'Frequently asked questions',
    intro: 'What you ask us most about the game, accounts and the leaderboard.',
    items: [
      {
        q: 'What is Fútbol Trivia?',
        a: "A free daily game about LaLiga. Every day we publish a question whose answer is usually a player's name, and you have five attempts to guess it letter by letter, helped by the colours and up to three hints.",
      },
      {
        q: 'When is there a new question?',
        a: "Every day at 00:00, Madrid time (daylight saving changes included). The question is the same for every player, so you can compare your result with your friends'.",
      },
      {
        q: 'What do the colours mean?',
        a: 'Green (✓): the letter is in the answer and in the right place. Yellow (↔): it is in the answer but in another position. Gray (✕): it is not there. Accents do not count, but Ñ is a different letter from N.',
      },
      {
        q: 'How is my score calculated?',
        a: 'A correct answer starts from 1000 points. Extra attempts, hints and time subtract; speed, playing without hints, a perfect game and the letters you got right in missed attempts add. Your score earns you 0 to 3 stars. The details are in "How to play".',
      },
      {
        q: 'Do I need an account to play?',
        a: 'No: anyone can play the daily challenge. Without an account, only your browser remembers that you have played and your score is not saved. With a free account we keep your history and statistics, you appear on the leaderboard and you can play previous days.',
      },
      {
        q: "Can I play previous days' challenges?",
        a: 'Yes, with an account. "Past games" shows a calendar with the challenges of the last month: pick a day you have not played and go for it. These games count towards your statistics, but not the leaderboard.',
      },
      {
        q: 'How does the leaderboard work?',
        a: "There are three live tables. The daily one ranks the day's best scores. The weekly and monthly ones use your average over the last 7 or 30 days multiplied by a factor that rewards consistency (1 + 1.2 × log10 of the games played). Only games of the day played while signed in count.",
      },
      {
        q: 'Is it free? Who is behind it?',
        a: 'It is completely free. It is an independent project run by fans and funded by discreet ads and voluntary donations. It is not affiliated with LaLiga or with any football club or organisation.',
      },
    ],
    still: {
      title: 'Still have questions?',
      text: 'Write to us and we will answer in Spanish or English within 24 to 72 hours.',
      button: 'Contact us',
    },
  },
});
