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

export type ThesisChat_MessageFragment = { __typename?: 'ChatMessage', id: string, role: ChatRole, content: string, createdAt: string, citations: Array<{ __typename?: 'Citation', id: string, n: number, sourceId: string, sourceTitle: string, sourceKind: SourceKind, url?: string | null, site?: string | null, location: string, quote: string, passage: string, sentence: string, check: { __typename?: 'CitationCheck', quoteFound: boolean, support: CitationSupport, reason?: string | null } }> };

export type ThesisChatMessagesQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisChatMessagesQuery = { __typename?: 'Query', thesisMessages: Array<{ __typename?: 'ChatMessage', id: string, role: ChatRole, content: string, createdAt: string, citations: Array<{ __typename?: 'Citation', id: string, n: number, sourceId: string, sourceTitle: string, sourceKind: SourceKind, url?: string | null, site?: string | null, location: string, quote: string, passage: string, sentence: string, check: { __typename?: 'CitationCheck', quoteFound: boolean, support: CitationSupport, reason?: string | null } }> }> };

export type ThesisChatReplySubscriptionVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
}>;


export type ThesisChatReplySubscription = { __typename?: 'Subscription', thesisMessageReply: { __typename?: 'ChatReplyEvent', content: string, done: boolean, message?: { __typename?: 'ChatMessage', id: string, role: ChatRole, content: string, createdAt: string, citations: Array<{ __typename?: 'Citation', id: string, n: number, sourceId: string, sourceTitle: string, sourceKind: SourceKind, url?: string | null, site?: string | null, location: string, quote: string, passage: string, sentence: string, check: { __typename?: 'CitationCheck', quoteFound: boolean, support: CitationSupport, reason?: string | null } }> } | null } };

export type ThesisChatSendMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
}>;


export type ThesisChatSendMutation = { __typename?: 'Mutation', sendThesisMessage: Array<{ __typename?: 'ChatMessage', id: string, role: ChatRole, content: string, createdAt: string, citations: Array<{ __typename?: 'Citation', id: string, n: number, sourceId: string, sourceTitle: string, sourceKind: SourceKind, url?: string | null, site?: string | null, location: string, quote: string, passage: string, sentence: string, check: { __typename?: 'CitationCheck', quoteFound: boolean, support: CitationSupport, reason?: string | null } }> }> };

export type ThesisChatPageQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type ThesisChatPageQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, slug: string, title: string, status: ThesisStatus, project: { __typename?: 'Project', id: string, slug: string, name: string } } | null };

export type SectionCommentsQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type SectionCommentsQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, viewerCanComment: boolean, comments: Array<{ __typename?: 'SectionComment', id: string, section: string, parentId?: string | null, authorName: string, content: string, resolved: boolean, createdAt: string, viewerCanResolve: boolean, viewerCanDelete: boolean }>, project: { __typename?: 'Project', id: string, members: Array<{ __typename?: 'ProjectMember', userId: string, username: string }> } } | null };

export type AddSectionCommentMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  section: Scalars['String']['input'];
  content: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AddSectionCommentMutation = { __typename?: 'Mutation', addSectionComment: { __typename?: 'SectionComment', id: string } };

export type ResolveSectionCommentMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
  resolved: Scalars['Boolean']['input'];
}>;


export type ResolveSectionCommentMutation = { __typename?: 'Mutation', resolveSectionComment: { __typename?: 'SectionComment', id: string, resolved: boolean } };

export type DeleteSectionCommentMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
}>;


export type DeleteSectionCommentMutation = { __typename?: 'Mutation', deleteSectionComment: string };

export type ThesisHistoryQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisHistoryQuery = { __typename?: 'Query', thesisHistory: Array<{ __typename?: 'ThesisRevision', id: string, version: number, createdAt: string, authorName: string, change: string }> };

export type RestoreThesisRevisionMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  revisionId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RestoreThesisRevisionMutation = { __typename?: 'Mutation', restoreThesisRevision: { __typename?: 'Thesis', id: string, slug: string, title: string, intellectualChallenge: string, content: string, status: ThesisStatus, createdAt: string, updatedAt: string, version: number } };

