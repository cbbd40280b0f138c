// What the admin tools' API says, in Spanish (namespace `adminTools`): the scheduler's messages
// and the admin refusals.
export default {
  SCHEDULER_ASSIGNED: 'Nueva pregunta asignada para el {{fecha}}: {{jugador}} (#{{id}})',
  SCHEDULER_ALREADY: 'La pregunta del {{fecha}} ya estaba asignada: {{jugador}} (#{{id}})',
  SCHEDULER_LOW_STOCK_one:
    'Solo queda {{count}} pregunta sin usar en los últimos {{dias}} días: añade preguntas al banco',
  SCHEDULER_LOW_STOCK_other:
    'Solo quedan {{count}} preguntas sin usar en los últimos {{dias}} días: añade preguntas al banco',
  USER_NOT_FOUND: 'Ningún usuario tiene el id, el nombre o el e-mail «{{usuario}}»',
  OWN_PLAY: 'Otro administrador debe revisar tu propia partida',
  NOT_FLAGGED: 'La partida {{streamId}} no está en la cola de juego limpio',
  REBUILD_RUNNING: 'Ya hay una reconstrucción de proyecciones en marcha',
} as const;
