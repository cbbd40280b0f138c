/** Texts of About (spec sections 1 and 2): origin, funding, mission, the leaderboard plans, thanks. */
import { addTexts } from '../../i18n/index.ts';

export const about = addTexts('about', {
  es: {
    title: 'Acerca de Fútbol Trivia',
    origin: {
      title: 'Cómo empezó',
      paragraphs: [
        'Fútbol Trivia nació en una sobremesa de domingo, discutiendo quién había marcado aquel gol o cómo se escribía el apellido de aquel lateral. Nos gustaban los juegos de palabras de un reto al día y pensamos: ¿por qué no uno sobre LaLiga?',
        'Así que lo construimos: una pregunta diaria, igual para todos, cuya respuesta hay que escribir letra a letra. Es rápido de jugar, difícil de dominar y da para mucha conversación en el grupo de amigos.',
      ],
    },
    sustain: {
      title: 'Cómo nos mantenemos',
      intro:
        'El juego es y será gratuito. Pagar servidores y dedicar horas cuesta dinero, y lo cubrimos de dos formas:',
      ads: {
        title: 'Publicidad discreta',
        text: 'Mostramos unos pocos anuncios en espacios laterales de la portada y de la política de privacidad, nunca dentro de la partida ni en ventanas emergentes. Los anuncios personalizados solo se muestran con tu consentimiento.',
      },
      donations: {
        title: 'Donaciones voluntarias',
        text: 'Si te divierte el reto diario, puedes invitarnos a un café. Cada aportación nos ayuda a mantener el juego sin muros de pago y a añadir preguntas nuevas. Donar no da ventajas en el juego.',
        link: 'Hacer una donación',
      },
    },
    mission: {
      title: 'Nuestra misión',
      paragraphs: [
        'Queremos que cada día tengas un motivo para pensar en fútbol unos minutos: poner a prueba tu memoria, aprender algo de la historia de LaLiga y picarte sanamente con tus amigos.',
        'Por eso el juego es gratuito, funciona en español y en inglés, se puede jugar con teclado o con el ratón y está pensado para ser accesible para todo el mundo.',
      ],
    },
    leaderboard: {
      title: 'Próximamente: la clasificación completa',
      intro: 'Estamos preparando una clasificación con:',
      items: ['rankings diarios, semanales y mensuales', 'estadísticas de jugador', 'logros', 'torneos semanales'],
      live: 'Las tablas diaria, semanal y mensual ya funcionan en directo y tus estadísticas están en tu perfil; los logros y los torneos semanales llegarán pronto.',
      link: 'Ver la clasificación',
    },
    thanks: {
      title: 'Gracias',
      text: 'Gracias por jugar, por compartir tus resultados y por cada sugerencia que nos envías: este juego mejora gracias a vosotros. Si tienes una idea o encuentras un error, escríbenos.',
      contact: 'Contactar',
    },
  },
  en: {
    title: 'About Fútbol Trivia',
    origin: {
      title: 'How it started',
      paragraphs: [
        "Fútbol Trivia was born over a long Sunday lunch, arguing about who scored that goal or how to spell that full-back's surname. We loved one-a-day word games and thought: why not one about LaLiga?",
        'So we built it: one daily question, the same for everyone, whose answer you type letter by letter. It is quick to play, hard to master and great for banter in the group chat.',
      ],
    },
    sustain: {
      title: 'How we sustain ourselves',
      intro: 'The game is and will stay free. Servers and hours cost money, and we cover them in two ways:',
      ads: {
        title: 'Discreet advertising',
        text: 'We show a few ads in side slots of the home page and the privacy policy, never inside the game and never in pop-ups. Personalised ads are only shown with your consent.',
      },
      donations: {
        title: 'Voluntary donations',
        text: 'If you enjoy the daily challenge, you can buy us a coffee. Every contribution helps us keep the game free of paywalls and add new questions. Donating gives no advantage in the game.',
        link: 'Make a donation',
      },
    },
    mission: {
      title: 'Our mission',
      paragraphs: [
        "We want to give you a reason to think about football for a few minutes every day: test your memory, learn something about LaLiga's history and enjoy some friendly rivalry with your friends.",
        'That is why the game is free, works in Spanish and English, can be played with the keyboard or the mouse and is designed to be accessible to everyone.',
      ],
    },
    leaderboard: {
      title: 'Coming soon: the full leaderboard',
      intro: 'We are preparing a leaderboard with:',
      items: ['daily, weekly and monthly rankings', 'player stats', 'achievements', 'weekly tournaments'],
      live: 'The daily, weekly and monthly tables already work live and your stats are in your profile; achievements and weekly tournaments are coming soon.',
      link: 'See the leaderboard',
    },
    thanks: {
      title: 'Thank you',
      text: 'Thank you for playing, for sharing your results and for every suggestion you send us: this game gets better thanks to you. If you have an idea or find a bug, write to us.',
      contact: 'Contact us',
    },
  },
});
