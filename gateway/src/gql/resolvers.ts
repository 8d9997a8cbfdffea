import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  _empty: Maybe<Scalars['Boolean']['output']>;
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
  _empty: Maybe<Scalars['Boolean']['output']>;
  /** Live progress of a thesis's AI research run; delivered only to subscribers of that thesis. */
  researchProgress: ResearchProgressEvent;
};


export type SubscriptionResearchProgressArgs = {
  thesisId: Scalars['ID']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AiProviderKind: AiProviderKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DatabaseKind: DatabaseKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResearchPhaseStatus: ResearchPhaseStatus;
  ResearchProgressEvent: ResolverTypeWrapper<ResearchProgressEvent>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ResearchProgressEvent: ResearchProgressEvent;
  ServerInfo: ServerInfo;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType>;
}>;

export type ResearchProgressEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchProgressEvent'] = ResolversParentTypes['ResearchProgressEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phaseIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phaseStatus?: Resolver<ResolversTypes['ResearchPhaseStatus'], ParentType, ContextType>;
  phaseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalPhases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ServerInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = ResolversObject<{
  ai?: Resolver<ResolversTypes['AiProviderKind'], ParentType, ContextType>;
  db?: Resolver<ResolversTypes['DatabaseKind'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _empty?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_empty", ParentType, ContextType>;
  researchProgress?: SubscriptionResolver<ResolversTypes['ResearchProgressEvent'], "researchProgress", ParentType, ContextType, RequireFields<SubscriptionResearchProgressArgs, 'thesisId'>>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResearchProgressEvent?: ResearchProgressEventResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
}>;

