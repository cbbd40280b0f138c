// Texts of How to play (spec section 2). Every figure is interpolated from SCORING, in Spanish
// (namespace `howToPlay`).
export default {
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
      'Precisión: en tus intentos fallidos, +{{correct}} puntos por cada letra verde y +{{present}} por cada amarilla, como mucho lo que te restan esos intentos de más: nadie supera a quien acierta a la primera en el mismo tiempo.',
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
  cup: {
    title: 'La copa semanal',
    intro:
      'Además de la clasificación, cada semana se juega una copa, de lunes a domingo (hora de Madrid). Cada día es una ronda y se juega con la pregunta del día: basta con jugar el reto diario con tu cuenta, en su día.',
    round: '{{dia}}, {{ronda}}: {{corte}}.',
    ranking:
      'Cada ronda se ordena solo por la partida de ese día, como la clasificación diaria: puntos, después tiempo y después quién terminó antes. Quien no juega su día queda eliminado.',
    podium:
      'El ganador de la final es el campeón; el otro finalista, subcampeón, y el mejor de los otros dos semifinalistas, tercero. El podio de cada semana queda en el palmarés.',
    link: 'Ver la copa de esta semana',
  },
} as const;
