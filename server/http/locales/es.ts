// What the API answers a request it cannot take, in Spanish (namespace `http`): keyed by the
// answer's code; a `_reason` suffix (i18next's context) is the code's text for one reason.
export default {
  // Requests
  VALIDATION_ERROR: 'Datos no válidos',
  VALIDATION_ERROR_field: 'Dato no válido: {{field}}',
  VALIDATION_ERROR_type: '{{field}}: tipo de dato no válido',
  VALIDATION_ERROR_required: '{{field}}: campo obligatorio',
  VALIDATION_ERROR_tooLong: '{{field}}: demasiado largo (máximo {{max}})',
  VALIDATION_ERROR_tooShort: '{{field}}: demasiado corto (mínimo {{min}})',
  VALIDATION_ERROR_tooBig: '{{field}}: como máximo {{max}}',
  VALIDATION_ERROR_tooSmall: '{{field}}: como mínimo {{min}}',
  VALIDATION_ERROR_option: '{{field}}: debe ser uno de {{options}}',
  VALIDATION_ERROR_dateRange: 'fecha_desde no puede ser posterior a fecha_hasta',
  BAD_REQUEST: 'Solicitud no válida',
  INVALID_TEXT: '{{field}}: texto no válido',
  INVALID_TEXT_control:
    '{{field}}: contiene caracteres de control (como saltos de línea o el carácter nulo), que no se admiten aquí',
  INVALID_TEXT_bidi:
    '{{field}}: contiene caracteres de control de dirección del texto (como U+202E), que no se admiten',
  INVALID_TEXT_encoding: '{{field}}: el texto está mal codificado (un carácter UTF-16 incompleto)',
  TOO_DEEP: '{{field}}: demasiados niveles anidados',
  INVALID_JSON: 'El cuerpo de la solicitud no es JSON válido',
  PAYLOAD_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido',
  UNSUPPORTED_ENCODING: 'Envía el cuerpo de la solicitud sin comprimir (sin Content-Encoding)',
  NOT_FOUND: 'Ruta no encontrada: {{method}} {{url}}',
  RATE_LIMITED: 'Demasiadas solicitudes. Inténtalo de nuevo en {{segundos}} s.',
  IDEMPOTENCY_KEY_INVALID:
    'La cabecera Idempotency-Key no es válida: debe tener de 16 a 64 letras, cifras, guiones o guiones bajos (por ejemplo, un UUID)',
  IDEMPOTENCY_KEY_REUSED: 'Esta Idempotency-Key ya se usó con otra petición: envía una clave nueva con cada acción',
  IDEMPOTENCY_KEY_IN_USE: 'Esta acción aún se está procesando. Inténtalo de nuevo en un momento.',
  INTERNAL_ERROR: 'Error interno del servidor',
  DATABASE_UNAVAILABLE: 'La base de datos no responde',
  PASSWORDS_BUSY: 'El servidor está comprobando muchas contraseñas ahora mismo. Inténtalo de nuevo en unos segundos.',
  SERVER_DRAINING: 'Este servidor se está cerrando; las peticiones van a otro',
  LIVE_UPDATES_UNAVAILABLE: 'Este servidor no recibe las actualizaciones en directo',

  // Sessions and access
  UNAUTHORIZED: 'Token inválido o ausente',
  INVALID_TOKEN: 'Token inválido o expirado',
  AUTH_REQUIRED: 'Debes iniciar sesión',
  AUTH_REQUIRED_pastPlay: 'Inicia sesión para jugar partidas de días pasados',
  AUTH_REQUIRED_pastQuestion: 'Inicia sesión para ver partidas de días pasados',
  ADMIN_REQUIRED: 'Solo para administradores',
  ADMIN_REQUIRED_debug: 'El modo de depuración es solo para administradores',
  ADMIN_REQUIRED_debugPlay: 'Solo los administradores tienen partidas de depuración',
  ANON_ID_REQUIRED: 'Inicia sesión o envía la cabecera X-Anon-Id con un UUID',

  // Realtime
  ORIGIN_NOT_ALLOWED: 'Esta página no puede abrir una conexión en tiempo real con el servidor',
  TOO_MANY_SOCKETS: 'Demasiadas conexiones en tiempo real desde esta dirección',
  BAD_MESSAGE: 'Mensaje no válido: se espera { "type": "subscribe" | "unsubscribe", "topics": [...] }',
  UNKNOWN_TOPIC: 'No existe ese tema en tiempo real',
  NOT_A_MEMBER: 'Solo los miembros de la liga pueden seguir su clasificación',
  TOO_MANY_TOPICS: 'Demasiadas suscripciones en esta conexión',
  MESSAGE_TOO_LARGE: 'Mensaje demasiado grande',
  TOO_OFTEN: 'Demasiados mensajes seguidos: espera unos segundos',
} as const;
