// The profile (spec section 7, Profile): account, statistics, settings, deletion and data export.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  changeEmailSchema,
  changePasswordRequestSchema,
  deleteAccountSchema,
} from '../../machines/accounts/validation.ts';
import { madridDay, today } from '../days/index.ts';
import { readPlayerStats, statsSummary } from '../../projections/player-days/queries.ts';
import { requireUser, badRequest, conflict, tooManyRequests, securityEvent, replyOf } from '../http/index.ts';
import { PLAIN_MAILS, withMail } from '../mail/index.ts';
import {
  FORM_BODY,
  form,
  passwordChangedMail,
  passwordChecksBudget,
  endSessions,
  invalidToken,
  signSession,
  findUserByEmail,
  findUserById,
  setPassword,
  setPendingEmail,
  toUsuario,
  type UserRow,
  addVerification,
  messageReply,
  messageWithUsuario,
  sessionReply,
  usuario,
} from '../accounts/index.ts';
import { erasePersonalData, exportPersonalData } from './personal-data.ts';
import { statsSummaryReply } from '../stats/index.ts';

const incorrectPassword = () => badRequest('INCORRECT_PASSWORD', 'accounts:incorrectPassword');
const emailInUse = () => conflict('EMAIL_IN_USE', 'accounts:emailInUse');

/** Password checks a minute per account, so a stolen session cannot guess the password. */
const PASSWORD_CHECKS_PER_MINUTE = 10;

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { config } = services;
  const perAccount = {
    rateLimit: [
      {
        max: PASSWORD_CHECKS_PER_MINUTE,
        windowMs: 60_000,
        key: (request: FastifyRequest) => `profile:${request.caller.userId ?? request.caller.address}`,
      },
      passwordChecksBudget(config.passwordChecksPerAddress),
    ],
  };

  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(services.pool, requireUser(request));
    if (!user) throw invalidToken();
    return user;
  }

  async function checkPassword(request: FastifyRequest, user: UserRow, password: string) {
    if (await services.passwords.matches(password, user.password_hash)) return;
    securityEvent(request.log, 'password-check-failed', {
      userId: user.id,
      outcome: `wrong password at ${request.routeOptions.url}`,
    });
    throw incorrectPassword();
  }

  app.get('/profile', { schema: replyOf(usuario) }, async (request) => toUsuario(config, await currentUser(request)));

  app.get('/profile/stats', { schema: replyOf(statsSummaryReply) }, async (request) =>
    statsSummary(await readPlayerStats(services.pool, requireUser(request), today(services))),
  );

  // The password change ends every session, this one included: the answer carries a fresh token.
  app.put(
    '/profile/change-password',
    { config: perAccount, bodyLimit: FORM_BODY, schema: replyOf(sessionReply) },
    async (request) => {
      const user = await currentUser(request);
      const data = form(changePasswordRequestSchema, request.body);
      await checkPassword(request, user, data.passwordActual);
      const hash = await services.passwords.hash(data.nuevaPassword);
      const updated = await withMail(services, async (tx, queue) => {
        const changed = await setPassword(tx, user.id, hash, services.now());
        await queue(PLAIN_MAILS, passwordChangedMail(changed.email, config.appUrl, changed.language));
        return changed;
      });
      endSessions(services, user.id);
      securityEvent(request.log, 'password-change', { userId: user.id, outcome: 'changed, sessions ended' });
      return {
        message: request.t('accounts:answers.passwordChanged'),
        token: signSession(app, updated),
        usuario: toUsuario(config, updated),
      };
    },
  );

  // A new address waits as the account's pending one: it gets its confirmation link and becomes the
  // account's only when that is opened (verification.ts); until then the old one stays, for sign-in,
  // mail and admin rights, and no session ends.
  app.put(
    '/profile/change-email',
    { config: perAccount, bodyLimit: FORM_BODY, schema: replyOf(messageWithUsuario) },
    async (request) => {
      const user = await currentUser(request);
      const data = form(changeEmailSchema(user.email), request.body);
      await checkPassword(request, user, data.password);
      const other = await findUserByEmail(services.pool, data.nuevoEmail);
      if (other && other.id !== user.id) throw emailInUse();
      // The pending address, its link and the link's mail commit together; too many links, and none of them does.
      const updated = await withMail(services, async (tx, queue) => {
        const pending = await setPendingEmail(tx, user.id, data.nuevoEmail);
        if (!(await addVerification(tx, queue, { id: user.id, email: data.nuevoEmail }, services.now())))
          throw tooManyRequests('TOO_MANY_VERIFICATIONS', 'accounts:tooManyConfirmationLinks');
        return pending;
      });
      securityEvent(request.log, 'email-change-requested', { userId: user.id, outcome: 'pending its link' });
      return {
        message: request.t('accounts:answers.emailChangePending', { email: data.nuevoEmail }),
        usuario: toUsuario(config, updated),
      };
    },
  );

  // "Cancel" on the profile: the pending address and its links are dropped; the account's stays.
  app.delete('/profile/pending-email', { schema: replyOf(messageWithUsuario) }, async (request) => {
    const user = await currentUser(request);
    const updated = await setPendingEmail(services.pool, user.id, null);
    if (user.pending_email)
      securityEvent(request.log, 'email-change-cancelled', { userId: user.id, outcome: 'pending address dropped' });
    return { message: request.t('accounts:answers.emailChangeCancelled'), usuario: toUsuario(config, updated) };
  });

  app.delete(
    '/profile/delete-account',
    { config: perAccount, bodyLimit: FORM_BODY, schema: replyOf(messageReply) },
    async (request) => {
      const user = await currentUser(request);
      const data = form(deleteAccountSchema, request.body);
      await checkPassword(request, user, data.password);
      await erasePersonalData(services.pool, user);
      endSessions(services, user.id);
      securityEvent(request.log, 'account-deleted', { userId: user.id, outcome: 'erased' });
      return { message: request.t('accounts:answers.accountDeleted') };
    },
  );

  app.get(
    '/profile/export',
    { config: { ownBytes: 'the account’s own data, as a file to keep' } },
    async (request, reply) => {
      const user = await currentUser(request);
      const now = services.now();
      const data = await exportPersonalData(services.pool, config, user, now);
      // Any username (RFC 6266: an ASCII fallback `filename` and the UTF-8 `filename*`).
      const file = `futbol-trivia-${user.username}-${madridDay(now)}.json`;
      return reply
        .header('Content-Disposition', contentDisposition(file))
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
