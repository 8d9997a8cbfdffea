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

export type ChatRole =
  | 'assistant'
  | 'user';

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
  /** Required; at most 200 characters. */
  title: Scalars['String']['input'];
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role?: InputMaybe<Role>;
  username: Scalars['String']['input'];
};

export type DatabaseKind =
  | 'embedded'
  | 'mongodb';

export type GenerateThesisContentInput = {
  data: WizardStateInput;
  /** 'intellectual-challenge' or 'strategic-context'. */
  step: Scalars['String']['input'];
};

export type Language =
  | 'UK'
  | 'USA';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
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

export type ResearchRunStatus =
  | 'complete'
  | 'failed'
  | 'not_started'
  | 'running';

export type Role =
  | 'admin'
  | 'user';

export type SubmitIdeaInput = {
  email: Scalars['String']['input'];
  idea: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** Badges: draft → Draft (grey), researching → In Progress (amber), complete → Complete (green), failed → Failed (red). */
export type ThesisStatus =
  | 'complete'
  | 'draft'
  | 'failed'
  | 'researching';

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
  /** Required when sent; at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Wizard state (spec §3); each field at most 20,000 characters. */
export type WizardStateInput = {
  intellectualChallenge?: InputMaybe<Scalars['String']['input']>;
  originalThoughts?: InputMaybe<Scalars['String']['input']>;
  researchFocus?: InputMaybe<Scalars['String']['input']>;
  strategicContext?: InputMaybe<Scalars['String']['input']>;
};

export type ThesisPageResearchProgressSubscriptionVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageResearchProgressSubscription = { __typename?: 'Subscription', researchProgress: { __typename?: 'ResearchProgressEvent', thesisId: string, phaseIndex: number, totalPhases: number, phaseTitle: string, phaseStatus: ResearchPhaseStatus, percent: number, at: string } };

export type ThesisPageQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type ThesisPageQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, slug: string, title: string, intellectualChallenge: string, content: string, status: ThesisStatus, createdAt: string, project: { __typename?: 'Project', id: string, slug: string, name: string } } | null };


export const ThesisPageResearchProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisPageResearchProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalPhases"}},{"kind":"Field","name":{"kind":"Name","value":"phaseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"phaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ThesisPageResearchProgressSubscription, ThesisPageResearchProgressSubscriptionVariables>;
export const ThesisPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ThesisPageQuery, ThesisPageQueryVariables>;