// What the users domain keeps about a person (the account record), for the export and deletion.
import { bytes, lazyStream, type PersonalData } from '../../shared/personal-data.js';
import { UserModel } from './users.model.js';
import type { UsersService } from './users.service.js';

export const usersPersonalData: PersonalData<UsersService> = {
  export: {
    account: ({ userId }) => [
      {
        path: 'account.json',
        about: 'Your account: username, email, role, language, dates (never the password or its hash).',
        open: lazyStream(async function* () {
          const account = await UserModel.collection.findOne(
            { _id: userId },
            { projection: { passwordHash: 0 } },
          );
          yield bytes(`${JSON.stringify(account, null, 2)}\n`);
        }),
      },
    ],
  },
  // The account and its sessions go first, so the person is signed out at once.
  deletion: (users) => [{ name: 'users.account', run: (user) => users.deleteAccountRecord(user.id) }],
};
