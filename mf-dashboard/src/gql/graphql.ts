/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type AddTextSourceInput = {
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type AiProviderKind = 'offline' | 'openai';

/** read: queries and GET requests only. write: everything the account may do (except creating tokens). */
export type ApiTokenScope = 'read' | 'write';

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

export type ChatRole = 'assistant' | 'user';

/** How far a cited passage supports the sentence its marker stands on (a model's judgement; unchecked without one). */
export type CitationSupport = 'not_supported' | 'partly' | 'supported' | 'unchecked';

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

export type CueCardKind = 'keyInsights' | 'section' | 'summary';

export type DatabaseKind = 'embedded' | 'mongodb';

export type GenerateThesisContentInput = {
  data: WizardStateInput;
  /** 'intellectual-challenge' or 'strategic-context'. */
  step: Scalars['String']['input'];
};

export type Language = 'DE' | 'UK' | 'USA';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A project member's role (issue 29): editors write theses, sources, research and share links; viewers read and chat. */
export type MemberRole = 'editor' | 'viewer';

/** What a person is in a project (issue 29): its owner, an admin, or a member (editor or viewer). */
export type ProjectRole = 'admin' | 'editor' | 'owner' | 'viewer';

export type RegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ResearchPhaseStatus = 'complete' | 'in_progress' | 'pending';

export type ResearchPlanInput = {
  excludedSourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phases: Array<ResearchPlanPhaseInput>;
};

export type ResearchPlanPhaseInput = {
  id: Scalars['ID']['input'];
  questions: Array<Scalars['String']['input']>;
  searchQueries?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ResearchRunStatus = 'complete' | 'failed' | 'not_started' | 'running';

export type Role = 'admin' | 'user';

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
export type SearchProviderKind = 'brave' | 'none' | 'searxng' | 'tavily';

/** What a source was read as: an uploaded file's format, pasted text, or a page fetched from the web. */
export type SourceKind = 'docx' | 'html' | 'markdown' | 'pdf' | 'text' | 'web';

/** `processing` while its text is extracted and indexed; `failed` with a reason a person can act on. */
export type SourceStatus = 'failed' | 'processing' | 'ready';

export type SubmitIdeaInput = {
  email: Scalars['String']['input'];
  idea: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ThesisChangeKind = 'edit' | 'plan' | 'research' | 'restore' | 'sharing';

/** Badges: draft → Draft (grey), researching → In Progress (amber), complete → Complete (green), failed → Failed (red). */
export type ThesisStatus = 'complete' | 'draft' | 'failed' | 'researching';

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

export type ActivitySectionQueryVariables = Exact<{
  page?: InputMaybe<AuditPageInput>;
}>;

export type ActivitySectionQuery = {
  __typename?: 'Query';
  myAuditEntries: {
    __typename?: 'AuditPage';
    total: number;
    nextCursor?: string | null;
    entries: Array<{
      __typename?: 'AuditEntry';
      id: string;
      action: AuditAction;
      fromRole?: Role | null;
      toRole?: Role | null;
      browser?: string | null;
      os?: string | null;
      tokenId?: string | null;
      tokenName?: string | null;
      ip?: string | null;
      createdAt: string;
      actor?: {
        __typename?: 'AuditParty';
        id: string;
        name?: string | null;
        email?: string | null;
        deleted: boolean;
      } | null;
      subject: {
        __typename?: 'AuditParty';
        id: string;
        name?: string | null;
        email?: string | null;
        deleted: boolean;
      };
    }>;
  };
};

export type DeleteAccountSectionQueryVariables = Exact<{ [key: string]: never }>;

export type DeleteAccountSectionQuery = {
  __typename?: 'Query';
  myData: {
    __typename?: 'MyDataSummary';
    projects: number;
    theses: number;
    sources: number;
    savedLinks: number;
    comments: number;
    questionsSent: number;
    questionsReceived: number;
    readerChats: number;
    sessions: number;
    canDelete: boolean;
    deletionBlockedReason?: string | null;
  };
};

export type DeleteAccountSectionDeleteMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;

export type DeleteAccountSectionDeleteMutation = {
  __typename?: 'Mutation';
  deleteMyAccount: { __typename?: 'MessagePayload'; message: string };
};

export type SessionsSectionQueryVariables = Exact<{ [key: string]: never }>;

export type SessionsSectionQuery = {
  __typename?: 'Query';
  mySessions: Array<{
    __typename?: 'AccountSession';
    id: string;
    browser: string;
    os: string;
    platform?: string | null;
    approximateIp?: string | null;
    signedInAt: string;
    lastSeenAt: string;
    current: boolean;
  }>;
};

export type SessionsSectionEndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type SessionsSectionEndSessionMutation = { __typename?: 'Mutation'; endMySession: boolean };

export type SessionsSectionEndOtherSessionsMutationVariables = Exact<{ [key: string]: never }>;

export type SessionsSectionEndOtherSessionsMutation = { __typename?: 'Mutation'; endMyOtherSessions: number };

export type SignInDetailsSectionUpdateUsernameMutationVariables = Exact<{
  input: UpdateMeInput;
}>;

export type SignInDetailsSectionUpdateUsernameMutation = {
  __typename?: 'Mutation';
  updateMe: { __typename?: 'User'; id: string; username: string };
};

export type SignInDetailsSectionRequestEmailChangeMutationVariables = Exact<{
  newEmail: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
}>;

export type SignInDetailsSectionRequestEmailChangeMutation = {
  __typename?: 'Mutation';
  requestEmailChange: { __typename?: 'MessagePayload'; message: string };
};

export type SignInDetailsSectionChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;

export type SignInDetailsSectionChangePasswordMutation = {
  __typename?: 'Mutation';
  changePassword: { __typename?: 'MessagePayload'; message: string };
};

export type DashboardPageQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardPageQuery = {
  __typename?: 'Query';
  projects: Array<{
    __typename?: 'Project';
    id: string;
    slug: string;
    name: string;
    description: string;
    userEmail?: string | null;
    thesesCount: number;
    unreadQuestionsCount: number;
    updatedAt: string;
    viewerRole: ProjectRole;
  }>;
};

export type ProjectCard_ProjectFragment = {
  __typename?: 'Project';
  id: string;
  slug: string;
  name: string;
  description: string;
  userEmail?: string | null;
  thesesCount: number;
  unreadQuestionsCount: number;
  updatedAt: string;
  viewerRole: ProjectRole;
};

export type ProjectCardDeleteProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type ProjectCardDeleteProjectMutation = { __typename?: 'Mutation'; deleteProject: string };

export type SavedLinksSectionQueryVariables = Exact<{ [key: string]: never }>;

export type SavedLinksSectionQuery = {
  __typename?: 'Query';
  savedLinks: Array<{
    __typename?: 'SavedLink';
    id: string;
    thesisId: string;
    title: string;
    shareUrl: string;
    projectName: string;
    createdAt: string;
    available: boolean;
  }>;
};

export type InvitationPageQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;

export type InvitationPageQuery = {
  __typename?: 'Query';
  invitation: {
    __typename?: 'InvitationPreview';
    projectName: string;
    inviterUsername?: string | null;
    role: MemberRole;
    email: string;
    expiresAt: string;
    viewerIsInvitee?: boolean | null;
  };
};

export type InvitationPageAcceptMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;

export type InvitationPageAcceptMutation = {
  __typename?: 'Mutation';
  acceptInvitation: { __typename?: 'AcceptedInvitation'; projectSlug: string };
};

export type MembersPanel_ProjectFragment = {
  __typename?: 'Project';
  id: string;
  name: string;
  viewerCanManageMembers: boolean;
  viewerCanLeave: boolean;
  members: Array<{
    __typename?: 'ProjectMember';
    userId: string;
    username: string;
    email: string;
    role: ProjectRole;
    since: string;
  }>;
  invitations?: Array<{
    __typename?: 'ProjectInvitation';
    id: string;
    email: string;
    role: MemberRole;
    expiresAt: string;
  }> | null;
};

export type MembersPanelInviteMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  role: MemberRole;
}>;

export type MembersPanelInviteMutation = {
  __typename?: 'Mutation';
  inviteMember: { __typename?: 'ProjectInvitation'; id: string };
};

export type MembersPanelResendMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  invitationId: Scalars['ID']['input'];
}>;

export type MembersPanelResendMutation = {
  __typename?: 'Mutation';
  resendInvitation: { __typename?: 'ProjectInvitation'; id: string; expiresAt: string };
};

export type MembersPanelRevokeMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  invitationId: Scalars['ID']['input'];
}>;

