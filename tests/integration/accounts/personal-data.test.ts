// Personal data by confirmed, exact addresses, and mail nobody can be flooded with (issue 27): an
// account that merely types someone's address reads and erases nothing of theirs, mails that
// address nothing in its own words, and toggling addresses cannot flood an inbox.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deliverMail, MAILS_PER_RECIPIENT_HOUR } from '../../../server/mail/mailer.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink } from '../../helpers/smtp-sink.ts';
import { bearer, confirmAddress, DEFAULT_PASSWORD, registerUser, type RegisteredUser } from '../../helpers/users.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
/** Mail over SMTP to the sink. */
let t: TestApp;
/** Mail into the outbox table (no SMTP_URL), on the same database. */
let outbox: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ config: { smtpUrl: smtp.url } });
  outbox = await buildTestApp({ database: t.db });
});
afterAll(async () => {
  await outbox.close();
  await t.close();
  await smtp.close();
});

const changeEmail = (app: TestApp, user: RegisteredUser, nuevoEmail: string) =>
  app.app.inject({
    method: 'PUT',
    url: '/api/profile/change-email',
    headers: bearer(user.token),
    payload: { password: DEFAULT_PASSWORD, nuevoEmail },
  });

const sendContact = (app: TestApp, email: string, remoteAddress: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/contact/send',
    remoteAddress,
    payload: {
      messageType: 'generalInquiry',
      name: 'Víctima',
      email,
      subject: 'Mi consulta privada',
      message: 'Un mensaje que solo yo y el equipo debemos leer.',
    },
  });

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

describe('an address typed but never confirmed proves nothing', () => {
  test('given a victim’s contact message, when an account takes the victim’s address unconfirmed, then its export has none of it and its deletion erases nothing of the victim', async () => {
    const victim = 'victima@example.test';
    expect((await sendContact(outbox, victim, '10.9.0.1')).statusCode).toBe(200);
    // Another person's mail that merely names the victim's address in its text.
    await t.db.pool.query("insert into outbox (to_address, subject, text_body) values ('otra@example.test', 's', $1)", [
      `Escribe a ${victim} si quieres`,
    ]);
    const attacker = await registerUser(outbox.app);
    const changed = await changeEmail(outbox, attacker, victim);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().usuario).toMatchObject({ email: attacker.usuario.email, email_pendiente: victim });
    const session = attacker;

    const exported = await outbox.app.inject({ url: '/api/profile/export', headers: bearer(session.token) });
    expect(exported.json().contactMessages).toEqual([]);
    expect(exported.body).not.toContain('Un mensaje que solo yo');

    const count = async () =>
      (
        await t.db.pool.query(
          `select (select count(*) from contact_messages where email = $1)::int as messages,
                  (select count(*) from outbox where reply_to = $1 or text_body like '%' || $1 || '%')::int as mails`,
          [victim],
        )
      ).rows[0];
    const before = await count();
    expect(before.messages).toBe(1);
    const deleted = await outbox.app.inject({
      method: 'DELETE',
      url: '/api/profile/delete-account',
      headers: bearer(session.token),
      payload: { password: DEFAULT_PASSWORD, confirmacion: 'ELIMINAR MI CUENTA' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count()).toEqual(before);
  });

  test('given a confirmed address, then its contact messages are in the export and go with the account', async () => {
    const owner = await registerUser(outbox.app, { email: 'duena@example.test' });
    await confirmAddress(outbox.app, t.db.pool, owner.usuario.id);
    expect((await sendContact(outbox, 'duena@example.test', '10.9.0.2')).statusCode).toBe(200);
    const exported = await outbox.app.inject({ url: '/api/profile/export', headers: bearer(owner.token) });
    expect(exported.json().contactMessages).toEqual([expect.objectContaining({ email: 'duena@example.test' })]);
    await outbox.app.inject({
      method: 'DELETE',
      url: '/api/profile/delete-account',
      headers: bearer(owner.token),
      payload: { password: DEFAULT_PASSWORD, confirmacion: 'ELIMINAR MI CUENTA' },
    });
    const { rows } = await t.db.pool.query(
      `select (select count(*) from contact_messages where email = $1)::int as messages,
              (select count(*) from outbox where reply_to = $1 or to_address = $1)::int as mails`,
      ['duena@example.test'],
    );
    expect(rows[0]).toEqual({ messages: 0, mails: 0 });
  });
});

describe('mail to someone else', () => {
  test('given an unconfirmed old address, then it hears nothing of the change; a confirmed one does, in words the attacker did not choose', async () => {
    const unconfirmed = await registerUser(t.app, { username: 'ElJefeDice', email: 'sin-confirmar@example.test' });
    await changeEmail(t, unconfirmed, 'nueva1@example.test');
    await expect.poll(() => mailsTo('nueva1@example.test').length).toBe(1);
    expect(mailsTo('sin-confirmar@example.test').filter((mail) => /cambiado|changed/.test(mail.subject))).toEqual([]);
    // The confirmation link to the typed address says nothing the account chose.
    expect(mailsTo('nueva1@example.test')[0].text).not.toContain('ElJefeDice');

    const confirmed = await registerUser(t.app, { username: 'Propietaria9', email: 'confirmada@example.test' });
    await confirmAddress(t.app, t.db.pool, confirmed.usuario.id);
    await changeEmail(t, confirmed, 'nueva2@example.test');
    // The notice goes once the new address is confirmed (until then nothing changed).
    await confirmAddress(t.app, t.db.pool, confirmed.usuario.id);
    await expect
      .poll(() => mailsTo('confirmada@example.test').filter((mail) => /cambiado|changed/.test(mail.subject)).length)
      .toBe(1);
    const notice = mailsTo('confirmada@example.test').find((mail) => /cambiado|changed/.test(mail.subject))!;
    expect(notice.text).toContain('nueva2@example.test');
    expect(notice.text).not.toContain('Propietaria9');
  });

  test('given more mails to one address in an hour than the per-recipient cap (toggling accounts, resends, resets), then the rest are dropped; the team’s inbox has no cap', async () => {
    const victim = 'inundada@example.test';
    for (let i = 0; i < MAILS_PER_RECIPIENT_HOUR + 4; i++)
      await deliverMail(t.services, { to: victim, subject: `Aviso ${i}`, text: 'Confirma tu email' });
    for (let i = 0; i < MAILS_PER_RECIPIENT_HOUR + 2; i++)
      await deliverMail(t.services, { to: t.services.config.contactTo, subject: `Contacto ${i}`, text: 'Mensaje' });
    await expect.poll(() => mailsTo(t.services.config.contactTo).length).toBe(MAILS_PER_RECIPIENT_HOUR + 2);
    expect(mailsTo(victim)).toHaveLength(MAILS_PER_RECIPIENT_HOUR);
  });
});
