/** Texts of How to play (spec section 2). Every figure is interpolated from SCORING. */
import { addTexts } from '../../i18n/index.ts';

export const howToPlay = addTexts('howToPlay', {
  es: {
    title: 'Cómo jugar',
    intro:
      'Cada día te espera una pregunta sobre LaLiga. La respuesta suele ser el nombre de un jugador y tienes que escribirla letra a letra.',
    rulesTitle: 'Reglas',
    rules: {
      rule1: 'Hay una pregunta nueva cada día; el reto cambia a las 00:00, hora de Madrid.',
      rule2:
        'Tienes {{attempts}} intentos. Escribe la respuesta con tu teclado o con el de la pantalla: los huecos entre palabras ya vienen marcados y no se escriben.',
      ruleHints:
        'Si te atascas, pide una pista con el botón de pistas: hay hasta {{hints}} por partida y se revelan de una en una.',
      rule3: 'Pulsa Enter cuando hayas rellenado todas las letras de la fila para comprobar tu intento.',
      rule4:
        'Cada letra se marca: verde (✓) si está en su sitio, amarilla (↔) si está en la respuesta pero en otro sitio y gris (✕) si no está. El teclado recuerda el mejor color de cada letra.',
      rule5: 'Las tildes y la diéresis no cuentan (Á es A, Ü es U), pero la Ñ es una letra distinta de la N.',
      rule6:
        'Solo puedes jugar el reto del día una vez. Con una cuenta tu puntuación entra en la clasificación y puedes jugar los retos del último mes.',
    },
    examplesTitle: 'Ejemplos',
    examples: {
      correct: {
        label: 'PEDRI con la P en verde, marcada con ✓',
        text: 'La P está en la respuesta y en el lugar correcto.',
      },
      present: {
        label: 'RAMOS con la M en amarillo, marcada con ↔',
        text: 'La M está en la respuesta, pero en otra posición.',
      },
      absent: {
        label: 'PUYOL con la Y en gris, marcada con ✕',
        text: 'La Y no está en la respuesta.',
      },
    },
    scoring: {
      title: 'Sistema de puntuación',
      intro:
        'Al acertar partes de {{base}} puntos; después se restan las penalizaciones y se suman las bonificaciones. El total nunca baja de 0.',
      penaltiesTitle: 'Penalizaciones',
      attempts:
        'Intentos extra: el primer intento es gratis y cada intento adicional resta más que el anterior. Las penalizaciones se acumulan: acertar en el último intento cuesta {{total}} puntos.',
      attemptsCaption: 'Penalización por intento',
      attemptColumn: 'Intento',
      pointsColumn: 'Puntos',
      attemptRow: '{{n}}.º',
      hints: 'Pistas: −{{points}} puntos por cada pista que uses.',
      time: 'Tiempo: cuanto más tardes (t, en segundos), más se resta.',
      timeCaption: 'Penalización por tiempo',
      timeColumn: 'Tiempo',
      upTo: 't ≤ {{upTo}} s',
      between: '{{from}} s < t ≤ {{upTo}} s',
      over: 't > {{from}} s',
      slow: 'Partida lenta: además, si tardas mucho se resta una cantidad fija (se aplica la mayor que corresponda):',
      slowRow: '−{{points}} puntos si tardas más de {{over}} s',
      bonusesTitle: 'Bonificaciones',
      speed: 'Rapidez: cuanto antes aciertes, más sumas (se aplica la mayor que corresponda):',
      speedRow: '+{{points}} puntos si aciertas en {{upTo}} s o menos',
      perfect: 'Partida perfecta: +{{points}} puntos si aciertas al primer intento sin pistas.',
      noHints: 'Sin pistas: +{{points}} puntos si aciertas sin pistas en más de un intento.',
      firstAttempt: 'A la primera: +{{points}} puntos si aciertas al primer intento usando pistas.',
      precision:
        'Precisión: en tus intentos fallidos, +{{correct}} puntos por cada letra verde y +{{present}} por cada amarilla.',
      loss: 'Si agotas los {{attempts}} intentos sin acertar, la partida vale 0 puntos y 0 estrellas.',
      starsTitle: 'Estrellas',
      stars: {
        three: '{{min}} puntos o más: ¡excelente! Acertaste rápido, con pocos intentos y casi sin ayuda.',
        two: 'De {{min}} a {{below}} puntos: bien. Una buena partida con algún intento o pista de más.',
        one: 'De {{min}} a {{below}} puntos: regular. Lo sacaste, pero costó: ¡mañana, mejor!',
        zero: 'Menos de {{min}} puntos: a mejorar. Sin estrellas esta vez.',
      },
      starsLabel: '{{n}} de 3 estrellas',
    },
  },
  en: {
    title: 'How to play',
    intro:
      "Every day a new LaLiga question is waiting for you. The answer is usually a player's name, and you type it letter by letter.",
    rulesTitle: 'Rules',
    rules: {
      rule1: 'There is a new question every day; the challenge changes at 00:00, Madrid time.',
      rule2:
        'You have {{attempts}} attempts. Type the answer with your keyboard or the on-screen one: the gaps between words are already marked and are not typed.',
      ruleHints:
        'If you get stuck, ask for a hint with the hint button: there are up to {{hints}} per game and they are revealed one at a time.',
      rule3: 'Press Enter once every letter of the row is filled in to check your attempt.',
      rule4:
        'Each letter is marked: green (✓) if it is in the right place, yellow (↔) if it is in the answer but somewhere else, and gray (✕) if it is not there. The keyboard remembers the best colour of each letter.',
      rule5: 'Accents and diaeresis do not count (Á is A, Ü is U), but Ñ is a different letter from N.',
      rule6:
        'You can play the daily challenge only once. With an account your score enters the leaderboard and you can play the challenges of the last month.',
    },
    examplesTitle: 'Examples',
    examples: {
      correct: {
        label: 'PEDRI with the P in green, marked ✓',
        text: 'The P is in the answer and in the right place.',
      },
      present: {
        label: 'RAMOS with the M in yellow, marked ↔',
        text: 'The M is in the answer, but in another position.',
      },
      absent: {
        label: 'PUYOL with the Y in gray, marked ✕',
        text: 'The Y is not in the answer.',
      },
    },
    scoring: {
      title: 'Scoring system',
      intro:
        'A correct answer starts from {{base}} points; penalties are then subtracted and bonuses added. The total never goes below 0.',
      penaltiesTitle: 'Penalties',
      attempts:
        'Extra attempts: the first attempt is free and each further attempt costs more than the previous one. Penalties add up: getting it on the last attempt costs {{total}} points.',
      attemptsCaption: 'Penalty per attempt',
      attemptColumn: 'Attempt',
      pointsColumn: 'Points',
      attemptRow: 'No. {{n}}',
      hints: 'Hints: −{{points}} points for each hint you use.',
      time: 'Time: the longer you take (t, in seconds), the more is subtracted.',
      timeCaption: 'Time penalty',
      timeColumn: 'Time',
      upTo: 't ≤ {{upTo}} s',
      between: '{{from}} s < t ≤ {{upTo}} s',
      over: 't > {{from}} s',
      slow: 'Slow game: on top of that, a fixed amount is subtracted if you take a long time (the largest that applies):',
      slowRow: '−{{points}} points if you take more than {{over}} s',
      bonusesTitle: 'Bonuses',
      speed: 'Speed: the sooner you get it, the more you add (the largest that applies):',
      speedRow: '+{{points}} points if you get it in {{upTo}} s or less',
      perfect: 'Perfect game: +{{points}} points for getting it on the first attempt with no hints.',
      noHints: 'No hints: +{{points}} points for getting it without hints in more than one attempt.',
      firstAttempt: 'First time: +{{points}} points for getting it on the first attempt using hints.',
      precision:
        'Precision: in your missed attempts, +{{correct}} points for each green letter and +{{present}} for each yellow one.',
      loss: 'If you use up all {{attempts}} attempts without getting it, the game is worth 0 points and 0 stars.',
      starsTitle: 'Stars',
      stars: {
        three: '{{min}} points or more: excellent! You got it fast, in few attempts and with hardly any help.',
        two: '{{min}} to {{below}} points: good. A solid game with an extra attempt or hint.',
        one: '{{min}} to {{below}} points: fair. You got there, but it was hard work: better luck tomorrow!',
        zero: 'Below {{min}} points: needs improvement. No stars this time.',
      },
      starsLabel: '{{n}} out of 3 stars',
    },
  },
});
