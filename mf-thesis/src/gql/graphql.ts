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

export type ThesisPageResearchProgressSubscriptionSubscriptionVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageResearchProgressSubscriptionSubscription = { __typename?: 'Subscription', researchProgress: { __typename?: 'ResearchProgressEvent', thesisId: string, phaseIndex: number, totalPhases: number, phaseTitle: string, phaseStatus: ResearchPhaseStatus, percent: number, at: string } };


export const ThesisPageResearchProgressSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisPageResearchProgressSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalPhases"}},{"kind":"Field","name":{"kind":"Name","value":"phaseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"phaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ThesisPageResearchProgressSubscriptionSubscription, ThesisPageResearchProgressSubscriptionSubscriptionVariables>;