export type MembersPanelRevokeMutation = { __typename?: 'Mutation'; revokeInvitation: string };

export type MembersPanelChangeRoleMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  role: MemberRole;
}>;

export type MembersPanelChangeRoleMutation = {
  __typename?: 'Mutation';
  changeMemberRole: { __typename?: 'ProjectMember'; userId: string; role: ProjectRole };
};

export type MembersPanelRemoveMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;

export type MembersPanelRemoveMutation = { __typename?: 'Mutation'; removeMember: string };

export type MembersPanelLeaveMutationVariables = Exact<{
  projectId: Scalars['ID']['input'];
}>;

export type MembersPanelLeaveMutation = { __typename?: 'Mutation'; leaveProject: string };

export type NewProjectPageCreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
}>;

export type NewProjectPageCreateProjectMutation = {
  __typename?: 'Mutation';
  createProject: {
    __typename?: 'Project';
    id: string;
    slug: string;
    name: string;
    description: string;
    userEmail?: string | null;
    thesesCount: number;
    unreadQuestionsCount: number;
    updatedAt: string;
    viewerRole: ProjectRole;
  };
};

export type ProjectDetails_ProjectFragment = {
  __typename?: 'Project';
  id: string;
  slug: string;
  name: string;
  description: string;
  userEmail?: string | null;
  thesesCount: number;
  updatedAt: string;
};

export type ProjectDetailsUpdateProjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateProjectInput;
}>;

export type ProjectDetailsUpdateProjectMutation = {
  __typename?: 'Mutation';
  updateProject: {
    __typename?: 'Project';
    id: string;
    slug: string;
    name: string;
    description: string;
    userEmail?: string | null;
    thesesCount: number;
    updatedAt: string;
  };
};

export type ProjectPageQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;

export type ProjectPageQuery = {
  __typename?: 'Query';
  project?: {
    __typename?: 'Project';
    viewerCanEdit: boolean;
    id: string;
    slug: string;
    name: string;
    description: string;
    userEmail?: string | null;
    thesesCount: number;
    updatedAt: string;
    viewerCanManageMembers: boolean;
    viewerCanLeave: boolean;
    theses: Array<{
      __typename?: 'Thesis';
      id: string;
      slug: string;
      title: string;
      idea: string;
      summary: string;
      status: ThesisStatus;
      updatedAt: string;
    }>;
    members: Array<{
      __typename?: 'ProjectMember';
      userId: string;
      username: string;
      email: string;
      role: ProjectRole;
      since: string;
    }>;
    invitations?: Array<{
      __typename?: 'ProjectInvitation';
      id: string;
      email: string;
      role: MemberRole;
      expiresAt: string;
    }> | null;
  } | null;
};

export type ThesisCard_ThesisFragment = {
  __typename?: 'Thesis';
  id: string;
  slug: string;
  title: string;
  idea: string;
  summary: string;
  status: ThesisStatus;
  updatedAt: string;
};

export type ThesisCardDeleteThesisMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type ThesisCardDeleteThesisMutation = { __typename?: 'Mutation'; deleteThesis: string };

export type QuestionCard_QuestionFragment = {
  __typename?: 'Question';
  id: string;
  projectId: string;
  thesisId?: string | null;
  thesisTitle: string;
  question: string;
  senderName: string;
  senderEmail: string;
  isRead: boolean;
  createdAt: string;
};

export type QuestionCardMarkQuestionReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type QuestionCardMarkQuestionReadMutation = {
  __typename?: 'Mutation';
  markQuestionRead: { __typename?: 'Question'; id: string; isRead: boolean };
};

export type QuestionsPageQueryVariables = Exact<{ [key: string]: never }>;

export type QuestionsPageQuery = {
  __typename?: 'Query';
  projects: Array<{
    __typename?: 'Project';
    id: string;
    name: string;
    slug: string;
    questions: Array<{
      __typename?: 'Question';
      id: string;
      projectId: string;
      thesisId?: string | null;
      thesisTitle: string;
      question: string;
      senderName: string;
      senderEmail: string;
      isRead: boolean;
      createdAt: string;
    }>;
  }>;
};

