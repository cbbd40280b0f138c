// Accounts (spec section 7, Accounts): registration, sign-in and out, the session's user, address
// confirmation and password recovery.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../machines/accounts/validation.ts';
import {
  requireUser,
  badRequest,
  conflict,
  httpError,
  tooManyRequests,
  refusalOf,
  securityEvent,
  params,
  parse,
  replyOf,
} from '../http/index.ts';
import { claimGuestPlays } from '../plays/index.ts';
import { FORM_BODY, form } from './form.ts';
import {
  addressHash,
  clearFailures,
  failureKeys,
  isKnownAddress,
  recordFailure,
  rememberAddress,
  throttledBy,
} from './login-failures.ts';
import { nameRefusal } from '../../machines/accounts/names.ts';
import { withMail } from '../mail/index.ts';
import { passwordChecksBudget } from './passwords.ts';
import { requestPasswordReset, resetPassword, userOfResetToken } from './recovery.ts';
import { endSessions, invalidToken, revokeToken, signSession } from './sessions.ts';
import {
  createUser,
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  nameTaken,
  toUsuario,
  usernameTaken,
} from './users.ts';
import { addVerification, confirmEmail, requestVerification } from './verification.ts';
import { confirmedReply, messageReply, resetTokenReply, sessionReply, usuarioReply } from './replies.ts';

const resetTokenSchema = z.object({ token: z.string().max(200) });
const confirmSchema = z.object({ token: z.string().max(200) });

/** Valid registration attempts an hour for one e-mail address (beside the per-IP limit). */
const REGISTER_PER_EMAIL_HOUR = 10;
const HOUR_MS = 60 * 60_000;

const invalidResetToken = () => badRequest('INVALID_RESET_TOKEN', 'accounts:invalidResetLink');

