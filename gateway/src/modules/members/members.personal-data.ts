// What the members domain keeps about a person: the projects shared with them, and as what; the
// invitations sent to their address.
import { jsonList, records, type PersonalData } from '../../shared/personal-data.js';
import { MembershipModel } from './members.model.js';
import type { MembersService } from './members.service.js';

export const membersPersonalData: PersonalData<MembersService> = {
  export: {
    memberships: ({ userId }) => [
      {
        path: 'memberships.json',
        about: 'The projects shared with you, and your role in each.',
        open: jsonList(records(MembershipModel.collection, { userId })),
      },
    ],
  },
  deletion: (members) => [{ name: 'members.memberships', run: (user) => members.deleteOfUser(user) }],
};
