// Accounts (spec section 7, Accounts): registration, sign-in, the session's user and password recovery.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../machines/accounts/validation.ts';
import { requireUser } from '../http/caller.ts';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors.ts';
import { params, parse } from '../http/validate.ts';
import { form } from './form.ts';
import { clearFailures, failureKey, isLockedOut, recordFailure } from './login-failures.ts';
import { hashPassword, passwordMatches, warmUpDummyHash } from './passwords.ts';
import { requestPasswordReset, resetPassword, userOfResetToken } from './recovery.ts';
import { invalidToken, signSession } from './sessions.ts';
import {
  createUser,
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  setAdmin,
  toUsuario,
  usernameTaken,
} from './users.ts';

/** The player's language, when the client says it, picks the language of the mails. */
const language = z.enum(['es', 'en']).optional().catch(undefined);
const forgotRequestSchema = forgotPasswordSchema.extend({ lang: language });
const resetTokenSchema = z.object({ token: z.string().max(200), lang: language });

/** Valid registration attempts an hour for one e-mail address (beside the per-IP limit). */
const REGISTER_PER_EMAIL_HOUR = 10;

const invalidResetToken = () => badRequest('INVALID_RESET_TOKEN');

const FORGOT_ANSWER = 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.';

const emailOf = (request: FastifyRequest) => {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.services;
  // Start the one dummy hash now, so the first unknown-account sign-in is not the slow one.
  void warmUpDummyHash();
  const perIp = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  const perEmail = app.createRateLimit({
    max: REGISTER_PER_EMAIL_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `register:${emailOf(request)}`,
  });

  app.post('/usuarios/registro', { config: perIp }, async (request, reply) => {
    const data = form(registerRequestSchema, request.body);
    const limit = await perEmail(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw tooManyRequests('RATE_LIMITED', 'RATE_LIMITED.register');
    }
    const { pool } = app.services;
    if (await findUserByEmail(pool, data.email)) throw emailTaken();
    if (await findUserByUsername(pool, data.username)) throw usernameTaken();
    const user = await createUser(pool, {
      username: data.username,
      email: data.email,
      passwordHash: await hashPassword(data.password),
      admin: config.adminEmails.includes(data.email.toLowerCase()),
      now: app.services.now(),
    });
    return reply.status(201).send({ message: 'Usuario registrado exitosamente', token: signSession(app, user), usuario: toUsuario(user) });
  });

  // An unknown account and a wrong password get the same answer after the same bcrypt work.
  app.post('/usuarios/login', { config: perIp }, async (request) => {
    const data = form(loginSchema, request.body);
    const { pool } = app.services;
    const now = app.services.now();
    let user = await findUserByLogin(pool, data.email);
    const key = failureKey(user?.id ?? null, data.email);
    if (await isLockedOut(pool, key, now)) {
      throw tooManyRequests('TOO_MANY_ATTEMPTS');
    }
    const matches = await passwordMatches(data.password, user?.password_hash ?? null);
    if (!user || !matches) {
      await recordFailure(pool, key, now);
      throw unauthorized('INVALID_CREDENTIALS');
    }
    await clearFailures(pool, [key]);
    if (!user.admin && config.adminEmails.includes(user.email.toLowerCase())) {
      user = { ...user, admin: await setAdmin(pool, user.email, true) };
      app.services.cache.sessions.forget(user.id);
    }
    return { message: 'Inicio de sesión exitoso', token: signSession(app, user), usuario: toUsuario(user) };
  });

  app.get('/usuarios/perfil', async (request) => {
    const user = await findUserById(app.services.pool, requireUser(request));
    if (!user) throw invalidToken();
    return { usuario: toUsuario(user) };
  });

  // The answer never says whether the e-mail has an account, and does not wait for the work that would.
  app.post('/usuarios/forgot-password', { config: perIp }, async (request) => {
    const data = form(forgotRequestSchema, request.body);
    void requestPasswordReset(app.services, data.email, data.lang).catch((error: unknown) => {
      request.log.error({ err: error }, 'password reset request failed');
    });
    return { message: FORGOT_ANSWER };
  });

  app.get('/usuarios/verify-token/:token', { config: { rateLimit: { max: config.authRateLimit * 3, timeWindow: '1 minute' } } }, async (request) => {
    const { token } = params(request, z.object({ token: z.string().max(200) }));
    const user = await userOfResetToken(app.services.pool, token, app.services.now());
    return user ? { valid: true, username: user.username } : { valid: false, username: null };
  });

  app.post('/usuarios/reset-password', { config: perIp }, async (request) => {
    const data = form(resetPasswordRequestSchema, request.body);
    const { token, lang } = parse(resetTokenSchema, request.body, 'INVALID_RESET_TOKEN');
    // Checked before hashing, so a dead link costs no bcrypt work; the update below decides for good.
    if (!(await userOfResetToken(app.services.pool, token, app.services.now()))) throw invalidResetToken();
    const user = await resetPassword(app.services, token, await hashPassword(data.newPassword), lang);
    if (!user) throw invalidResetToken();
    return { message: 'Contraseña restablecida correctamente' };
  });
};
