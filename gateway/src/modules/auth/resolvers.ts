// GraphQL adapter for sign-in, registration, sign-out and password reset: thin over AuthService.
import type { Resolvers } from '../../gql/resolvers.js';
import { readerTranslator } from '../../shared/errors/reader-language.js';

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { auth }) => auth.user,
  },
  Mutation: {
    login: async (_parent, { input }, { auth, services }) => {
      const { user, session } = await services.auth.login(input, auth.meta, auth.token);
      auth.startSession(session);
      return user;
    },
    register: async (_parent, { input }, { auth, services }) => {
      const { user, session } = await services.auth.register(input, auth.meta, auth.token);
      auth.startSession(session);
      return user;
    },
    logout: async (_parent, _args, { auth, services }) => {
      await services.auth.logout(auth.token);
      auth.endSession();
      return true;
    },
    forgotPassword: (_parent, { email }, { auth, services }) =>
      services.auth.forgotPassword({ email }, auth.meta),
    resetPassword: (_parent, args, { auth, services }) => services.auth.resetPassword(args, auth.meta),
    changePassword: (_parent, args, { auth, services }) =>
      services.auth.changePassword(auth.user, args, { token: auth.token }),
    requestEmailChange: (_parent, args, { auth, services }) =>
      services.auth.requestEmailChange(auth.user, args, auth.meta),
    confirmEmailChange: (_parent, args, { auth, services }) =>
      services.auth.confirmEmailChange(args, auth.meta),
    updateMe: (_parent, { input }, { auth, services }) => services.auth.changeUsername(auth.user, input),
  },
  // What a mutation answers in words (password changed, account deleted…), in the reader's language.
  MessagePayload: {
    message: ({ message }, _args, { auth }) => readerTranslator(auth.meta.acceptLanguage, auth.user)(message),
  },
};