export type ThesisSourcesQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type ThesisSourcesQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, sources: Array<{ __typename?: 'Source', id: string, thesisId: string, title: string, kind: SourceKind, fileName?: string | null, mimeType: string, size: number, pages?: number | null, sections?: number | null, words: number, passages: number, status: SourceStatus, failureReason?: string | null, url?: string | null, site?: string | null, fetchedAt?: string | null, createdAt: string, updatedAt: string, addedBy?: { __typename?: 'SourceAuthor', id: string, name: string } | null }> } | null };

export type ThesisSourcesRemoveMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  sourceId: Scalars['ID']['input'];
}>;


export type ThesisSourcesRemoveMutation = { __typename?: 'Mutation', removeSource: { __typename?: 'RemovedSource', id: string } };

export type ThesisPageReaderQuestionsQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageReaderQuestionsQuery = { __typename?: 'Query', readerQuestions: Array<{ __typename?: 'ReaderQuestion', content: string, createdAt: string }> };

export type ResearchPlanDialog_PlanFragment = { __typename?: 'ResearchPlan', thesisId: string, excludedSourceIds: Array<string>, webSearch: string, reviewed: boolean, updatedAt?: string | null, phases: Array<{ __typename?: 'ResearchPlanPhase', id: string, title: string, description: string, questions: Array<string>, searchQueries: Array<string> }> };

export type ResearchPlanDialogQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ResearchPlanDialogQuery = { __typename?: 'Query', viewerCanAdminister: boolean, researchPlan: { __typename?: 'ResearchPlan', thesisId: string, excludedSourceIds: Array<string>, webSearch: string, reviewed: boolean, updatedAt?: string | null, phases: Array<{ __typename?: 'ResearchPlanPhase', id: string, title: string, description: string, questions: Array<string>, searchQueries: Array<string> }> }, aiStatus: { __typename?: 'AiStatus', engine: AiProviderKind, model: string } };

export type ResearchPlanSaveMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  input: ResearchPlanInput;
}>;


export type ResearchPlanSaveMutation = { __typename?: 'Mutation', updateResearchPlan: { __typename?: 'ResearchPlan', thesisId: string, excludedSourceIds: Array<string>, webSearch: string, reviewed: boolean, updatedAt?: string | null, phases: Array<{ __typename?: 'ResearchPlanPhase', id: string, title: string, description: string, questions: Array<string>, searchQueries: Array<string> }> } };

export type ThesisCitation_FieldsFragment = { __typename?: 'Citation', id: string, n: number, sourceId: string, sourceTitle: string, sourceKind: SourceKind, url?: string | null, site?: string | null, location: string, quote: string, passage: string, sentence: string, check: { __typename?: 'CitationCheck', quoteFound: boolean, support: CitationSupport, reason?: string | null } };

export type ThesisCitationSummary_CountsFragment = { __typename?: 'CitationSummary', total: number, supported: number, partly: number, notSupported: number, unchecked: number, removed: number };

export type ThesisPageCitationsQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type ThesisPageCitationsQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, citations: Array<{ __typename?: 'Citation', id: string, n: number, sourceId: string, sourceTitle: string, sourceKind: SourceKind, url?: string | null, site?: string | null, location: string, quote: string, passage: string, sentence: string, check: { __typename?: 'CitationCheck', checkedAt?: string | null, model?: string | null, quoteFound: boolean, support: CitationSupport, reason?: string | null } }>, citationSummary: { __typename?: 'CitationSummary', total: number, supported: number, partly: number, notSupported: number, unchecked: number, removed: number } } | null };

export type ThesisPage_ThesisFragment = { __typename?: 'Thesis', id: string, slug: string, title: string, intellectualChallenge: string, content: string, language: string, status: ThesisStatus, shareUrl: string, hiddenSections: Array<string>, viewerCanEdit: boolean, createdAt: string, updatedAt: string, version: number, project: { __typename?: 'Project', id: string, slug: string, name: string }, reading: { __typename?: 'ThesisReading', language: Language, key: string, title: string, intellectualChallenge: string, article: string, blocks: Array<{ __typename?: 'ThesisBlock', index: number, type: string, start: number, end: number, section: string, depth?: number | null }>, cueCards: Array<{ __typename?: 'CueCard', key: string, title: string, summary: string, text: string, kind: CueCardKind, source?: { __typename?: 'TextRange', start: number, end: number } | null }> } };

export type ThesisPageQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
  language: Language;
}>;


