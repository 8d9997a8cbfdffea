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

export type SharedThesisAskOwnerMutationVariables = Exact<{
  shareUrl: Scalars['String']['input'];
  input: AskOwnerInput;
}>;


export type SharedThesisAskOwnerMutation = { __typename?: 'Mutation', askOwner: boolean };

export type SharedThesisSavedQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type SharedThesisSavedQuery = { __typename?: 'Query', thesisSaved: { __typename?: 'SavedState', saved: boolean, savedLinkId?: string | null } };

export type SharedThesisPageSaveLinkMutationVariables = Exact<{
  input: SaveLinkInput;
}>;


export type SharedThesisPageSaveLinkMutation = { __typename?: 'Mutation', saveLink: { __typename?: 'SavedLink', id: string } };

export type SharedThesisPageRemoveSavedLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SharedThesisPageRemoveSavedLinkMutation = { __typename?: 'Mutation', removeSavedLink: string };


export const SharedThesisAskOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedThesisAskOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AskOwnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shareUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SharedThesisAskOwnerMutation, SharedThesisAskOwnerMutationVariables>;
export const SharedThesisSavedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedThesisSaved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisSaved"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"savedLinkId"}}]}}]}}]} as unknown as DocumentNode<SharedThesisSavedQuery, SharedThesisSavedQueryVariables>;
export const SharedThesisPageSaveLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedThesisPageSaveLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SharedThesisPageSaveLinkMutation, SharedThesisPageSaveLinkMutationVariables>;
export const SharedThesisPageRemoveSavedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharedThesisPageRemoveSavedLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSavedLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SharedThesisPageRemoveSavedLinkMutation, SharedThesisPageRemoveSavedLinkMutationVariables>;