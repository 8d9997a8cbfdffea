/* eslint-disable */
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

export type DatabaseKind =
  | 'embedded'
  | 'mongodb';

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** What this gateway runs on: the database kind and the active AI provider. */
  serverInfo: ServerInfo;
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
