export {
  ROLES,
  isRole,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_USERNAME_LENGTH,
  type Role,
} from './accounts.js';
export * from './remotes.js';
