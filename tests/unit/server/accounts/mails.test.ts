import { describe, expect, it } from 'vitest';
import { emailChangedMail, passwordChangedMail, resetMail } from '../../../../server/accounts/mails.ts';

const LINK = 'https://trivia.example/reset-password?token=abc';

describe('account mails', () => {
  it.each([
    { language: 'es' as const, subject: 'Restablece tu contraseña', has: 'Hola:', lacks: 'Hello,' },
    { language: 'en' as const, subject: 'Reset your password', has: 'Hello,', lacks: 'Hola:' },
  ])(
    'given the language $language, then the reset mail is in it alone and carries the link',
    ({ language, subject, has, lacks }) => {
      const mail = resetMail('pedri@barca.es', LINK, language);
      expect(mail).toMatchObject({ to: 'pedri@barca.es', subject });
      expect(mail.text).toContain(has);
      expect(mail.text).not.toContain(lacks);
      expect(mail.text).toContain(LINK);
      expect(mail.text).toMatch(/1 (hora|hour)/);
    },
  );

  it('given no language, then the reset mail is in Spanish then English', () => {
    const mail = resetMail('pedri@barca.es', LINK);
    expect(mail.subject).toBe('Restablece tu contraseña / Reset your password');
    expect(mail.text.indexOf('Hola:')).toBeLessThan(mail.text.indexOf('Hello,'));
    expect(mail.text.split(LINK)).toHaveLength(3);
  });

  it('given a password change, then the notice says how to recover the account', () => {
    const mail = passwordChangedMail('pedri@barca.es', 'https://trivia.example', 'en');
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('https://trivia.example/login');
  });

  it('given an e-mail change, then the old address is told the new one', () => {
    const mail = emailChangedMail('old@barca.es', 'new@barca.es', 'https://trivia.example');
    expect(mail.to).toBe('old@barca.es');
    expect(mail.text).toContain('new@barca.es');
  });
});