export type ThesisPageQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, slug: string, title: string, intellectualChallenge: string, content: string, language: string, status: ThesisStatus, shareUrl: string, hiddenSections: Array<string>, viewerCanEdit: boolean, createdAt: string, updatedAt: string, version: number, project: { __typename?: 'Project', id: string, slug: string, name: string }, reading: { __typename?: 'ThesisReading', language: Language, key: string, title: string, intellectualChallenge: string, article: string, blocks: Array<{ __typename?: 'ThesisBlock', index: number, type: string, start: number, end: number, section: string, depth?: number | null }>, cueCards: Array<{ __typename?: 'CueCard', key: string, title: string, summary: string, text: string, kind: CueCardKind, source?: { __typename?: 'TextRange', start: number, end: number } | null }> } } | null };

export type ThesisUnsupportedClaimsQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type ThesisUnsupportedClaimsQuery = { __typename?: 'Query', thesis?: { __typename?: 'Thesis', id: string, unsupportedClaims: Array<{ __typename?: 'UnsupportedClaim', section: string, sentence: string, reason: UnsupportedReason, quote?: string | null, sourceTitle?: string | null, location?: string | null }> } | null };

export type CheckSectionClaimsMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  section: Scalars['String']['input'];
}>;


export type CheckSectionClaimsMutation = { __typename?: 'Mutation', checkSectionClaims: { __typename?: 'SectionClaimCheck', section: string, checked: number, summary: { __typename?: 'CitationSummary', total: number, supported: number, partly: number, notSupported: number, unchecked: number, removed: number } } };

export type ThesisPageChangedSubscriptionVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  language: Language;
}>;


export type ThesisPageChangedSubscription = { __typename?: 'Subscription', thesisChanged: { __typename?: 'ThesisChange', thesisId: string, version: number, kind: ThesisChangeKind, byUserId?: string | null, byName: string, byViewer: boolean, at: string, thesis?: { __typename?: 'Thesis', id: string, slug: string, title: string, intellectualChallenge: string, content: string, language: string, status: ThesisStatus, shareUrl: string, hiddenSections: Array<string>, viewerCanEdit: boolean, createdAt: string, updatedAt: string, version: number, project: { __typename?: 'Project', id: string, slug: string, name: string }, reading: { __typename?: 'ThesisReading', language: Language, key: string, title: string, intellectualChallenge: string, article: string, blocks: Array<{ __typename?: 'ThesisBlock', index: number, type: string, start: number, end: number, section: string, depth?: number | null }>, cueCards: Array<{ __typename?: 'CueCard', key: string, title: string, summary: string, text: string, kind: CueCardKind, source?: { __typename?: 'TextRange', start: number, end: number } | null }> } } | null } };

export type ThesisPagePresenceSubscriptionVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPagePresenceSubscription = { __typename?: 'Subscription', thesisPresence: { __typename?: 'ThesisPresence', thesisId: string, users: Array<{ __typename?: 'PresentUser', userId: string, username: string, isViewer: boolean }> } };

export type ThesisPageKeyInsightsMutationVariables = Exact<{
  content: Scalars['String']['input'];
  language?: InputMaybe<Language>;
  thesisLanguage?: InputMaybe<Scalars['String']['input']>;
}>;


export type ThesisPageKeyInsightsMutation = { __typename?: 'Mutation', generateSummary: { __typename?: 'KeyInsights', insights: Array<string> } };

export type ThesisPageShareLink_ThesisFragment = { __typename?: 'Thesis', id: string, shareUrl: string, version: number, updatedAt: string };

export type ThesisPageRevokeShareLinkMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageRevokeShareLinkMutation = { __typename?: 'Mutation', revokeShareLink: { __typename?: 'Thesis', id: string, shareUrl: string, version: number, updatedAt: string } };

export type ThesisPageRenewShareLinkMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageRenewShareLinkMutation = { __typename?: 'Mutation', renewShareLink: { __typename?: 'Thesis', id: string, shareUrl: string, version: number, updatedAt: string } };

export type ThesisPageSetSectionHiddenMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
  section: Scalars['String']['input'];
  hidden: Scalars['Boolean']['input'];
}>;


export type ThesisPageSetSectionHiddenMutation = { __typename?: 'Mutation', setSectionHidden: { __typename?: 'Thesis', id: string, hiddenSections: Array<string>, version: number } };

export type ThesisPageSavedQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageSavedQuery = { __typename?: 'Query', thesisSaved: { __typename?: 'SavedState', saved: boolean, savedLinkId?: string | null } };