const emailOf = (request: FastifyRequest) => {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { config, passwords } = services;
  // Start the one dummy hash now, so the first unknown-account sign-in is not the slow one.
  passwords.warmUp().catch(() => {});
  const perIp = { rateLimit: { max: config.authRateLimit, windowMs: 60_000 } };
  const checksPassword = {
    rateLimit: [perIp.rateLimit, passwordChecksBudget(config.passwordChecksPerAddress)],
  };
  /** The caller's address as the server keeps it (an HMAC, never the address itself). */
  const addressOf = (request: FastifyRequest) => addressHash(config.jwtSecret, request.caller.address);
  /**
   * The guest's plays of this browser (its X-Anon-Id) go to the account that signs in (today's) or
   * registers (earlier ones too). A claim that fails leaves the sign-in as it is: it is only logged.
   */
  const keepGuestPlays = async (request: FastifyRequest, userId: number, scope: 'today' | 'earlier too') => {
    const { anonId } = request.caller;
    if (anonId === null) return;
    try {
      const days = await claimGuestPlays(services, userId, anonId, scope);
      if (days.length > 0) request.log.info({ userId, days }, 'guest plays claimed');
    } catch (error) {
      request.log.error({ err: error, userId }, 'guest plays not claimed');
    }
  };

  // The password is hashed before anything is looked up, so the answer takes the same time whether
  // or not the e-mail or the username exists.
  // Accounts an address creates are counted once created: a refused attempt gives its place back.
  app.post(
    '/usuarios/registro',
    { config: checksPassword, bodyLimit: FORM_BODY, schema: replyOf(sessionReply, 201) },
    async (request, reply) => {
      const data = form(registerRequestSchema, request.body);
      const refused = nameRefusal(data.username);
      if (refused === 'profane') throw badRequest('USERNAME_NOT_ALLOWED', 'accounts:usernameProfane');
      if (refused) throw badRequest('USERNAME_LOOKALIKE', 'accounts:usernameLookalike');
      if (
        services.counters.hit(`register:${emailOf(request)}`, HOUR_MS, REGISTER_PER_EMAIL_HOUR).current >
        REGISTER_PER_EMAIL_HOUR
      ) {
        throw tooManyRequests('RATE_LIMITED', 'accounts:tooManyRegistrations');
      }
      const place = `registrations|${request.caller.address}`;
      const refusal = refusalOf(
        services.counters.hit(place, HOUR_MS, config.registrationsPerAddress),
        config.registrationsPerAddress,
        reply,
      );
      if (refusal) throw refusal;
      const { pool } = services;
      const user = await (async () => {
        const passwordHash = await passwords.hash(data.password);
        const [byEmail, byUsername] = await Promise.all([
          findUserByEmail(pool, data.email),
          nameTaken(pool, data.username),
        ]);
        if (byEmail) throw emailTaken();
        if (byUsername) throw usernameTaken();
        // The account, its confirmation link and the link's mail commit together.
        return withMail(services, async (tx, queue) => {
          const created = await createUser(tx, {
            username: data.username,
            email: data.email,
            passwordHash,
            language: request.lang,
            now: services.now(),
          });
          await addVerification(tx, queue, created, services.now());
          return created;
        });
      })().catch((error: unknown) => {
        services.counters.release(place);
        throw error;
      });
      await rememberAddress(pool, user.id, addressOf(request), services.now());
      await keepGuestPlays(request, user.id, 'earlier too');
      securityEvent(request.log, 'registered', { userId: user.id, outcome: 'ok' });
      return reply.status(201).send({
        message: request.t('accounts:answers.registered'),
        token: signSession(app, user),
        usuario: toUsuario(config, user),
      });
    },
  );

  // An unknown account and a wrong password get the same answer after the same bcrypt work. Failures
  // are throttled per address, per account and address, and per account for addresses it never used.
  app.post(
    '/usuarios/login',
    { config: checksPassword, bodyLimit: FORM_BODY, schema: replyOf(sessionReply) },
    async (request) => {
      const data = form(loginSchema, request.body);
      const { pool } = services;
      const now = services.now();
      const user = await findUserByLogin(pool, data.email);
      const address = addressOf(request);
      const keys = failureKeys(user?.id ?? null, data.email, address);
      const known = user ? await isKnownAddress(pool, user.id, address) : false;
      const throttled = await throttledBy(pool, keys, known, now);
      if (throttled) {
        securityEvent(request.log, 'sign-in-throttled', {
          userId: user?.id ?? null,
          outcome: 'refused',
          limit: throttled,
        });
        throw tooManyRequests('TOO_MANY_ATTEMPTS', 'accounts:tooManyFailedSignIns');
      }
      const matches = await passwords.matches(data.password, user?.password_hash ?? null);
      if (!user || !matches) {
        await recordFailure(pool, keys, now);
        securityEvent(request.log, 'sign-in-failed', {
          userId: user?.id ?? null,
          outcome: user ? 'wrong password' : 'no such account',
        });
        throw httpError(401, 'INVALID_CREDENTIALS', 'accounts:invalidCredentials');
      }
      await Promise.all([
        clearFailures(pool, keys),
        rememberAddress(pool, user.id, address, now),
        user.language === request.lang
          ? null
          : pool.query('update users set language = $2 where id = $1', [user.id, request.lang]),
        keepGuestPlays(request, user.id, 'today'),
      ]);
      return {
        message: request.t('accounts:answers.signedIn'),
        token: signSession(app, user),
        usuario: toUsuario(config, user),
      };
    },
  );

  // The presented token ends on every instance; the account's other sessions go on.
  app.post('/usuarios/logout', { bodyLimit: FORM_BODY, schema: replyOf(messageReply) }, async (request) => {
    const userId = requireUser(request);
    if (request.token) await revokeToken(services, request.token);
    securityEvent(request.log, 'signed-out', { userId, outcome: 'token revoked' });
    return { message: request.t('accounts:answers.signedOut') };
  });

  app.get('/usuarios/perfil', { schema: replyOf(usuarioReply) }, async (request) => {
    const user = await findUserById(services.pool, requireUser(request));
    if (!user) throw invalidToken();
    return { usuario: toUsuario(config, user) };
  });

  // Confirms the account's address or its pending new one. When that ends the account's sessions
  // (a changed address, an admin one), a browser signed in to that account gets a fresh token.
  app.post(
    '/usuarios/verificar-email',
    { config: perIp, bodyLimit: FORM_BODY, schema: replyOf(confirmedReply) },
    async (request) => {
      const { token } = parse(confirmSchema, request.body, 'INVALID_VERIFICATION_TOKEN');
      const confirmation = await confirmEmail(services, token);
      if (confirmation.outcome === 'taken') throw conflict('EMAIL_IN_USE', 'accounts:emailInUse');
      if (confirmation.outcome !== 'confirmed') {
        throw confirmation.outcome === 'expired'
          ? badRequest(
              'VERIFICATION_TOKEN_EXPIRED',
              (t) => `${t('accounts:confirmationLinkExpired')} ${t('accounts:askForAnotherLink')}`,
            )
          : badRequest('INVALID_VERIFICATION_TOKEN', 'accounts:invalidConfirmationLink');
      }
      const { userId, previous } = confirmation;
      securityEvent(request.log, previous ? 'email-change' : 'email-confirmed', {
        userId,
        outcome: previous ? 'new address confirmed, sessions ended' : 'confirmed',
      });
      if (config.adminEmails.includes(confirmation.email.toLowerCase())) {
        securityEvent(request.log, 'admin-granted', {
          userId,
          outcome: 'confirmed address in ADMIN_EMAILS, sessions ended',
        });
      }
      const user = await findUserById(services.pool, userId);
      if (!user) throw invalidToken();
      if (!confirmation.sessionsEnded)
        return { message: request.t('accounts:answers.emailConfirmed'), email: user.email };
      endSessions(services, userId);
      const signedIn = request.caller.userId === userId;
      return {
        message: request.t('accounts:answers.emailConfirmed'),
        email: user.email,
        ...(signedIn ? { token: signSession(app, user), usuario: toUsuario(config, user) } : {}),
      };
    },
  );

  // "Send again" on the profile: a new link to the account's pending new address, or else to its
  // unconfirmed current one.
  app.post(
    '/usuarios/verificar-email/reenviar',
    { config: perIp, bodyLimit: FORM_BODY, schema: replyOf(messageReply) },
    async (request) => {
      const user = await findUserById(services.pool, requireUser(request));
      if (!user) throw invalidToken();
      if (!user.pending_email && user.email_verified_at)
        throw conflict('EMAIL_ALREADY_CONFIRMED', 'accounts:emailAlreadyConfirmed');
      if (!(await requestVerification(services, { id: user.id, email: user.pending_email ?? user.email })))
        throw tooManyRequests('TOO_MANY_VERIFICATIONS', 'accounts:tooManyConfirmationLinks');
      return { message: request.t('accounts:answers.confirmationSent') };
    },
  );

  // The answer never says whether the e-mail has an account, and does not wait for the work that would.
  app.post(
    '/usuarios/forgot-password',
    { config: perIp, bodyLimit: FORM_BODY, schema: replyOf(messageReply) },
    async (request) => {
      const data = form(forgotPasswordSchema, request.body);
      void requestPasswordReset(services, data.email, request.lang).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset request failed');
      });
      return { message: request.t('accounts:answers.resetLinkSent') };
    },
  );

  app.get(
    '/usuarios/verify-token/:token',
    { config: { rateLimit: { max: config.authRateLimit * 3, windowMs: 60_000 } }, schema: replyOf(resetTokenReply) },
    async (request) => {
      const { token } = params(request, z.object({ token: z.string().max(200) }));
      const user = await userOfResetToken(services.pool, token, services.now());
      return user ? { valid: true, username: user.username } : { valid: false, username: null };
    },
  );

  app.post(
    '/usuarios/reset-password',
    { config: checksPassword, bodyLimit: FORM_BODY, schema: replyOf(messageReply) },
    async (request) => {
      const data = form(resetPasswordRequestSchema, request.body);
      const { token } = parse(resetTokenSchema, request.body, 'INVALID_RESET_TOKEN');
      // Checked before hashing, so a dead link costs no bcrypt work; the update below decides for good.
      if (!(await userOfResetToken(services.pool, token, services.now()))) throw invalidResetToken();
      const user = await resetPassword(services, token, await passwords.hash(data.newPassword));
      if (!user) throw invalidResetToken();
      securityEvent(request.log, 'password-reset', { userId: user.id, outcome: 'sessions ended, failures cleared' });
      return { message: request.t('accounts:answers.passwordReset') };
    },
  );
};
