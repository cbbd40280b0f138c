// Texts of the home page (spec section 2, Home), in Spanish (namespace `home`).
export default {
  hero: {
    title: 'Fútbol Trivia',
    subtitle:
      'Cada día, un jugador de LaLiga escondido. Adivínalo letra a letra con cinco intentos y hasta tres pistas.',
    note: 'Un reto nuevo cada día a las 00:00 (hora de Madrid). Gratis y sin registro.',
  },
  rules: {
    title: 'Así se juega',
    intro: 'Escribe un nombre y pulsa Enter. Cada letra cambia de color para decirte lo cerca que estás:',
    correct: {
      title: 'Verde: letra correcta',
      text: 'La letra está en la respuesta y en su sitio.',
      label: 'Ejemplo: MESSI con la M en verde, marcada con ✓: está en el lugar correcto.',
    },
    present: {
      title: 'Amarillo: en otro sitio',
      text: 'La letra está en la respuesta, pero en otra posición.',
      label: 'Ejemplo: MESSI con la E en amarillo, marcada con ↔: está en la respuesta pero en otra posición.',
    },
    absent: {
      title: 'Gris: no está',
      text: 'La letra no aparece en la respuesta.',
      label: 'Ejemplo: MESSI con la I en gris, marcada con ✕: no está en la respuesta.',
    },
    more: 'Ver las reglas completas y la puntuación',
  },
  account: {
    title: 'Crea tu cuenta gratis',
    intro: 'Jugar no requiere cuenta, pero con una cuenta sacas más partido a cada reto:',
    history: {
      title: 'Tu historial',
      text: 'Guardamos tus puntuaciones, tiempos e intentos, y ves tus estadísticas del último año.',
    },
    pastGames: {
      title: 'Partidas anteriores',
      text: '¿Te perdiste un día? Juega los retos del último mes desde el calendario.',
    },
    rankings: {
      title: 'Clasificaciones',
      text: 'Compite en las tablas diaria, semanal y mensual y sigue tu posición en directo.',
    },
    languages: {
      title: 'Multiidioma',
      text: 'Juega en español o en inglés y cambia de idioma cuando quieras.',
    },
    register: 'Regístrate gratis',
    signedIn: 'Ya tienes cuenta: consulta tus estadísticas en tu perfil.',
    profile: 'Ir a mi perfil',
  },
} as const;