export type ThesisPageSaveLinkMutationVariables = Exact<{
  input: SaveLinkInput;
}>;


export type ThesisPageSaveLinkMutation = { __typename?: 'Mutation', saveLink: { __typename?: 'SavedLink', id: string } };

export type ThesisPageRemoveSavedLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ThesisPageRemoveSavedLinkMutation = { __typename?: 'Mutation', removeSavedLink: string };

export type ThesisPageResearch_RunFragment = { __typename?: 'ResearchRun', thesisId: string, status: ResearchRunStatus, failureReason?: string | null, phases: Array<{ __typename?: 'ResearchPhase', id: string, title: string, description: string, status: ResearchPhaseStatus }> };

export type ThesisPageResearchRunQueryVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageResearchRunQuery = { __typename?: 'Query', researchRun: { __typename?: 'ResearchRun', startedByName?: string | null, queuePosition?: number | null, estimatedStartSeconds?: number | null, thesisId: string, status: ResearchRunStatus, failureReason?: string | null, grounding?: { __typename?: 'ResearchGrounding', retrieved: number, cited: number, removed: number, webPages: number } | null, phases: Array<{ __typename?: 'ResearchPhase', id: string, title: string, description: string, status: ResearchPhaseStatus }> } };

export type ThesisPageResearchProgressSubscriptionVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageResearchProgressSubscription = { __typename?: 'Subscription', researchProgress: { __typename?: 'ResearchProgressEvent', thesisId: string, phaseIndex: number, totalPhases: number, phaseStatus: ResearchPhaseStatus, runStatus: ResearchRunStatus, failureReason?: string | null, queuePosition?: number | null, estimatedStartSeconds?: number | null, at: string } };

export type ThesisPageStartResearchMutationVariables = Exact<{
  thesisId: Scalars['ID']['input'];
}>;


export type ThesisPageStartResearchMutation = { __typename?: 'Mutation', startResearch: { __typename?: 'ResearchRun', thesisId: string, status: ResearchRunStatus, failureReason?: string | null, phases: Array<{ __typename?: 'ResearchPhase', id: string, title: string, description: string, status: ResearchPhaseStatus }> } };

export type ThesisPageUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateThesisInput;
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  language: Language;
}>;


export type ThesisPageUpdateMutation = { __typename?: 'Mutation', updateThesis: { __typename?: 'Thesis', id: string, slug: string, title: string, intellectualChallenge: string, content: string, language: string, status: ThesisStatus, shareUrl: string, hiddenSections: Array<string>, viewerCanEdit: boolean, createdAt: string, updatedAt: string, version: number, project: { __typename?: 'Project', id: string, slug: string, name: string }, reading: { __typename?: 'ThesisReading', language: Language, key: string, title: string, intellectualChallenge: string, article: string, blocks: Array<{ __typename?: 'ThesisBlock', index: number, type: string, start: number, end: number, section: string, depth?: number | null }>, cueCards: Array<{ __typename?: 'CueCard', key: string, title: string, summary: string, text: string, kind: CueCardKind, source?: { __typename?: 'TextRange', start: number, end: number } | null }> } } };

export type ThesisWizardPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ThesisWizardPageQuery = { __typename?: 'Query', project?: { __typename?: 'Project', id: string, slug: string, name: string } | null, aiStatus: { __typename?: 'AiStatus', engine: AiProviderKind, model: string } };

export type ThesisWizardCreateThesisMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  input: CreateThesisInput;
}>;


export type ThesisWizardCreateThesisMutation = { __typename?: 'Mutation', createThesis: { __typename?: 'Thesis', id: string, slug: string } };

export type ThesisWizardDraftSubscriptionVariables = Exact<{
  input: GenerateThesisContentInput;
}>;


export type ThesisWizardDraftSubscription = { __typename?: 'Subscription', thesisContentDraft: { __typename?: 'ContentDraftEvent', content: string, done: boolean } };

export type ThesisWizardGenerateMutationVariables = Exact<{
  input: GenerateThesisContentInput;
}>;


export type ThesisWizardGenerateMutation = { __typename?: 'Mutation', generateThesisContent: { __typename?: 'GeneratedContent', content: string } };

