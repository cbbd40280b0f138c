import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CONTACT_LIMITS, checkContact, contactFormSchema, type ContactMessage } from '../../machines/contact/schema.ts';
import { badRequest, replyOf } from '../http/index.ts';
import { PLAIN_MAILS, withMail } from '../mail/index.ts';
import { translator } from '../texts.ts';

/** Per IP: enough for a person who needs a second try, too few for a spam script. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

// The language the sender wrote in, so the reply can use it; a bad value never loses a message.
const languageSchema = z.object({ language: z.enum(['es', 'en']).catch('es').default('es') });

/** The message as the team reads it: in Spanish, saying the language the sender wrote in. */
function contactMail(message: ContactMessage, language: 'es' | 'en', id: string) {
  const t = translator('es');
  const type = t(`contactForm:types.${message.messageType}`);
  const text = [
    t('mails:contact.type', { type }),
    t('mails:contact.name', { name: message.name }),
    t('mails:contact.email', { email: message.email }),
    t('mails:contact.language', { language: t(`mails:contact.languages.${language}`) }),
    t('mails:contact.number', { id }),
    '',
    message.message,
  ].join('\n');
  return { subject: t('mails:contact.subject', { type, subject: message.subject }), text };
}

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/contact/send',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT, multiline: ['message'] },
      // The largest form: a 2,000-character message and its 200-character subject, in any script.
      bodyLimit: 16 * 1024,
      schema: replyOf(z.object({ success: z.literal(true), message: z.string() })),
    },
    async (request) => {
      // The form's full rules (first layer): a client that skips the UI gets the same answer.
      const check = checkContact(contactFormSchema, request.body);
      if (!check.ok) throw badRequest('VALIDATION_ERROR', (t) => t(`contactForm:${check.first}`, CONTACT_LIMITS));
      const message = check.data;
      const { language } = languageSchema.parse(request.body ?? {});
      const { services } = app;

      // Stored and queued in one transaction: a message is kept only with its mail, so a retry does not duplicate it.
      await withMail(services, async (tx, queue) => {
        const inserted = await tx.query<{ id: string }>(
          `insert into contact_messages (message_type, name, email, subject, message, language)
         values ($1, $2, $3, $4, $5, $6) returning id`,
          [message.messageType, message.name, message.email, message.subject, message.message, language],
        );
        const id = inserted.rows[0].id;
        await queue(PLAIN_MAILS, {
          to: services.config.contactTo,
          replyTo: message.email,
          ...contactMail(message, language, id),
        });
      });
      return { success: true, message: request.t('contactForm:sent') };
    },
  );
};
