import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CONTACT_ERROR_TEXTS,
  checkContact,
  contactFormSchema,
  type ContactMessage,
  type MessageType,
} from '../../machines/contact/schema.ts';
import { withTransaction } from '../db/pool.ts';
import { badRequest } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { queueMail } from '../mail/mailer.ts';

/** Per IP: enough for a person who needs a second try, too few for a spam script. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

// The team reads the mail in Spanish.
const TYPE_LABELS: Record<MessageType, string> = {
  generalInquiry: 'Consulta general',
  bugReport: 'Reporte de error',
  suggestion: 'Sugerencia',
  partnership: 'Colaboración',
  technicalSupport: 'Soporte técnico',
};

// The language the sender wrote in, so the reply can use it; a bad value never loses a message.
const languageSchema = z.object({ language: z.enum(['es', 'en']).catch('es').default('es') });

function contactMail(message: ContactMessage, language: string, id: string) {
  const text = [
    `Tipo: ${TYPE_LABELS[message.messageType]}`,
    `Nombre: ${message.name}`,
    `Email: ${message.email}`,
    `Idioma: ${language === 'en' ? 'inglés' : 'español'}`,
    `Mensaje n.º ${id}`,
    '',
    message.message,
  ].join('\n');
  return { subject: `[Fútbol Trivia] ${TYPE_LABELS[message.messageType]}: ${message.subject}`, text };
}

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/contact/send', { config: { rateLimit: CONTACT_RATE_LIMIT, multiline: ['message'] } }, async (request) => {
    // The form's full rules (first layer): a client that skips the UI gets the same answer.
    const check = checkContact(contactFormSchema, request.body);
    if (!check.ok)
      throw badRequest('VALIDATION_ERROR', {
        es: CONTACT_ERROR_TEXTS.es[check.first],
        en: CONTACT_ERROR_TEXTS.en[check.first],
      });
    const message = check.data;
    const { language } = languageSchema.parse(request.body ?? {});
    const { services } = app;

    // Stored and queued together: a message that could not be queued is not kept, so a retry does not duplicate it.
    await withTransaction(services.pool, async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `insert into contact_messages (message_type, name, email, subject, message, language)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [message.messageType, message.name, message.email, message.subject, message.message, language],
      );
      const id = inserted.rows[0].id;
      await queueMail(services, {
        to: services.config.contactTo,
        replyTo: message.email,
        ...contactMail(message, language, id),
      });
    });
    return { success: true, message: say(request.lang, 'CONTACT_SENT') };
  });
};
