// The users domain: accounts and their management by admins (spec §3 User, §6).
import { defineModule } from '../../shared/module.js';
import { usersResolvers } from './resolvers.js';
import { usersApi } from './users.api.js';
import { usersRoutes } from './users.routes.js';
import { UsersService } from './users.service.js';

export {
  LAST_ADMIN_MESSAGE,
  UsersService,
  administrationPolicy,
  capabilitiesOf,
  userAnswerOf,
  type RoleChange,
} from './users.service.js';
/** Account ids as the users domain checks them. */
export { objectIdSchema as userIdSchema } from './users.schemas.js';
/** Account field rules other domains validate with (sign-in, password reset). */
export { emailSchema, newPasswordSchema, registerInput, userAnswer, usernameInput } from './users.schemas.js';
export { usersPersonalData } from './users.personal-data.js';

export const usersModule = defineModule(import.meta.url, {
  name: 'users',
  resolvers: usersResolvers,
  createService: ({ logger, sessions, events }) => new UsersService(logger, sessions, events),
  routes: (users) => usersRoutes(users),
  api: usersApi,
});
