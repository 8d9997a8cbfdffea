// What the auth domain keeps about a person: password-reset and email-change tokens (hashed), never
// exported.
import type { PersonalData } from '../../shared/personal-data.js';
import type { AuthService } from './auth.service.js';

export const authPersonalData: PersonalData<AuthService> = {
  deletion: (auth) => [
    { name: 'auth.password-resets', run: (user) => auth.deleteResetsOf(user.id) },
    { name: 'auth.email-changes', run: (user) => auth.deleteEmailChangesOf(user.id) },
  ],
};
