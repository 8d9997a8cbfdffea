// What the members domain keeps about a person: the projects shared with them, and as what; the
// invitations sent to their address or by them. When they go, the members of their projects are told.
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { MembershipModel } from './members.model.js';
import type { MembersService } from './members.service.js';

export const membersPersonalData: PersonalData<MembersService> = {
  export: {
    memberships: recordsFile(
      { path: 'memberships.json', about: 'The projects shared with you, and your role in each.' },
      MembershipModel.collection,
      ({ userId }) => ({ userId }),
    ),
  },
  // Its owned-projects step runs before the projects' step (composition.ts): the members are mailed
  // while the projects and their memberships still exist.
  deletion: (members) => [
    { name: 'members.owned-projects', run: (user) => members.tellMembersOfClosedAccount(user) },
    { name: 'members.memberships', run: (user) => members.deleteOfUser(user) },
  ],
};
