// The credential mails are in the recipient's language: their account's UK/US English or German.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { confirmEmailMail, emailChangedMail, passwordChangedMail, resetPasswordMail } from './auth.mails.js';

const person = (language: Actor['language']): Actor => ({
  id: 'u1',
  username: 'Ada <Lovelace>',
  email: 'ada@x.io',
  role: 'user',
  language,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the credential mails', () => {
  it('are in English for UK and US readers, as before', () => {
    const mail = passwordChangedMail(person('UK'));
    expect(mail.subject).toBe('Your Thesis Studio password was changed');
    expect(mail.text.split('\n\n')[0]).toBe('Hello Ada <Lovelace>,');
    expect(mail.html).toContain('<p>Hello Ada &lt;Lovelace&gt;,</p>');
    expect(resetPasswordMail(person('USA'), 'https://x/reset?token=t').text).toBe(
      [
        'Hello Ada <Lovelace>,',
        '',
        'Someone asked to reset the password of your Thesis Studio account. To choose a new password, open:',
        '',
        'https://x/reset?token=t',
        '',
        'The link is valid for 1 hour and works once. If you did not ask for this, ignore this mail; your password stays as it is.',
      ].join('\n'),
    );
  });

  it('are in German for a German reader, the link and addresses as they are', () => {
    const reset = resetPasswordMail(person('DE'), 'https://x/reset?token=a&b');
    expect(reset.subject).toBe('Setzen Sie Ihr Thesis-Studio-Passwort zurück');
    expect(reset.link).toBe('https://x/reset?token=a&b');
    expect(reset.html).toContain('<p><a href="https://x/reset?token=a&amp;b">Neues Passwort wählen</a></p>');
    expect(reset.text).toContain('Hallo Ada <Lovelace>,');
    const confirm = confirmEmailMail(person('DE'), 'new@x.io', 'https://x/confirm');
    expect(confirm.to).toBe('new@x.io');
    expect(confirm.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse für Thesis Studio');
    const changed = emailChangedMail(person('DE'), 'new@x.io');
    expect(changed.text).toContain('Die E-Mail-Adresse Ihres Thesis-Studio-Kontos lautet jetzt new@x.io.');
    expect(changed.text).toContain('„Passwort vergessen?“');
  });
});
