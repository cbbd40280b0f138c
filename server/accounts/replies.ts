// The accounts' and the profile's replies as zod schemas (server/http/replies.ts).
import { z } from 'zod';
import type { Usuario } from '../../contracts/api/accounts.ts';
import { exactly } from '../http/index.ts';

/** The public user: never the hash or the token version, whatever the row it came from holds. */
export const usuario = exactly<Usuario>()(
  z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    email_confirmado: z.boolean(),
    email_pendiente: z.string().nullable(),
    admin: z.boolean(),
    fecha_registro: z.string(),
  }),
);

/** A confirmation in the caller's language. */
export const messageReply = z.object({ message: z.string() });
/** A new session: the answer to a registration, a sign-in or a password change. */
export const sessionReply = messageReply.extend({ token: z.string(), usuario });
export const usuarioReply = z.object({ usuario });
export const messageWithUsuario = messageReply.extend({ usuario });
/** A confirmed address; a fresh session when confirming it ended the caller's own. */
export const confirmedReply = messageReply.extend({
  email: z.string(),
  token: z.string().optional(),
  usuario: usuario.optional(),
});
export const resetTokenReply = z.object({ valid: z.boolean(), username: z.string().nullable() });
