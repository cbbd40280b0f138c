import type { Translation } from '../../../machines/texts.ts';
import type es from './es.ts';

export default {
  VALIDATION_ERROR: 'Invalid data',
  VALIDATION_ERROR_field: 'Invalid value: {{field}}',
  VALIDATION_ERROR_type: '{{field}}: wrong type of value',
  VALIDATION_ERROR_required: '{{field}}: required field',
  VALIDATION_ERROR_tooLong: '{{field}}: too long (at most {{max}})',
  VALIDATION_ERROR_tooShort: '{{field}}: too short (at least {{min}})',
  VALIDATION_ERROR_tooBig: '{{field}}: at most {{max}}',
  VALIDATION_ERROR_tooSmall: '{{field}}: at least {{min}}',
  VALIDATION_ERROR_option: '{{field}}: must be one of {{options}}',
  VALIDATION_ERROR_dateRange: 'fecha_desde cannot be after fecha_hasta',
  BAD_REQUEST: 'Bad request',
  INVALID_TEXT: '{{field}}: invalid text',
  INVALID_TEXT_control:
    '{{field}}: contains control characters (such as line breaks or the null character), which are not allowed here',
  INVALID_TEXT_bidi: '{{field}}: contains text-direction control characters (such as U+202E), which are not allowed',
  INVALID_TEXT_encoding: '{{field}}: the text is badly encoded (an incomplete UTF-16 character)',
  TOO_DEEP: '{{field}}: nested too deeply',
  INVALID_JSON: 'The request body is not valid JSON',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  NOT_FOUND: 'Route not found: {{method}} {{url}}',
  RATE_LIMITED: 'Too many requests. Try again in {{segundos}} s.',
  INTERNAL_ERROR: 'Internal server error',
  DATABASE_UNAVAILABLE: 'The database is not responding',
  SERVER_DRAINING: 'This server is shutting down; requests go to another one',
  LIVE_UPDATES_UNAVAILABLE: 'This server is not receiving live updates',

  UNAUTHORIZED: 'Missing or invalid token',
  INVALID_TOKEN: 'Invalid or expired token',
  AUTH_REQUIRED: 'You must sign in',
  AUTH_REQUIRED_pastPlay: 'Sign in to play past days',
  AUTH_REQUIRED_pastQuestion: 'Sign in to see past days',
  ADMIN_REQUIRED: 'Admins only',
  ADMIN_REQUIRED_debug: 'Debug mode is for admins only',
  ADMIN_REQUIRED_debugPlay: 'Only admins have debug plays',
  ANON_ID_REQUIRED: 'Sign in or send the X-Anon-Id header with a UUID',

  ORIGIN_NOT_ALLOWED: 'This page may not open a live connection to the server',
  TOO_MANY_SOCKETS: 'Too many live connections from this address',
} satisfies Translation<typeof es>;