export type SectionCommentsInboxQueryVariables = Exact<{ [key: string]: never }>;

export type SectionCommentsInboxQuery = {
  __typename?: 'Query';
  projects: Array<{
    __typename?: 'Project';
    id: string;
    name: string;
    sectionComments?: Array<{
      __typename?: 'InboxSectionComment';
      id: string;
      thesisTitle: string;
      thesisSlug: string;
      section: string;
      authorName: string;
      content: string;
      isRead: boolean;
      createdAt: string;
    }> | null;
  }>;
};

export type MarkSectionCommentReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type MarkSectionCommentReadMutation = {
  __typename?: 'Mutation';
  markSectionCommentRead: { __typename?: 'InboxSectionComment'; id: string; isRead: boolean };
};

export type SavedLinkCard_SavedLinkFragment = {
  __typename?: 'SavedLink';
  id: string;
  thesisId: string;
  title: string;
  shareUrl: string;
  projectName: string;
  createdAt: string;
  available: boolean;
};

export type SavedLinkCardRemoveSavedLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type SavedLinkCardRemoveSavedLinkMutation = { __typename?: 'Mutation'; removeSavedLink: string };

export type SavedLinksPageQueryVariables = Exact<{ [key: string]: never }>;

export type SavedLinksPageQuery = {
  __typename?: 'Query';
  savedLinks: Array<{
    __typename?: 'SavedLink';
    id: string;
    thesisId: string;
    title: string;
    shareUrl: string;
    projectName: string;
    createdAt: string;
    available: boolean;
  }>;
};

export type AgentsSectionQueryVariables = Exact<{ [key: string]: never }>;

export type AgentsSectionQuery = {
  __typename?: 'Query';
  mcpServer: {
    __typename?: 'McpServer';
    endpoint: string;
    readScope: string;
    writeScope: string;
    tools: Array<{
      __typename?: 'McpTool';
      name: string;
      title: string;
      description: string;
      scope: ApiTokenScope;
      inputSchema: string;
    }>;
  };
};

export type TokensSectionQueryVariables = Exact<{ [key: string]: never }>;

export type TokensSectionQuery = {
  __typename?: 'Query';
  apiTokens: Array<{
    __typename?: 'ApiToken';
    id: string;
    name: string;
    scope: ApiTokenScope;
    prefix: string;
    createdAt: string;
    expiresAt?: string | null;
    lastUsedAt?: string | null;
    expired: boolean;
  }>;
};

export type TokensSectionCreateMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;

export type TokensSectionCreateMutation = {
  __typename?: 'Mutation';
  createApiToken: {
    __typename?: 'CreatedApiToken';
    token: string;
    apiToken: { __typename?: 'ApiToken'; id: string; name: string };
  };
};

export type TokensSectionRevokeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type TokensSectionRevokeMutation = { __typename?: 'Mutation'; revokeApiToken: string };

export type WebhooksSectionQueryVariables = Exact<{ [key: string]: never }>;

export type WebhooksSectionQuery = {
  __typename?: 'Query';
  webhooks: Array<{
    __typename?: 'Webhook';
    id: string;
    url: string;
    events: Array<string>;
    createdAt: string;
    lastDelivery?: {
      __typename?: 'WebhookDelivery';
      id: string;
      status: string;
      createdAt: string;
      attempts: Array<{
        __typename?: 'WebhookAttempt';
        at: string;
        status?: number | null;
        error?: string | null;
      }>;
    } | null;
  }>;
};

export type WebhooksSectionCreateMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;

export type WebhooksSectionCreateMutation = {
  __typename?: 'Mutation';
  createWebhook: {
    __typename?: 'CreatedWebhook';
    secret: string;
    webhook: { __typename?: 'Webhook'; id: string; url: string };
  };
};

export type WebhooksSectionDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type WebhooksSectionDeleteMutation = { __typename?: 'Mutation'; deleteWebhook: string };

