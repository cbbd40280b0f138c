// Texts of the already-played page, /ya-jugaste (spec section 4): its own catalogue, so the game's
// page does not load them (namespace `alreadyPlayed`).
export default {
  loading: 'Cargando…',
  error: 'Error cargando los datos del juego',
  title: '¡Ya jugaste hoy!',
  message: 'Vuelve mañana para una nueva pregunta.',
  result: 'Tu resultado de hoy',
  board: 'Tu partida de hoy',
  score: 'Puntuación',
  attempts: 'Intentos',
  stars: 'Estrellas',
  countdown: 'Próxima pregunta en',
  notFinished: {
    title: 'Aún no has terminado la partida de hoy',
    message: 'La pregunta de hoy te espera: si ya la empezaste, sigues donde la dejaste.',
    play: 'Jugar la partida de hoy',
  },
  antiExploit: {
    title: '⚠️ Acceso Restringido',
    message:
      'Hemos detectado un patrón de juego sospechoso. Para mantener la clasificación justa, debes esperar hasta mañana para volver a jugar.',
    tip: 'Consejo: inicia sesión siempre antes de empezar una partida para participar en la clasificación.',
    wait: 'Tu próxima oportunidad será mañana a las 00:00 (hora de Madrid).',
  },
  admin: {
    clear: 'Limpiar estado (ADMIN)',
    confirm: '¿Estás seguro? Esto limpiará el estado local para testing.',
    done: 'Estado limpiado. Ve a la página principal para comenzar una nueva partida en modo debug.',
  },
} as const;
