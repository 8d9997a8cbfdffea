// The client's own messages follow the reader's language at the moment they are shown: the password
// reset's checks in English by default (the domain's wording) and in German for a German reader.
import { PASSWORD_TOO_SHORT_MESSAGE } from '@thesis-studio/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePasswordReset } from '../auth-rules.js';
import { languageStore } from '../language.js';
import { clientText } from './index.js';

const before = languageStore.get();
afterEach(() => languageStore.choose(before));

describe("the client's messages", () => {
  it('word the reset checks in English by default, as the domain does', () => {
    languageStore.choose('UK');
    expect(validatePasswordReset({ token: 't', password: 'short', confirm: 'short' })).toEqual({
      title: 'Password too short',
      description: PASSWORD_TOO_SHORT_MESSAGE,
    });
  });

  it('word them in German for a German reader', () => {
    languageStore.choose('DE');
    expect(validatePasswordReset({ token: 't', password: 'long enough', confirm: 'other one' })).toEqual({
      title: 'Passwörter stimmen nicht überein',
      description: 'Bitte geben Sie zweimal dasselbe Passwort ein.',
    });
    expect(clientText('client.shared.saved.title')).toBe('These gespeichert!');
  });
});
