// The members domain (issue 29): who besides its owner may see a project, and as what.
import { defineModule, loadSdl } from '../../shared/module.js';
import { MembersService } from './members.service.js';

export { membersPersonalData } from './members.personal-data.js';

declare module '../../shared/services.js' {
  interface Services {
    members: MembersService;
  }
}

export const membersModule = defineModule({
  name: 'members',
  typeDefs: loadSdl(import.meta.url, 'members.graphql'),
  resolvers: {},
  createService: ({ logger }) => new MembersService(logger),
});
