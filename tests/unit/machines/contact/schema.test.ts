import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  MESSAGE_TYPES,
  checkContact,
  contactFormSchema,
  contactSendSchema,
  type ContactErrorKey,
  type ContactField,
  type ContactValues,
} from '../../../../machines/contact/schema.ts';
import { translator } from '../../../../server/texts.ts';

const valid: ContactValues = {
  messageType: 'bugReport',
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Pista rota',
  message: 'La tercera pista no aparece.',
};
const long = (n: number) => 'x'.repeat(n);
const emailOfLength = (n: number) => `${long(n - '@example.com'.length)}@example.com`;

// [field, value, first error of the form layer (undefined: valid), first error of the send layer]
const table: [ContactField, unknown, ContactErrorKey | undefined, ContactErrorKey | undefined][] = [
  ['messageType', 'generalInquiry', undefined, undefined],
  ['messageType', 'technicalSupport', undefined, undefined],
  ['messageType', 'complaint', 'invalidMessageType', 'invalidMessageType'],
  ['messageType', '', 'invalidMessageType', 'invalidMessageType'],
  ['name', '', 'nameRequired', 'nameRequired'],
  ['name', '   ', 'nameRequired', 'nameRequired'],
  ['name', undefined, 'nameRequired', 'nameRequired'],
  ['name', long(100), undefined, undefined],
  ['name', long(101), 'nameTooLong', 'nameTooLong'],
  ['email', '', 'emailRequired', 'emailRequired'],
  ['email', 42, 'emailRequired', 'emailRequired'],
  ['email', 'ana@example', 'emailInvalid', 'emailInvalid'],
  ['email', 'ana garcia@example.com', 'emailInvalid', 'emailInvalid'],
  ['email', 'ana@@example.com', 'emailInvalid', 'emailInvalid'],
  ['email', ' ana@example.com ', undefined, undefined],
  ['email', emailOfLength(100), undefined, undefined],
  ['email', emailOfLength(101), 'emailTooLong', undefined],
  ['subject', '', 'subjectRequired', 'subjectRequired'],
  ['subject', 'Hola', 'subjectTooShort', undefined],
  ['subject', '  Hola   ', 'subjectTooShort', undefined],
  ['subject', 'Hola!', undefined, undefined],
  ['subject', long(200), undefined, undefined],
  ['subject', long(201), 'subjectTooLong', 'subjectTooLong'],
  ['message', '', 'messageRequired', 'messageRequired'],
  ['message', 'Muy corto', 'messageTooShort', undefined],
  ['message', 'Diez letra', undefined, undefined],
  ['message', long(2000), undefined, undefined],
  ['message', long(2001), 'messageTooLong', 'messageTooLong'],
];

describe('contact rules (spec section 5)', () => {
  it.each(table)(
    'given %s = %j, then the form layer says %s and the send layer says %s',
    (field, value, formError, sendError) => {
      const input = { ...valid, [field]: value };
      const form = checkContact(contactFormSchema, input);
      const send = checkContact(contactSendSchema, input);
      expect(form.ok ? undefined : form.errors[field]).toBe(formError);
      expect(send.ok ? undefined : send.errors[field]).toBe(sendError);
    },
  );

  it('given the five message types, then each is accepted', () => {
    expect(MESSAGE_TYPES).toEqual(['generalInquiry', 'bugReport', 'suggestion', 'partnership', 'technicalSupport']);
  });

  it('given padded text, then the accepted message is trimmed', () => {
    const check = checkContact(contactFormSchema, { ...valid, subject: '  Pista rota  ', email: ' ana@example.com' });
    expect(check).toMatchObject({ ok: true, data: { subject: 'Pista rota', email: 'ana@example.com' } });
  });

  it('given several bad fields, then each field keeps its first error and `first` is the topmost', () => {
    const check = checkContact(contactFormSchema, {
      messageType: 'generalInquiry',
      name: 'Ana',
      email: '',
      subject: 'Hi',
      message: '',
    });
    expect(check).toEqual({
      ok: false,
      first: 'emailRequired',
      errors: { email: 'emailRequired', subject: 'subjectTooShort', message: 'messageRequired' },
    });
  });

  it('given no body at all, then every field is reported instead of a crash', () => {
    const check = checkContact(contactFormSchema, null);
    expect(check.ok ? [] : Object.keys(check.errors).sort()).toEqual([
      'email',
      'message',
      'messageType',
      'name',
      'subject',
    ]);
  });

  it('given the spec texts, then the Spanish messages are exact', () => {
    const texts = (language: 'es' | 'en') =>
      Object.fromEntries(
        (
          [
            'invalidMessageType',
            'emailRequired',
            'emailInvalid',
            'emailTooLong',
            'subjectRequired',
            'subjectTooShort',
            'subjectTooLong',
            'messageRequired',
            'messageTooShort',
            'messageTooLong',
          ] as const
        ).map((key) => [key, translator(language)(`contactForm:${key}`, CONTACT_LIMITS)]),
      );
    expect(texts('es')).toMatchObject({
      invalidMessageType: 'Tipo de mensaje no válido',
      emailRequired: 'El email es obligatorio',
      emailInvalid: 'Formato de email inválido',
      emailTooLong: 'El email es demasiado largo',
      subjectRequired: 'El asunto es obligatorio',
      subjectTooShort: 'El asunto debe tener al menos 5 caracteres',
      subjectTooLong: 'El asunto no puede exceder los 200 caracteres',
      messageRequired: 'El mensaje es obligatorio',
      messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
      messageTooLong: 'El mensaje no puede exceder los 2000 caracteres',
    });
    expect(texts('en').invalidMessageType).toBe('Invalid message type');
  });
});