export const ProjectCard_ProjectFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectCard_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadQuestionsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProjectCard_ProjectFragment, unknown>;
export const MembersPanel_ProjectFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MembersPanel_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManageMembers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanLeave' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'since' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanel_ProjectFragment, unknown>;
export const ProjectDetails_ProjectFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectDetails_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProjectDetails_ProjectFragment, unknown>;
export const ThesisCard_ThesisFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ThesisCard_thesis' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Thesis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ThesisCard_ThesisFragment, unknown>;
export const QuestionCard_QuestionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionCard_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'projectId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'question' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionCard_QuestionFragment, unknown>;
export const SavedLinkCard_SavedLinkFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedLinkCard_savedLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedLink' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'projectName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'available' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SavedLinkCard_SavedLinkFragment, unknown>;
export const ActivitySectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ActivitySection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditPageInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myAuditEntries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'actor' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'subject' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'fromRole' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'toRole' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'browser' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'os' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tokenId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tokenName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActivitySectionQuery, ActivitySectionQueryVariables>;
export const DeleteAccountSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DeleteAccountSection' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myData' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'projects' } },
                { kind: 'Field', name: { kind: 'Name', value: 'theses' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sources' } },
                { kind: 'Field', name: { kind: 'Name', value: 'savedLinks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'questionsSent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'questionsReceived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readerChats' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletionBlockedReason' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAccountSectionQuery, DeleteAccountSectionQueryVariables>;
export const DeleteAccountSectionDeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAccountSectionDelete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMyAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAccountSectionDeleteMutation, DeleteAccountSectionDeleteMutationVariables>;
export const SessionsSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SessionsSection' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mySessions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'browser' } },
                { kind: 'Field', name: { kind: 'Name', value: 'os' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approximateIp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signedInAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'current' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionsSectionQuery, SessionsSectionQueryVariables>;
export const SessionsSectionEndSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SessionsSectionEndSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'endMySession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionsSectionEndSessionMutation, SessionsSectionEndSessionMutationVariables>;
export const SessionsSectionEndOtherSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SessionsSectionEndOtherSessions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'endMyOtherSessions' } }],
      },
    },
  ],
} as unknown as DocumentNode<
  SessionsSectionEndOtherSessionsMutation,
  SessionsSectionEndOtherSessionsMutationVariables
>;
export const SignInDetailsSectionUpdateUsernameDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInDetailsSectionUpdateUsername' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SignInDetailsSectionUpdateUsernameMutation,
  SignInDetailsSectionUpdateUsernameMutationVariables
>;
export const SignInDetailsSectionRequestEmailChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInDetailsSectionRequestEmailChange' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newEmail' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestEmailChange' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SignInDetailsSectionRequestEmailChangeMutation,
  SignInDetailsSectionRequestEmailChangeMutationVariables
>;
export const SignInDetailsSectionChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInDetailsSectionChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SignInDetailsSectionChangePasswordMutation,
  SignInDetailsSectionChangePasswordMutationVariables
>;
export const DashboardPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectCard_project' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectCard_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadQuestionsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const ProjectCardDeleteProjectDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProjectCardDeleteProject' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteProject' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProjectCardDeleteProjectMutation, ProjectCardDeleteProjectMutationVariables>;
export const SavedLinksSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SavedLinksSection' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'savedLinks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedLinkCard_savedLink' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedLinkCard_savedLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedLink' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'projectName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'available' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SavedLinksSectionQuery, SavedLinksSectionQueryVariables>;
export const InvitationPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvitationPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idOrSlug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idOrSlug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'projectName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inviterUsername' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerIsInvitee' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvitationPageQuery, InvitationPageQueryVariables>;
export const InvitationPageAcceptDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InvitationPageAccept' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'projectSlug' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvitationPageAcceptMutation, InvitationPageAcceptMutationVariables>;
export const MembersPanelInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MembersPanelInvite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberRole' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'projectId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanelInviteMutation, MembersPanelInviteMutationVariables>;
export const MembersPanelResendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MembersPanelResend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'invitationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'projectId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'invitationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'invitationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanelResendMutation, MembersPanelResendMutationVariables>;
export const MembersPanelRevokeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MembersPanelRevoke' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'invitationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'projectId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'invitationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'invitationId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanelRevokeMutation, MembersPanelRevokeMutationVariables>;
export const MembersPanelChangeRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MembersPanelChangeRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberRole' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeMemberRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'projectId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanelChangeRoleMutation, MembersPanelChangeRoleMutationVariables>;
export const MembersPanelRemoveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MembersPanelRemove' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'projectId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanelRemoveMutation, MembersPanelRemoveMutationVariables>;
export const MembersPanelLeaveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MembersPanelLeave' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveProject' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'projectId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'projectId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MembersPanelLeaveMutation, MembersPanelLeaveMutationVariables>;
export const NewProjectPageCreateProjectDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewProjectPageCreateProject' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateProjectInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createProject' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectCard_project' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectCard_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unreadQuestionsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerRole' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  NewProjectPageCreateProjectMutation,
  NewProjectPageCreateProjectMutationVariables
