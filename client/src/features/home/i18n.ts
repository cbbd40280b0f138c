/** Texts of the home page (spec section 2, Home). */
import { addTexts } from '../../i18n/index.ts';

export const home = addTexts('home', {
  es: {
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
  },
  en: {
    hero: {
      title: 'Fútbol Trivia',
      subtitle:
        'Every day, one hidden LaLiga player. Guess the name letter by letter with five attempts and up to three hints.',
      note: 'A new challenge every day at 00:00 (Madrid time). Free, no sign-up needed.',
    },
    rules: {
      title: 'How it works',
      intro: 'Type a name and press Enter. Each letter changes colour to tell you how close you are:',
      correct: {
        title: 'Green: right letter',
        text: 'The letter is in the answer and in the right place.',
        label: 'Example: MESSI with the M in green, marked ✓: it is in the right place.',
      },
      present: {
        title: 'Yellow: somewhere else',
        text: 'The letter is in the answer, but in another position.',
        label: 'Example: MESSI with the E in yellow, marked ↔: it is in the answer but in another position.',
      },
      absent: {
        title: 'Gray: not there',
        text: 'The letter does not appear in the answer.',
        label: 'Example: MESSI with the I in gray, marked ✕: it is not in the answer.',
      },
      more: 'See the full rules and scoring',
    },
    account: {
      title: 'Create your free account',
      intro: 'You can play without an account, but with one you get more out of every challenge:',
      history: {
        title: 'Your history',
        text: 'We save your scores, times and attempts, and you see your statistics for the last year.',
      },
      pastGames: {
        title: 'Past games',
        text: 'Missed a day? Play the challenges of the last month from the calendar.',
      },
      rankings: {
        title: 'Leaderboards',
        text: 'Compete in the daily, weekly and monthly tables and follow your position live.',
      },
      languages: {
        title: 'Multi-language',
        text: 'Play in Spanish or English and switch languages whenever you like.',
      },
      register: 'Sign up for free',
      signedIn: 'You already have an account: check your statistics in your profile.',
      profile: 'Go to my profile',
    },
  },
});