export const ThesisCitation_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitation_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Citation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFound"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ThesisCitation_FieldsFragment, unknown>;
export const ThesisChat_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisChat_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitation_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitation_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Citation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFound"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ThesisChat_MessageFragment, unknown>;
export const ResearchPlanDialog_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResearchPlanDialog_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"searchQueries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedSourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"webSearch"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResearchPlanDialog_PlanFragment, unknown>;
export const ThesisCitationSummary_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitationSummary_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CitationSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"supported"}},{"kind":"Field","name":{"kind":"Name","value":"partly"}},{"kind":"Field","name":{"kind":"Name","value":"notSupported"}},{"kind":"Field","name":{"kind":"Name","value":"unchecked"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]} as unknown as DocumentNode<ThesisCitationSummary_CountsFragment, unknown>;
export const ThesisPage_ThesisFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPage_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenSections"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cueCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThesisPage_ThesisFragment, unknown>;
export const ThesisPageShareLink_ThesisFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPageShareLink_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ThesisPageShareLink_ThesisFragment, unknown>;
export const ThesisPageResearch_RunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPageResearch_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ThesisPageResearch_RunFragment, unknown>;
export const ThesisChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisChat_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitation_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Citation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFound"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisChat_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitation_fields"}}]}}]}}]} as unknown as DocumentNode<ThesisChatMessagesQuery, ThesisChatMessagesQueryVariables>;
export const ThesisChatReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisChatReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisMessageReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisChat_message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitation_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Citation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFound"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisChat_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitation_fields"}}]}}]}}]} as unknown as DocumentNode<ThesisChatReplySubscription, ThesisChatReplySubscriptionVariables>;
export const ThesisChatSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisChatSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendThesisMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisChat_message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitation_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Citation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFound"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisChat_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitation_fields"}}]}}]}}]} as unknown as DocumentNode<ThesisChatSendMutation, ThesisChatSendMutationVariables>;
export const ThesisChatPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisChatPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ThesisChatPageQuery, ThesisChatPageQueryVariables>;
export const SectionCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SectionComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanComment"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanResolve"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SectionCommentsQuery, SectionCommentsQueryVariables>;
export const AddSectionCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSectionComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSectionComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddSectionCommentMutation, AddSectionCommentMutationVariables>;
export const ResolveSectionCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveSectionComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveSectionComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"resolved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolved"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}}]} as unknown as DocumentNode<ResolveSectionCommentMutation, ResolveSectionCommentMutationVariables>;
export const DeleteSectionCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSectionComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSectionComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}]}]}}]} as unknown as DocumentNode<DeleteSectionCommentMutation, DeleteSectionCommentMutationVariables>;
export const ThesisHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]}}]} as unknown as DocumentNode<ThesisHistoryQuery, ThesisHistoryQueryVariables>;
export const RestoreThesisRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreThesisRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreThesisRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RestoreThesisRevisionMutation, RestoreThesisRevisionMutationVariables>;
export const ThesisSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisSources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"passages"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ThesisSourcesQuery, ThesisSourcesQueryVariables>;
export const ThesisSourcesRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisSourcesRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ThesisSourcesRemoveMutation, ThesisSourcesRemoveMutationVariables>;
export const ThesisPageReaderQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisPageReaderQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ThesisPageReaderQuestionsQuery, ThesisPageReaderQuestionsQueryVariables>;
export const ResearchPlanDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResearchPlanDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResearchPlanDialog_plan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAdminister"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResearchPlanDialog_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"searchQueries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedSourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"webSearch"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResearchPlanDialogQuery, ResearchPlanDialogQueryVariables>;
export const ResearchPlanSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResearchPlanSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResearchPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResearchPlanDialog_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResearchPlanDialog_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"searchQueries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedSourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"webSearch"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResearchPlanSaveMutation, ResearchPlanSaveMutationVariables>;
export const ThesisPageCitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisPageCitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitation_fields"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"citationSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitationSummary_counts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitation_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Citation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"check"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFound"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitationSummary_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CitationSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"supported"}},{"kind":"Field","name":{"kind":"Name","value":"partly"}},{"kind":"Field","name":{"kind":"Name","value":"notSupported"}},{"kind":"Field","name":{"kind":"Name","value":"unchecked"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]} as unknown as DocumentNode<ThesisPageCitationsQuery, ThesisPageCitationsQueryVariables>;
export const ThesisPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPage_thesis"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPage_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenSections"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cueCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThesisPageQuery, ThesisPageQueryVariables>;
export const ThesisUnsupportedClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisUnsupportedClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unsupportedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<ThesisUnsupportedClaimsQuery, ThesisUnsupportedClaimsQueryVariables>;
export const CheckSectionClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckSectionClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkSectionClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisCitationSummary_counts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisCitationSummary_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CitationSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"supported"}},{"kind":"Field","name":{"kind":"Name","value":"partly"}},{"kind":"Field","name":{"kind":"Name","value":"notSupported"}},{"kind":"Field","name":{"kind":"Name","value":"unchecked"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]} as unknown as DocumentNode<CheckSectionClaimsMutation, CheckSectionClaimsMutationVariables>;
export const ThesisPageChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisPageChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"byUserId"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"byViewer"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"thesis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPage_thesis"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPage_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenSections"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cueCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThesisPageChangedSubscription, ThesisPageChangedSubscriptionVariables>;
export const ThesisPagePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisPagePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisPresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}}]}}]}}]}}]} as unknown as DocumentNode<ThesisPagePresenceSubscription, ThesisPagePresenceSubscriptionVariables>;
export const ThesisPageKeyInsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageKeyInsights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"thesisLanguage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"}}]}}]}}]} as unknown as DocumentNode<ThesisPageKeyInsightsMutation, ThesisPageKeyInsightsMutationVariables>;
export const ThesisPageRevokeShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageRevokeShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPageShareLink_thesis"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPageShareLink_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ThesisPageRevokeShareLinkMutation, ThesisPageRevokeShareLinkMutationVariables>;
export const ThesisPageRenewShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageRenewShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPageShareLink_thesis"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPageShareLink_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ThesisPageRenewShareLinkMutation, ThesisPageRenewShareLinkMutationVariables>;
export const ThesisPageSetSectionHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageSetSectionHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSectionHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}},{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenSections"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ThesisPageSetSectionHiddenMutation, ThesisPageSetSectionHiddenMutationVariables>;
export const ThesisPageSavedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisPageSaved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisSaved"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"savedLinkId"}}]}}]}}]} as unknown as DocumentNode<ThesisPageSavedQuery, ThesisPageSavedQueryVariables>;
export const ThesisPageSaveLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageSaveLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ThesisPageSaveLinkMutation, ThesisPageSaveLinkMutationVariables>;
export const ThesisPageRemoveSavedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageRemoveSavedLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSavedLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ThesisPageRemoveSavedLinkMutation, ThesisPageRemoveSavedLinkMutationVariables>;
export const ThesisPageResearchRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisPageResearchRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPageResearch_run"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedStartSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"grounding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retrieved"}},{"kind":"Field","name":{"kind":"Name","value":"cited"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"webPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPageResearch_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ThesisPageResearchRunQuery, ThesisPageResearchRunQueryVariables>;
export const ThesisPageResearchProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisPageResearchProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"researchProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalPhases"}},{"kind":"Field","name":{"kind":"Name","value":"phaseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"runStatus"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedStartSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ThesisPageResearchProgressSubscription, ThesisPageResearchProgressSubscriptionVariables>;
export const ThesisPageStartResearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageStartResearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startResearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"thesisId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thesisId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPageResearch_run"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPageResearch_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResearchRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"phases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ThesisPageStartResearchMutation, ThesisPageStartResearchMutationVariables>;
export const ThesisPageUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateThesisInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateThesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThesisPage_thesis"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThesisPage_thesis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Thesis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenSections"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intellectualChallenge"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cueCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ThesisPageUpdateMutation, ThesisPageUpdateMutationVariables>;
export const ThesisWizardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThesisWizardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<ThesisWizardPageQuery, ThesisWizardPageQueryVariables>;
export const ThesisWizardCreateThesisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisWizardCreateThesis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateThesisInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createThesis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ThesisWizardCreateThesisMutation, ThesisWizardCreateThesisMutationVariables>;
export const ThesisWizardDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ThesisWizardDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateThesisContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thesisContentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]} as unknown as DocumentNode<ThesisWizardDraftSubscription, ThesisWizardDraftSubscriptionVariables>;
export const ThesisWizardGenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThesisWizardGenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateThesisContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateThesisContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ThesisWizardGenerateMutation, ThesisWizardGenerateMutationVariables>;