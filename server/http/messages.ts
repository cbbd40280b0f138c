// Every text the API answers with, in both languages, keyed by the error code (and, where one code
// has several messages, code.reason). `{name}` is filled from the error's params.
import type { Language, Text } from '../../contracts/language.ts';

export const MESSAGES = {
  // Requests
  VALIDATION_ERROR: { es: 'Datos no válidos', en: 'Invalid data' },
  'VALIDATION_ERROR.field': { es: 'Dato no válido: {field}', en: 'Invalid value: {field}' },
  'VALIDATION_ERROR.type': { es: '{field}: tipo de dato no válido', en: '{field}: wrong type of value' },
  'VALIDATION_ERROR.required': { es: '{field}: campo obligatorio', en: '{field}: required field' },
  'VALIDATION_ERROR.tooLong': {
    es: '{field}: demasiado largo (máximo {max})',
    en: '{field}: too long (at most {max})',
  },
  'VALIDATION_ERROR.tooShort': {
    es: '{field}: demasiado corto (mínimo {min})',
    en: '{field}: too short (at least {min})',
  },
  'VALIDATION_ERROR.tooBig': { es: '{field}: como máximo {max}', en: '{field}: at most {max}' },
  'VALIDATION_ERROR.tooSmall': { es: '{field}: como mínimo {min}', en: '{field}: at least {min}' },
  'VALIDATION_ERROR.option': { es: '{field}: debe ser uno de {options}', en: '{field}: must be one of {options}' },
  'VALIDATION_ERROR.dateRange': {
    es: 'fecha_desde no puede ser posterior a fecha_hasta',
    en: 'fecha_desde cannot be after fecha_hasta',
  },
  BAD_REQUEST: { es: 'Solicitud no válida', en: 'Bad request' },
  INVALID_TEXT: { es: '{field}: texto no válido', en: '{field}: invalid text' },
  'INVALID_TEXT.control': {
    es: '{field}: contiene caracteres de control (como saltos de línea o el carácter nulo), que no se admiten aquí',
    en: '{field}: contains control characters (such as line breaks or the null character), which are not allowed here',
  },
  'INVALID_TEXT.encoding': {
    es: '{field}: el texto está mal codificado (un carácter UTF-16 incompleto)',
    en: '{field}: the text is badly encoded (an incomplete UTF-16 character)',
  },
  TOO_DEEP: { es: '{field}: demasiados niveles anidados', en: '{field}: nested too deeply' },
  INVALID_JSON: { es: 'El cuerpo de la solicitud no es JSON válido', en: 'The request body is not valid JSON' },
  PAYLOAD_TOO_LARGE: { es: 'El cuerpo de la solicitud es demasiado grande', en: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { es: 'Tipo de contenido no admitido', en: 'Unsupported content type' },
  NOT_FOUND: { es: 'Ruta no encontrada: {method} {url}', en: 'Route not found: {method} {url}' },
  METHOD_NOT_ALLOWED: { es: 'Método no permitido', en: 'Method not allowed' },
  RATE_LIMITED: {
    es: 'Demasiadas solicitudes. Inténtalo de nuevo en {segundos} s.',
    en: 'Too many requests. Try again in {segundos} s.',
  },
  'RATE_LIMITED.register': {
    es: 'Demasiados intentos de registro con este email. Inténtalo más tarde.',
    en: 'Too many registration attempts with this email. Try again later.',
  },
  INTERNAL_ERROR: { es: 'Error interno del servidor', en: 'Internal server error' },
  CONFLICT: {
    es: 'La partida ha cambiado mientras se procesaba; vuelve a cargarla',
    en: 'The play changed while it was being processed; load it again',
  },

  // Sessions and access
  UNAUTHORIZED: { es: 'Token inválido o ausente', en: 'Missing or invalid token' },
  INVALID_TOKEN: { es: 'Token inválido o expirado', en: 'Invalid or expired token' },
  AUTH_REQUIRED: { es: 'Debes iniciar sesión', en: 'You must sign in' },
  'AUTH_REQUIRED.pastPlay': {
    es: 'Inicia sesión para jugar partidas de días pasados',
    en: 'Sign in to play past days',
  },
  'AUTH_REQUIRED.pastQuestion': {
    es: 'Inicia sesión para ver partidas de días pasados',
    en: 'Sign in to see past days',
  },
  ADMIN_REQUIRED: { es: 'Solo para administradores', en: 'Admins only' },
  'ADMIN_REQUIRED.debug': {
    es: 'El modo de depuración es solo para administradores',
    en: 'Debug mode is for admins only',
  },
  'ADMIN_REQUIRED.debugPlay': {
    es: 'Solo los administradores tienen partidas de depuración',
    en: 'Only admins have debug plays',
  },
  ANON_ID_REQUIRED: {
    es: 'Inicia sesión o envía la cabecera X-Anon-Id con un UUID',
    en: 'Sign in or send the X-Anon-Id header with a UUID',
  },

  // Accounts
  EMAIL_IN_USE: { es: 'El email ya está registrado', en: 'This email is already registered.' },
  'EMAIL_IN_USE.other': {
    es: 'Este email ya está en uso por otra cuenta',
    en: 'This email is already being used by another account',
  },
  USERNAME_IN_USE: { es: 'El nombre de usuario ya está en uso', en: 'This username is already taken.' },
  INVALID_CREDENTIALS: { es: 'Credenciales inválidas', en: 'Invalid credentials' },
  TOO_MANY_ATTEMPTS: {
    es: 'Demasiados intentos fallidos. Inténtalo más tarde o restablece tu contraseña.',
    en: 'Too many failed attempts. Try again later or reset your password.',
  },
  INVALID_RESET_TOKEN: {
    es: 'El enlace de recuperación no es válido o ha caducado',
    en: 'The recovery link is invalid or has expired',
  },
  INCORRECT_PASSWORD: { es: 'La contraseña actual es incorrecta', en: 'The current password is incorrect' },
  INVALID_VERIFICATION_TOKEN: {
    es: 'El enlace de confirmación no es válido: ya se usó, se pidió otro después o el email de la cuenta cambió',
    en: 'The confirmation link is not valid: it was used already, a newer one was sent, or the account’s email changed',
  },
  VERIFICATION_TOKEN_EXPIRED: {
    es: 'El enlace de confirmación ha caducado (dura 48 horas). Pide otro desde tu perfil.',
    en: 'The confirmation link has expired (it lasts 48 hours). Ask for another one from your profile.',
  },
  EMAIL_ALREADY_CONFIRMED: { es: 'Tu email ya está confirmado', en: 'Your email is already confirmed' },
  TOO_MANY_VERIFICATIONS: {
    es: 'Ya te hemos enviado varios enlaces en la última hora. Revisa tu correo o inténtalo más tarde.',
    en: 'We have sent you several links in the last hour. Check your inbox or try again later.',
  },

  // Plays
  INVALID_GUESS: { es: 'La respuesta no es válida', en: 'The answer is not valid' },
  'INVALID_GUESS.spaces': {
    es: 'La respuesta debe tener {longitud} caracteres ({letras} letras A-Z, Ñ o acentuadas, con espacios en las posiciones {espacios})',
    en: 'The answer must have {longitud} characters ({letras} letters A-Z, Ñ or accented, with spaces at positions {espacios})',
  },
  'INVALID_GUESS.noSpaces': {
    es: 'La respuesta debe tener {longitud} caracteres ({letras} letras A-Z, Ñ o acentuadas, sin espacios)',
    en: 'The answer must have {longitud} characters ({letras} letters A-Z, Ñ or accented, no spaces)',
  },
  NO_ATTEMPTS_LEFT: { es: 'Ya has usado los {max} intentos', en: 'You have used all {max} attempts' },
  NO_HINTS_LEFT: { es: 'Ya has usado las {max} pistas', en: 'You have used all {max} hints' },
  ANTI_EXPLOIT: {
    es: 'Este navegador ya ha jugado la pregunta de hoy sin sesión: la cuenta no puede volver a jugarla hasta mañana a las 00:00 (hora de Madrid)',
    en: 'This browser already played today’s question signed out: the account cannot play it again until tomorrow at 00:00 (Madrid time)',
  },
  TOO_MANY_NEW_PLAYS: {
    es: 'Demasiadas partidas nuevas sin sesión desde esta dirección. Inicia sesión o inténtalo más tarde.',
    en: 'Too many new signed-out plays from this address. Sign in or try again later.',
  },
  PLAY_FINISHED: { es: 'La partida ya ha terminado', en: 'The play has already ended' },
  PLAY_NOT_STARTED: {
    es: 'No has empezado la partida de esta pregunta (POST /api/partidas/iniciar)',
    en: 'You have not started the play of this question (POST /api/partidas/iniciar)',
  },
  'PLAY_NOT_STARTED.day': {
    es: 'No has empezado la partida del {fecha} (POST /api/partidas/iniciar)',
    en: 'You have not started the play of {fecha} (POST /api/partidas/iniciar)',
  },
  PLAY_NOT_FOUND: { es: 'Partida de depuración no encontrada', en: 'Debug play not found' },
  'PLAY_NOT_FOUND.stream': { es: 'No hay ninguna partida {streamId}', en: 'There is no play {streamId}' },
  PLAY_NOT_FINISHED: {
    es: 'Esa partida no ha terminado: el servidor calcula la puntuación al terminarla',
    en: 'That play has not ended: the server computes the score when it ends',
  },
  QUESTION_MISMATCH: {
    es: 'La pregunta {preguntaId} no es la de esta partida',
    en: 'Question {preguntaId} is not this play’s question',
  },
  'QUESTION_MISMATCH.day': {
    es: 'La pregunta {preguntaId} no es la de la partida del {fecha}',
    en: 'Question {preguntaId} is not the question of the play of {fecha}',
  },
  REPLAY_NOT_FOUND: {
    es: 'No tienes ninguna partida terminada del {fecha} que repetir',
    en: 'You have no finished play of {fecha} to replay',
  },
  QUESTION_NOT_FOUND: { es: 'Pregunta {id} no encontrada', en: 'Question {id} not found' },
  INVALID_DATE: {
    es: 'Fecha no válida: {fecha} (formato YYYY-MM-DD)',
    en: 'Invalid date: {fecha} (format YYYY-MM-DD)',
  },
  'INVALID_DATE.future': {
    es: 'La fecha {fecha} aún no ha llegado (hoy es {hoy} en {zona})',
    en: 'The date {fecha} has not come yet (today is {hoy} in {zona})',
  },
  'INVALID_DATE.tooOld': {
    es: 'Solo se pueden jugar los últimos {dias} días (desde {desde})',
    en: 'Only the last {dias} days can be played (from {desde})',
  },
  'INVALID_DATE.pastGames': {
    es: 'Solo se pueden jugar los días del {desde} al {hasta} (hoy se juega la partida diaria)',
    en: 'Only the days from {desde} to {hasta} can be played (today is the daily game)',
  },

  // Admin
  USER_NOT_FOUND: {
    es: 'Ningún usuario tiene el id, el nombre o el e-mail «{usuario}»',
    en: 'No user has the id, username or e-mail “{usuario}”',
  },
  SCHEDULER_ASSIGNED: {
    es: 'Nueva pregunta asignada para el {fecha}: {jugador} (#{id})',
    en: 'New question assigned for {fecha}: {jugador} (#{id})',
  },
  SCHEDULER_ALREADY: {
    es: 'La pregunta del {fecha} ya estaba asignada: {jugador} (#{id})',
    en: 'The question of {fecha} was already assigned: {jugador} (#{id})',
  },
  SCHEDULER_LOW_STOCK: {
    es: 'Solo quedan {disponibles} preguntas sin usar en los últimos {dias} días: añade preguntas al banco',
    en: 'Only {disponibles} questions are left unused in the last {dias} days: add questions to the bank',
  },
  REBUILD_RUNNING: {
    es: 'Ya hay una reconstrucción de proyecciones en marcha',
    en: 'A projection rebuild is already running',
  },

  // Realtime
  ORIGIN_NOT_ALLOWED: {
    es: 'Esta página no puede abrir una conexión en tiempo real con el servidor',
    en: 'This page may not open a live connection to the server',
  },
  TOO_MANY_SOCKETS: {
    es: 'Demasiadas conexiones en tiempo real desde esta dirección',
    en: 'Too many live connections from this address',
  },

  // Database
  DATABASE_UNAVAILABLE: { es: 'La base de datos no responde', en: 'The database is not responding' },
  SERVER_DRAINING: {
    es: 'Este servidor se está cerrando; las peticiones van a otro',
    en: 'This server is shutting down; requests go to another one',
  },
  LIVE_UPDATES_UNAVAILABLE: {
    es: 'Este servidor no recibe las actualizaciones en directo',
    en: 'This server is not receiving live updates',
  },
} as const satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

/** What a successful request answers, in both languages (the Spanish as the spec words it). */
export const ANSWERS = {
  REGISTERED: { es: 'Usuario registrado exitosamente', en: 'User registered successfully' },
  SIGNED_IN: { es: 'Inicio de sesión exitoso', en: 'Signed in successfully' },
  SIGNED_OUT: { es: 'Sesión cerrada', en: 'Signed out' },
  RESET_LINK_SENT: {
    es: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
    en: 'If the email is registered, you will receive a link to reset your password.',
  },
  PASSWORD_RESET: { es: 'Contraseña restablecida correctamente', en: 'Password reset successfully' },
  PASSWORD_CHANGED: { es: 'Contraseña actualizada correctamente', en: 'Password updated successfully' },
  EMAIL_CHANGED: { es: 'Email actualizado correctamente', en: 'Email updated successfully' },
  ACCOUNT_DELETED: { es: 'Cuenta eliminada correctamente', en: 'Account deleted successfully' },
  EMAIL_CONFIRMED: { es: 'Email confirmado', en: 'Email confirmed' },
  VERIFICATION_SENT: {
    es: 'Te hemos enviado un enlace para confirmar tu email',
    en: 'We have sent you a link to confirm your email',
  },
  CONTACT_SENT: {
    es: 'Tu mensaje ha sido enviado correctamente a nuestro equipo. Te responderemos lo antes posible.',
    en: 'Your message has been sent to our team. We will reply as soon as possible.',
  },
} as const satisfies Record<string, Text>;

/** A success message in the caller's language. */
export const say = (language: Language, key: keyof typeof ANSWERS) => ANSWERS[key][language];

export type MessageParams = Record<string, string | number>;

/** A text in one language with its `{name}` placeholders filled. */
export function render(text: Text, language: Language, params: MessageParams = {}): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);