>;
export const ProjectDetailsUpdateProjectDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProjectDetailsUpdateProject' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateProjectInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProject' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectDetails_project' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectDetails_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ProjectDetailsUpdateProjectMutation,
  ProjectDetailsUpdateProjectMutationVariables
>;
export const ProjectPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProjectPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idOrSlug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'project' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idOrSlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idOrSlug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProjectDetails_project' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MembersPanel_project' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'theses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ThesisCard_thesis' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProjectDetails_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesesCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MembersPanel_project' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Project' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManageMembers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanLeave' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'since' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ThesisCard_thesis' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Thesis' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idea' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProjectPageQuery, ProjectPageQueryVariables>;
export const ThesisCardDeleteThesisDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ThesisCardDeleteThesis' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteThesis' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ThesisCardDeleteThesisMutation, ThesisCardDeleteThesisMutationVariables>;
export const QuestionCardMarkQuestionReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QuestionCardMarkQuestionRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markQuestionRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  QuestionCardMarkQuestionReadMutation,
  QuestionCardMarkQuestionReadMutationVariables
>;
export const QuestionsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'QuestionsPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuestionCard_question' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuestionCard_question' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Question' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'projectId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'question' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'senderEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuestionsPageQuery, QuestionsPageQueryVariables>;
export const SectionCommentsInboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SectionCommentsInbox' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projects' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sectionComments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thesisTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thesisSlug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'section' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SectionCommentsInboxQuery, SectionCommentsInboxQueryVariables>;
export const MarkSectionCommentReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkSectionCommentRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markSectionCommentRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkSectionCommentReadMutation, MarkSectionCommentReadMutationVariables>;
export const SavedLinkCardRemoveSavedLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SavedLinkCardRemoveSavedLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeSavedLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SavedLinkCardRemoveSavedLinkMutation,
  SavedLinkCardRemoveSavedLinkMutationVariables
>;
export const SavedLinksPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SavedLinksPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'savedLinks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedLinkCard_savedLink' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedLinkCard_savedLink' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedLink' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thesisId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'projectName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'available' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SavedLinksPageQuery, SavedLinksPageQueryVariables>;
export const AgentsSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AgentsSection' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mcpServer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endpoint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readScope' } },
                { kind: 'Field', name: { kind: 'Name', value: 'writeScope' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tools' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inputSchema' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AgentsSectionQuery, AgentsSectionQueryVariables>;
export const TokensSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TokensSection' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiTokens' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expired' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokensSectionQuery, TokensSectionQueryVariables>;
export const TokensSectionCreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TokensSectionCreate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiTokenInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiToken' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokensSectionCreateMutation, TokensSectionCreateMutationVariables>;
export const TokensSectionRevokeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TokensSectionRevoke' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokensSectionRevokeMutation, TokensSectionRevokeMutationVariables>;
export const WebhooksSectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhooksSection' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhooks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'events' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lastDelivery' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'attempts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhooksSectionQuery, WebhooksSectionQueryVariables>;
export const WebhooksSectionCreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WebhooksSectionCreate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateWebhookInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'webhook' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhooksSectionCreateMutation, WebhooksSectionCreateMutationVariables>;
export const WebhooksSectionDeleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WebhooksSectionDelete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhooksSectionDeleteMutation, WebhooksSectionDeleteMutationVariables>;
