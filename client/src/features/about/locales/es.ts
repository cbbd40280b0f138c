// Texts of About (spec sections 1 and 2): origin, funding, mission, the leaderboard plans, thanks,
// in Spanish (namespace `about`).
export default {
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
    intro: 'El juego es y será gratuito. Pagar servidores y dedicar horas cuesta dinero, y lo cubrimos de dos formas:',
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
} as const;
