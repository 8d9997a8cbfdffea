/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AiProviderKind =
  | 'offline'
  | 'openai';

export type CreateUserInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role?: InputMaybe<Role>;
  username: Scalars['String']['input'];
};

export type DatabaseKind =
  | 'embedded'
  | 'mongodb';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Admin only; not on one's own account. Ends the user's sessions. */
  changeUserRole: User;
  /** Admin only. */
  createUser: User;
  /** Admin only; not one's own account. Ends the user's sessions. Returns the deleted user. */
  deleteUser: User;
  /** Mails a reset link if the address has an account; the answer is the same either way. */
  forgotPassword: MessagePayload;
  /** Signs in; the session cookie is set on the response. */
  login: User;
  logout: Scalars['Boolean']['output'];
  /** Creates an account and signs it in. The first account on an empty database becomes admin. */
  register: User;
  resetPassword: MessagePayload;
};


export type MutationChangeUserRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** What this gateway runs on: the database kind and the active AI provider. */
  serverInfo: ServerInfo;
  /** Every account (admin only). */
  users: Array<User>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ResearchPhaseStatus =
  | 'complete'
  | 'in_progress'
  | 'pending';

export type ResearchProgressEvent = {
  __typename?: 'ResearchProgressEvent';
  /** ISO-8601 time the event was published. */
  at: Scalars['String']['output'];
  /** Overall progress, 0-100 (spec §4 progress rule). */
  percent: Scalars['Int']['output'];
  /** Zero-based index of the phase this event is about. */
  phaseIndex: Scalars['Int']['output'];
  phaseStatus: ResearchPhaseStatus;
  phaseTitle: Scalars['String']['output'];
  thesisId: Scalars['ID']['output'];
  totalPhases: Scalars['Int']['output'];
};

export type Role =
  | 'admin'
  | 'user';

export type ServerInfo = {
  __typename?: 'ServerInfo';
  ai: AiProviderKind;
  db: DatabaseKind;
};

export type Subscription = {
  __typename?: 'Subscription';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Live progress of a thesis's AI research run; delivered only to subscribers of that thesis. */
  researchProgress: ResearchProgressEvent;
};


export type SubscriptionResearchProgressArgs = {
  thesisId: Scalars['ID']['input'];
};

export type User = {
  __typename?: 'User';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: Role;
  username: Scalars['String']['output'];
};

export type AuthProvider_UserFragment = { __typename?: 'User', id: string, username: string, email: string, role: Role, createdAt: string };

export type AuthProviderMeQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProviderMeQueryQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, username: string, email: string, role: Role, createdAt: string } | null };

export type AuthProviderLoginMutationMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AuthProviderLoginMutationMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, username: string, email: string, role: Role, createdAt: string } };

export type AuthProviderRegisterMutationMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AuthProviderRegisterMutationMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, username: string, email: string, role: Role, createdAt: string } };

export type AuthProviderLogoutMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthProviderLogoutMutationMutation = { __typename?: 'Mutation', logout: boolean };

export type AuthProviderForgotPasswordMutationMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type AuthProviderForgotPasswordMutationMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'MessagePayload', message: string } };

export type AuthProviderResetPasswordMutationMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type AuthProviderResetPasswordMutationMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'MessagePayload', message: string } };

export const AuthProvider_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuthProvider_UserFragment, unknown>;
export const AuthProviderMeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthProviderMeQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuthProviderMeQueryQuery, AuthProviderMeQueryQueryVariables>;
export const AuthProviderLoginMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderLoginMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuthProviderLoginMutationMutation, AuthProviderLoginMutationMutationVariables>;
export const AuthProviderRegisterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderRegisterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthProvider_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthProvider_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuthProviderRegisterMutationMutation, AuthProviderRegisterMutationMutationVariables>;
export const AuthProviderLogoutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderLogoutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AuthProviderLogoutMutationMutation, AuthProviderLogoutMutationMutationVariables>;
export const AuthProviderForgotPasswordMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderForgotPasswordMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthProviderForgotPasswordMutationMutation, AuthProviderForgotPasswordMutationMutationVariables>;
export const AuthProviderResetPasswordMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderResetPasswordMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthProviderResetPasswordMutationMutation, AuthProviderResetPasswordMutationMutationVariables>;