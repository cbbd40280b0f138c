import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../../server/contact/routes.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink } from '../../helpers/smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
const CONTACT_TO = 'equipo@trivia.test';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ jobs: true, config: { smtpUrl: smtp.url, contactTo: CONTACT_TO } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = {
  messageType: 'bugReport',
  name: 'Iñaki Ruiz',
  email: 'inaki@example.com',
  subject: 'La pista 3 no se ve',
  message: 'Al pedir la tercera pista la pantalla se queda en blanco.',
  language: 'en',
};

// Each test sends from its own address, so the per-IP limit of one test never touches another.
const send = (payload: unknown, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact/send', payload: payload as object, remoteAddress });

describe('POST /api/contact/send', () => {
  test('given a valid message, then it is stored and its mail reaches CONTACT_TO with a reply-to of the sender', async () => {
    const response = await send({ ...message, subject: '  La pista 3 no se ve  ' }, '10.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Tu mensaje ha sido enviado correctamente a nuestro equipo. Te responderemos lo antes posible.',
    });

    const rows = await t.db.pool.query(
      'select message_type, name, email, subject, message, language from contact_messages',
    );
    expect(rows.rows).toEqual([
      {
        message_type: 'bugReport',
        name: 'Iñaki Ruiz',
        email: 'inaki@example.com',
        subject: 'La pista 3 no se ve',
        message: message.message,
        language: 'en',
      },
    ]);

    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.mails[0];
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(mail.subject).toBe('[Fútbol Trivia] Reportar un error: La pista 3 no se ve');
    expect(mail.raw).toMatch(/^Reply-To: inaki@example\.com/im);
    expect(mail.text).toContain('Nombre: Iñaki Ruiz');
    expect(mail.text).toContain('Email: inaki@example.com');
    expect(mail.text).toContain(message.message);
  });

  test.each([
    ['10.0.1.1', { ...message, messageType: 'complaint' }, 'Tipo de mensaje no válido'],
    ['10.0.1.2', { ...message, email: '' }, 'El email es obligatorio'],
    ['10.0.1.3', { ...message, email: 'inaki@example' }, 'Formato de email inválido'],
    ['10.0.1.4', { ...message, subject: 'Hola' }, 'El asunto debe tener al menos 5 caracteres'],
    ['10.0.1.5', { ...message, message: 'x'.repeat(2001) }, 'El mensaje no puede exceder los 2000 caracteres'],
    ['10.0.1.6', { ...message, name: undefined }, 'El nombre es obligatorio'],
    ['10.0.1.7', ['not', 'an', 'object'], 'Tipo de mensaje no válido'],
    // Exactly one reply address: a list would become someone else's Reply-To.
    ['10.0.1.8', { ...message, email: 'support-team,victim@example.test' }, 'Formato de email inválido'],
    ['10.0.1.9', { ...message, email: 'Equipo <victim@example.test>' }, 'Formato de email inválido'],
    ['10.0.1.10', { ...message, email: 'a;victim@example.test' }, 'Formato de email inválido'],
  ])(
    "given an invalid body (from %s), then it is a 400 with the rule's message and nothing is stored",
    async (ip, payload, text) => {
      const response = await send(payload, ip);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: text, code: 'VALIDATION_ERROR' });
      const rows = await t.db.pool.query(
        "select count(*)::int as n from contact_messages where email <> 'inaki@example.com'",
      );
      expect(rows.rows[0].n).toBe(0);
    },
  );

  test('given a right-to-left override in the subject or the name, then 400 INVALID_TEXT and nothing is stored', async () => {
    for (const [ip, payload] of [
      ['10.0.4.1', { ...message, email: 'bidi1@example.com', subject: 'Factura \u202Efdp.exe' }],
      ['10.0.4.2', { ...message, email: 'bidi2@example.com', name: 'Admin\u2066 \u2069' }],
    ] as const) {
      const response = await send(payload, ip);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TEXT' });
    }
    const rows = await t.db.pool.query("select count(*)::int as n from contact_messages where email like 'bidi%'");
    expect(rows.rows[0].n).toBe(0);
  });

  test('given a bad language hint, then the message is still accepted, as Spanish', async () => {
    const response = await send({ ...message, email: 'lang@example.com', language: 'fr' }, '10.0.2.1');
    expect(response.statusCode).toBe(200);
    const rows = await t.db.pool.query("select language from contact_messages where email = 'lang@example.com'");
    expect(rows.rows).toEqual([{ language: 'es' }]);
  });

  test('given too many messages from one address, then the next is a 429 JSON error while another address still gets through', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send({ ...message, email: `spam${i}@example.com` }, '10.0.3.1')).statusCode).toBe(200);
    }
    const refused = await send({ ...message, email: 'spam-last@example.com' }, '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringContaining('Demasiadas solicitudes'),
      code: 'RATE_LIMITED',
    });
    // When to come back (the window is ten minutes); the limit's headers come with the refusal only.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.json().message).toContain(`${refused.headers['retry-after']} s`);
    const rows = await t.db.pool.query(
      "select count(*)::int as n from contact_messages where email = 'spam-last@example.com'",
    );
    expect(rows.rows[0].n).toBe(0);
    expect((await send({ ...message, email: 'other@example.com' }, '10.0.3.2')).statusCode).toBe(200);
  });
});
