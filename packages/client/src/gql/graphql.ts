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

export type AddTextSourceInput = {
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type AiProviderKind =
  | 'offline'
  | 'openai';

/** read: queries and GET requests only. write: everything the account may do (except creating tokens). */
export type ApiTokenScope =
  | 'read'
  | 'write';

export type AskOwnerInput = {
  question: Scalars['String']['input'];
  senderEmail?: InputMaybe<Scalars['String']['input']>;
  senderName?: InputMaybe<Scalars['String']['input']>;
};

export type AuditAction =
  /** An account was deleted by its owner or by an admin. */
  | 'account_deleted'
  /** A sign-in from a browser and operating system not seen before for that account. */
  | 'new_browser_sign_in'
  /** An admin (or the ADMIN_EMAIL setting) changed an account's role. */
  | 'role_changed'
  /** An admin revoked someone's API token. */
  | 'token_revoked';

export type AuditFilter = {
  action?: InputMaybe<AuditAction>;
  /** Account id or email of who did it. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** ISO-8601 date or date-time: entries at or after it. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Account id or email of whom it was done to. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** ISO-8601 date or date-time: entries before it (a date alone: up to its end). */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AuditPageInput = {
  /** The nextCursor of the previous page. */
  cursor?: InputMaybe<Scalars['String']['input']>;
  /** 1-100, default 50. */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ChatRole =
  | 'assistant'
  | 'user';

/** How far a cited passage supports the sentence its marker stands on (a model's judgement; unchecked without one). */
export type CitationSupport =
  | 'not_supported'
  | 'partly'
  | 'supported'
  | 'unchecked';

export type CreateApiTokenInput = {
  /** 30, 90 or 365; null: the token never expires. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** 1-100 characters, e.g. what the token is for. */
  name: Scalars['String']['input'];
  scope: ApiTokenScope;
};

export type CreateProjectInput = {
  /** Optional; at most 2,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 120 characters. */
  name: Scalars['String']['input'];
};

export type CreateThesisInput = {
  /** At most 20,000 characters. */
  context?: InputMaybe<Scalars['String']['input']>;
  /** At most 10,000 characters. */
  idea?: InputMaybe<Scalars['String']['input']>;
  /** The central question; at most 20,000 characters. */
  intellectualChallenge?: InputMaybe<Scalars['String']['input']>;
  /** A BCP 47 tag among en-GB, en-US, de, fr, es, it, nl, pt, pl, sv; omitted: the caller's interface language (USA: en-US, else en-GB). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Required; at most 200 characters. */
  title: Scalars['String']['input'];
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role?: InputMaybe<Role>;
  username: Scalars['String']['input'];
};

export type CreateWebhookInput = {
  /** One or more of research.completed, research.failed, question.received, member.added, member.removed. */
  events: Array<Scalars['String']['input']>;
  /** http(s) address that receives a POST per event; internal addresses are refused. */
  url: Scalars['String']['input'];
};

export type CueCardKind =
  | 'keyInsights'
  | 'section'
  | 'summary';

export type DatabaseKind =
  | 'embedded'
  | 'mongodb';

export type GenerateThesisContentInput = {
  data: WizardStateInput;
  /** 'intellectual-challenge' or 'strategic-context'. */
  step: Scalars['String']['input'];
};

export type Language =
  | 'DE'
  | 'UK'
  | 'USA';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A project member's role (issue 29): editors write theses, sources, research and share links; viewers read and chat. */
export type MemberRole =
  | 'editor'
  | 'viewer';

/** What a person is in a project (issue 29): its owner, an admin, or a member (editor or viewer). */
export type ProjectRole =
  | 'admin'
  | 'editor'
  | 'owner'
  | 'viewer';

export type RegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ResearchPhaseStatus =
  | 'complete'
  | 'in_progress'
  | 'pending';

export type ResearchPlanInput = {
  excludedSourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phases: Array<ResearchPlanPhaseInput>;
};

export type ResearchPlanPhaseInput = {
  id: Scalars['ID']['input'];
  questions: Array<Scalars['String']['input']>;
  searchQueries?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ResearchRunStatus =
  | 'complete'
  | 'failed'
  | 'not_started'
  | 'running';

export type Role =
  | 'admin'
  | 'user';

export type SaveLinkInput = {
  projectName: Scalars['String']['input'];
  shareUrl: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/**
 * The web search provider research runs use, from the settings SEARCH_PROVIDER, SEARXNG_URL,
 * TAVILY_API_KEY and BRAVE_API_KEY; none: no web search (a run uses the owner's sources and the model only).
 */
export type SearchProviderKind =
  | 'brave'
  | 'none'
  | 'searxng'
  | 'tavily';

/** What a source was read as: an uploaded file's format, pasted text, or a page fetched from the web. */
export type SourceKind =
  | 'docx'
  | 'html'
  | 'markdown'
  | 'pdf'
  | 'text'
  | 'web';

/** `processing` while its text is extracted and indexed; `failed` with a reason a person can act on. */
export type SourceStatus =
  | 'failed'
  | 'processing'
  | 'ready';

export type SubmitIdeaInput = {
  email: Scalars['String']['input'];
  idea: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ThesisChangeKind =
  | 'edit'
  | 'plan'
  | 'research'
  | 'restore'
  | 'sharing';

/** Badges: draft → Draft (grey), researching → In Progress (amber), complete → Complete (green), failed → Failed (red). */
export type ThesisStatus =
  | 'complete'
  | 'draft'
  | 'failed'
  | 'researching';

/** Why the citation check removed a marker. */
export type UnsupportedReason =
  /** No quote was given for it. */
  | 'no_quote'
  /** It pointed at no passage the research run had retrieved. */
  | 'passage_unknown'
  /** The quoted words are not in the passage it pointed at. */
  | 'quote_not_in_passage';

export type UpdateMeInput = {
  username: Scalars['String']['input'];
};

/** Send name, description or both. */
export type UpdateProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Send any of the fields; at least one. */
export type UpdateThesisInput = {
  /** Markdown; at most 200,000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** At most 20,000 characters. */
  intellectualChallenge?: InputMaybe<Scalars['String']['input']>;
  /** A BCP 47 tag among en-GB, en-US, de, fr, es, it, nl, pt, pl, sv (others: BAD_USER_INPUT). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Required when sent; at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Wizard state (spec §3); each field at most 20,000 characters. */
export type WizardStateInput = {
  intellectualChallenge?: InputMaybe<Scalars['String']['input']>;
  /** The new thesis's language, a BCP 47 tag (en-GB, en-US, de, fr, es, it, nl, pt, pl, sv): the draft is written in it. Without it, the caller's interface language. */
  language?: InputMaybe<Scalars['String']['input']>;
  originalThoughts?: InputMaybe<Scalars['String']['input']>;
  researchFocus?: InputMaybe<Scalars['String']['input']>;
  strategicContext?: InputMaybe<Scalars['String']['input']>;
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, username: string, email: string, role: Role, language: Language, createdAt: string, capabilities: { __typename?: 'UserCapabilities', administer: boolean } } | null };

export type AuthStore_UserFragment = { __typename?: 'User', id: string, username: string, email: string, role: Role, language: Language, createdAt: string, capabilities: { __typename?: 'UserCapabilities', administer: boolean } };

export type SetLanguageMutationVariables = Exact<{
  language: Language;
}>;


export type SetLanguageMutation = { __typename?: 'Mutation', setLanguage: { __typename?: 'User', id: string, language: Language } };

export type AuthProviderLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AuthProviderLoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, username: string, email: string, role: Role, language: Language, createdAt: string, capabilities: { __typename?: 'UserCapabilities', administer: boolean } } };

export type AuthProviderRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AuthProviderRegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, username: string, email: string, role: Role, language: Language, createdAt: string, capabilities: { __typename?: 'UserCapabilities', administer: boolean } } };

export type AuthProviderLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthProviderLogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type AuthProviderForgotPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type AuthProviderForgotPasswordMutation = { __typename?: 'Mutation', forgotPassword: { __typename?: 'MessagePayload', message: string } };

export type AuthProviderResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type AuthProviderResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'MessagePayload', message: string } };

export type AuthProviderConfirmEmailMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type AuthProviderConfirmEmailMutation = { __typename?: 'Mutation', confirmEmailChange: { __typename?: 'User', id: string, username: string, email: string, role: Role, language: Language, createdAt: string, capabilities: { __typename?: 'UserCapabilities', administer: boolean } } };

export type SharedThesisSaveLinkMutationVariables = Exact<{
  input: SaveLinkInput;
}>;


export type SharedThesisSaveLinkMutation = { __typename?: 'Mutation', saveLink: { __typename?: 'SavedLink', id: string, thesisId: string, title: string, shareUrl: string, projectName: string, createdAt: string, available: boolean } };

export const AuthStore_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthStore_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administer"}}]}}]}}]} as unknown as DocumentNode<AuthStore_UserFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthStore_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthStore_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administer"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SetLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetLanguageMutation, SetLanguageMutationVariables>;
export const AuthProviderLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthStore_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthStore_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administer"}}]}}]}}]} as unknown as DocumentNode<AuthProviderLoginMutation, AuthProviderLoginMutationVariables>;
export const AuthProviderRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthStore_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthStore_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administer"}}]}}]}}]} as unknown as DocumentNode<AuthProviderRegisterMutation, AuthProviderRegisterMutationVariables>;
export const AuthProviderLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AuthProviderLogoutMutation, AuthProviderLogoutMutationVariables>;
export const AuthProviderForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthProviderForgotPasswordMutation, AuthProviderForgotPasswordMutationVariables>;
export const AuthProviderResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthProviderResetPasswordMutation, AuthProviderResetPasswordMutationVariables>;
export const AuthProviderConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthProviderConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthStore_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthStore_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"administer"}}]}}]}}]} as unknown as DocumentNode<AuthProviderConfirmEmailMutation, AuthProviderConfirmEmailMutationVariables>;
export const SharedThesisSaveLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedThesisSaveLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<SharedThesisSaveLinkMutation, SharedThesisSaveLinkMutationVariables>;