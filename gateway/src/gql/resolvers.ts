import type { GraphQLResolveInfo } from 'graphql';
import type { ProjectMapper } from '../modules/projects/projects.mappers.js';
import type { ThesisMapper, ThesisChangeMapper, ThesisPresenceMapper, PresentUserMapper } from '../modules/theses/theses.mappers.js';
import type { UserMapper } from '../modules/users/users.mappers.js';
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

export type AcceptedInvitation = {
  __typename?: 'AcceptedInvitation';
  projectId: Scalars['ID']['output'];
  projectSlug: Scalars['String']['output'];
  role: MemberRole;
};

export type AccountSession = {
  __typename?: 'AccountSession';
  /** Approximate address: IPv4 to /24 (203.0.113.0/24), IPv6 to /48; null when unknown. */
  approximateIp: Maybe<Scalars['String']['output']>;
  /** e.g. 'Firefox 128' ('Unknown browser' when the user agent says nothing). */
  browser: Scalars['String']['output'];
  /** The session this request was made with. */
  current: Scalars['Boolean']['output'];
  /** ISO-8601 */
  expiresAt: Scalars['String']['output'];
  /** Opaque; not the session's secret. */
  id: Scalars['ID']['output'];
  /** ISO-8601 (updated at most every few minutes) */
  lastSeenAt: Scalars['String']['output'];
  /** e.g. 'macOS 14.5' ('Unknown OS'). */
  os: Scalars['String']['output'];
  /** desktop, mobile, tablet, tv or null when unknown. */
  platform: Maybe<Scalars['String']['output']>;
  /** ISO-8601 */
  signedInAt: Scalars['String']['output'];
};

export type AddTextSourceInput = {
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type AiProviderKind =
  | 'offline'
  | 'openai';

export type AiStatus = {
  __typename?: 'AiStatus';
  engine: AiProviderKind;
  /** The chat model (offline: the language model the offline engine analyses text with). */
  model: Scalars['String']['output'];
  /** The web search provider research runs use (none: no web search). */
  search: SearchProviderKind;
};

export type ApiToken = {
  __typename?: 'ApiToken';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** True once expiresAt has passed: requests made with it answer 401. */
  expired: Scalars['Boolean']['output'];
  /** ISO-8601; null: never expires. */
  expiresAt: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** ISO-8601 (to within a minute); null: never used. */
  lastUsedAt: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** ts_pat_ and the secret's first characters (to tell tokens apart), e.g. 'ts_pat_Xy3k9Q…'. */
  prefix: Scalars['String']['output'];
  scope: ApiTokenScope;
};

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

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: AuditAction;
  /** Who did it; null when the system did (e.g. ADMIN_EMAIL at start). */
  actor: Maybe<AuditParty>;
  /** new_browser_sign_in: the browser and OS. */
  browser: Maybe<Scalars['String']['output']>;
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** role_changed: the role before and after. */
  fromRole: Maybe<Role>;
  id: Scalars['ID']['output'];
  /** The actor's IP address; in a person's own list only for what they did themselves. */
  ip: Maybe<Scalars['String']['output']>;
  os: Maybe<Scalars['String']['output']>;
  /** Whom it was done to. */
  subject: AuditParty;
  toRole: Maybe<Role>;
  /** token_revoked: the token's id and name. */
  tokenId: Maybe<Scalars['ID']['output']>;
  tokenName: Maybe<Scalars['String']['output']>;
};

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

export type AuditPage = {
  __typename?: 'AuditPage';
  entries: Array<AuditEntry>;
  /** Pass as page.cursor for the next (older) page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** How many entries match the filter in all. */
  total: Scalars['Int']['output'];
};

export type AuditPageInput = {
  /** The nextCursor of the previous page. */
  cursor?: InputMaybe<Scalars['String']['input']>;
  /** 1-100, default 50. */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Someone an audit entry names. Once their account is deleted only the id is kept. */
export type AuditParty = {
  __typename?: 'AuditParty';
  deleted: Scalars['Boolean']['output'];
  /** null once the account is deleted. */
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The username when the entry was written; null once the account is deleted. */
  name: Maybe<Scalars['String']['output']>;
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** An answer's citations, by marker number: each resolves to a passage holding the quoted words. Empty for questions. */
  citations: Array<Citation>;
  /** Markdown; an answer cites the thesis's sources with [n] markers (numbered per message). */
  content: Scalars['String']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: ChatRole;
};

export type ChatReplyEvent = {
  __typename?: 'ChatReplyEvent';
  /** The reply so far, markers as they arrive; on the last event, the checked reply (as saved). */
  content: Scalars['String']['output'];
  /** The text added by this event (empty on the last one). */
  delta: Scalars['String']['output'];
  done: Scalars['Boolean']['output'];
  /** The saved question (first event) or the saved reply (last event). */
  message: Maybe<ChatMessage>;
};

export type ChatRole =
  | 'assistant'
  | 'user';

/** A citation: marker [n] in the text, the passage it resolves to, and its check. */
export type Citation = {
  __typename?: 'Citation';
  check: CitationCheck;
  id: Scalars['ID']['output'];
  /** Where in the source: 'p. 12', a heading, 'Part 3'. */
  location: Scalars['String']['output'];
  /** The marker's number: [n] in the text. */
  n: Scalars['Int']['output'];
  /** The cited passage of the source. */
  passage: Scalars['String']['output'];
  /** The quoted words (found in the passage). */
  quote: Scalars['String']['output'];
  /** The sentence the marker stands on. */
  sentence: Scalars['String']['output'];
  /** A web source's site. */
  site: Maybe<Scalars['String']['output']>;
  sourceId: Scalars['ID']['output'];
  sourceKind: SourceKind;
  sourceTitle: Scalars['String']['output'];
  /** A web source's address. */
  url: Maybe<Scalars['String']['output']>;
};

/** The check of one citation: (a) the quoted words are in the stored passage, always; (b) with a model, its support. */
export type CitationCheck = {
  __typename?: 'CitationCheck';
  /** ISO-8601 */
  checkedAt: Maybe<Scalars['String']['output']>;
  /** The model that judged the support (null when unchecked). */
  model: Maybe<Scalars['String']['output']>;
  /** The quoted words are found in the stored passage. */
  quoteFound: Scalars['Boolean']['output'];
  /** One line from the model saying why (null when unchecked). */
  reason: Maybe<Scalars['String']['output']>;
  support: CitationSupport;
};

/** Citations counted from their check records (never written by a model). */
export type CitationSummary = {
  __typename?: 'CitationSummary';
  notSupported: Scalars['Int']['output'];
  partly: Scalars['Int']['output'];
  /** Markers the last research run removed because they did not hold, plus citations whose marker is no longer in the article. */
  removed: Scalars['Int']['output'];
  supported: Scalars['Int']['output'];
  /** Citations whose markers are in the article. */
  total: Scalars['Int']['output'];
  unchecked: Scalars['Int']['output'];
};

/** How far a cited passage supports the sentence its marker stands on (a model's judgement; unchecked without one). */
export type CitationSupport =
  | 'not_supported'
  | 'partly'
  | 'supported'
  | 'unchecked';

export type Comment = {
  __typename?: 'Comment';
  /** The author's username when the comment was written. */
  authorName: Scalars['String']['output'];
  content: Scalars['String']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type ContentDraftEvent = {
  __typename?: 'ContentDraftEvent';
  /** All text so far. */
  content: Scalars['String']['output'];
  /** The text added by this event (empty on the final one). */
  delta: Scalars['String']['output'];
  done: Scalars['Boolean']['output'];
};

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

export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  apiToken: ApiToken;
  /** The secret, ts_pat_…: shown this once. */
  token: Scalars['String']['output'];
};

export type CreatedWebhook = {
  __typename?: 'CreatedWebhook';
  /** whsec_…: the signing secret, shown this once. */
  secret: Scalars['String']['output'];
  webhook: Webhook;
};

export type CueCard = {
  __typename?: 'CueCard';
  /** Unique among the thesis's cards. */
  key: Scalars['String']['output'];
  kind: CueCardKind;
  /** Where the card's section body is in the content (section cards). */
  source: Maybe<TextRange>;
  /** The first sentences, at least 50 characters. */
  summary: Scalars['String']['output'];
  /** The section's plain text, read aloud. */
  text: Scalars['String']['output'];
  /** At most 6 words. */
  title: Scalars['String']['output'];
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

export type GeneratedContent = {
  __typename?: 'GeneratedContent';
  content: Scalars['String']['output'];
};

export type Idea = {
  __typename?: 'Idea';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  handled: Scalars['Boolean']['output'];
  /** ISO-8601; null while not handled */
  handledAt: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idea: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A comment in its project owner's inbox. */
export type InboxSectionComment = {
  __typename?: 'InboxSectionComment';
  authorId: Scalars['ID']['output'];
  authorName: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the owner has marked it read (their own comments are). */
  isRead: Scalars['Boolean']['output'];
  parentId: Maybe<Scalars['ID']['output']>;
  resolved: Scalars['Boolean']['output'];
  resolvedAt: Maybe<Scalars['String']['output']>;
  section: Scalars['String']['output'];
  thesisId: Scalars['ID']['output'];
  thesisSlug: Scalars['String']['output'];
  thesisTitle: Scalars['String']['output'];
  viewerCanDelete: Scalars['Boolean']['output'];
  viewerCanResolve: Scalars['Boolean']['output'];
};

/** What an invitation link offers, for whoever holds it (the acceptance page). */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The invited address (lower-cased). */
  email: Scalars['String']['output'];
  /** ISO-8601 */
  expiresAt: Scalars['String']['output'];
  /** null when the inviter's account is gone. */
  inviterUsername: Maybe<Scalars['String']['output']>;
  projectName: Scalars['String']['output'];
  role: MemberRole;
  /** Whether the signed-in account has the invited address (it may accept); null when signed out. */
  viewerIsInvitee: Maybe<Scalars['Boolean']['output']>;
};

export type KeyInsights = {
  __typename?: 'KeyInsights';
  /** The same insights, without bullets. */
  insights: Array<Scalars['String']['output']>;
  /** Bullet lines, each beginning with '• '. */
  summary: Scalars['String']['output'];
};

export type Language =
  | 'DE'
  | 'UK'
  | 'USA';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/**
 * The MCP server for AI agents (issue 30): where MCP clients connect, what each API token scope may do
 * there, and its tools — the server's own definitions.
 */
export type McpServer = {
  __typename?: 'McpServer';
  /** The address MCP clients connect to (Streamable HTTP), with `Authorization: Bearer ts_pat_…`. */
  endpoint: Scalars['String']['output'];
  /** What a read token may do over MCP. */
  readScope: Scalars['String']['output'];
  tools: Array<McpTool>;
  /** What a write token may do over MCP. */
  writeScope: Scalars['String']['output'];
};

/** One tool of the MCP server, as tools/list gives it. */
export type McpTool = {
  __typename?: 'McpTool';
  /** As the server gives it to a model. */
  description: Scalars['String']['output'];
  /** The JSON Schema of its arguments, as JSON text. */
  inputSchema: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The token scope it needs. */
  scope: ApiTokenScope;
  title: Scalars['String']['output'];
};

/** A project member's role (issue 29): editors write theses, sources, research and share links; viewers read and chat. */
export type MemberRole =
  | 'editor'
  | 'viewer';

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty: Maybe<Scalars['Boolean']['output']>;
  /** By the signed-in account with the invited address only (else FORBIDDEN). A forged link: NOT_FOUND; an expired or used one: CONFLICT. */
  acceptInvitation: AcceptedInvitation;
  /** A member comments on a section of a thesis (its ## heading's text; unknown: BAD_USER_INPUT), or answers a thread (parentId). Members named @username are mailed. Capped (TOO_MANY_REQUESTS). */
  addSectionComment: SectionComment;
  /** Signed-in readers comment on a shared thesis (1 to 2,000 characters). */
  addSharedThesisComment: Comment;
  /**
   * Adds pasted text as a source (files are uploaded over REST: POST /api/theses/{id}/sources,
   * multipart field `file`). The source starts `processing`; the same text added twice answers the
   * source already there.
   */
  addTextSource: Source;
  /**
   * Anyone with the share link: sends the thesis's owner a question (spec §5). Anonymous senders give
   * a name and an email; a signed-in sender's come from the account (senderName and senderEmail are
   * then ignored). The owner is told by mail, with the sender's address as Reply-To. Problems answer
   * BAD_USER_INPUT with extensions.fieldErrors ('Question required', 'Name required', 'Email
   * required', 'Invalid email') and the message to show ('Please enter your question', …).
   */
  askOwner: Scalars['Boolean']['output'];
  /** The owner (or an admin) changes a member's role. */
  changeMemberRole: ProjectMember;
  /** Signed-in users: a new password, the current one typed again. Every other session of the account ends. */
  changePassword: MessagePayload;
  /** Admin only; not on one's own account. Ends the user's sessions. */
  changeUserRole: User;
  /** Checks the claims of one section again: each citation's quote against its passage, then the model's judgement. Rate-limited as the other AI actions are. */
  checkSectionClaims: SectionClaimCheck;
  /** Confirms a new email address with the token from the mailed link (no session needed). */
  confirmEmailChange: User;
  /**
   * Creates a personal API token for the signed-in user. Needs a browser session: a request made with an
   * API token cannot create tokens (FORBIDDEN). The secret is in this answer only; it is stored hashed.
   */
  createApiToken: CreatedApiToken;
  /** Admins create a project; a user's new project is a request that they own. The slug comes from the name. */
  createProject: Project;
  /**
   * Creates a thesis (status draft, version 1) in a project the caller owns, or any project for admins.
   * `projectId` may also be the slug. Without `input.language` the thesis is in the caller's interface
   * language (USA: en-US, else en-GB).
   */
  createThesis: Thesis;
  /** Admin only. */
  createUser: User;
  /**
   * Registers an endpoint for events of the projects the signed-in user may read (their own and those
   * shared with them): research.completed, research.failed, member.added, member.removed; and
   * question.received for their own theses. Deliveries are signed (Standard Webhooks) with the secret in this
   * answer, which is shown only once.
   */
  createWebhook: CreatedWebhook;
  /**
   * Deletes the signed-in user's account and everything of theirs (see README "Your data") once the
   * password is typed again; every session ends, this one included. The last admin cannot delete
   * themselves.
   */
  deleteMyAccount: MessagePayload;
  /** Admins only. Deletes the project with its theses and everything hanging off them; returns its id. */
  deleteProject: Scalars['ID']['output'];
  /** Its author deletes a comment (with the answers to it); returns its id. */
  deleteSectionComment: Scalars['ID']['output'];
  /** Deletes the thesis and everything hanging off it; returns its id. */
  deleteThesis: Scalars['ID']['output'];
  /**
   * Admin only; not one's own account. Deletes the account and everything of theirs, as deleteMyAccount
   * does. Returns the deleted user.
   */
  deleteUser: User;
  /** Deletes an endpoint (one's own; admins: anyone's) with its deliveries; returns its id. */
  deleteWebhook: Scalars['ID']['output'];
  /** Signs out every session of the signed-in user but this one; returns how many ended. */
  endMyOtherSessions: Scalars['Int']['output'];
  /** Signs one of the signed-in user's sessions out (AccountSession.id); this one too, which signs out. */
  endMySession: Scalars['Boolean']['output'];
  /** Mails a reset link if the address has an account; the answer is the same either way. */
  forgotPassword: MessagePayload;
  /** Key insights of a text: lines beginning with '• ' (signed-in users; cached 10 minutes by content). */
  generateSummary: KeyInsights;
  /**
   * Drafts the text of a wizard step (signed-in users). `step` is 'intellectual-challenge' or
   * 'strategic-context'; the answer is the whole text (see the thesisContentDraft subscription for it
   * streamed).
   */
  generateThesisContent: GeneratedContent;
  /** The owner (or an admin) invites an address as editor or viewer: a mail carries a single-use link valid 7 days. Capped per hour (TOO_MANY_REQUESTS). */
  inviteMember: ProjectInvitation;
  /** The viewer leaves a project shared with them; returns the project's id. Not its owner. */
  leaveProject: Scalars['ID']['output'];
  /** Signs in; the session cookie is set on the response. */
  login: User;
  logout: Scalars['Boolean']['output'];
  /** Admin only: mark an idea handled (or not). */
  markIdeaHandled: Idea;
  /** Marks a question read (the project's owner and admins). */
  markQuestionRead: Question;
  /** The owner (or an admin) marks a comment in their inbox read. */
  markSectionCommentRead: InboxSectionComment;
  /** Creates an account and signs it in. The first account on an empty database becomes admin. */
  register: User;
  /** The owner (or an admin) removes a member; returns their user id. Not the owner. */
  removeMember: Scalars['ID']['output'];
  /** Removes one of the caller's saved links; returns its id. */
  removeSavedLink: Scalars['ID']['output'];
  /** Removes a source, its files and its passages. */
  removeSource: RemovedSource;
  /** Gives the thesis a new share link (owner and admins); the old one stops working. */
  renewShareLink: Thesis;
  /** Signed-in users: mails a confirmation link (24 hours, once) to the new address and a note to the current one. */
  requestEmailChange: MessagePayload;
  /** The owner (or an admin) sends a pending invitation again: a fresh link (the old one stops working), valid 7 more days. Counts towards the hourly cap (TOO_MANY_REQUESTS). */
  resendInvitation: ProjectInvitation;
  resetPassword: MessagePayload;
  /** Resolves (resolved: true) or reopens a comment: its author, the owner, editors, admins. */
  resolveSectionComment: SectionComment;
  /**
   * Puts a revision's title, content and central question back. Restoring is an edit: the version
   * goes up by 1 and the replaced state becomes a revision. With `expectedVersion` a thesis changed
   * meanwhile is left as it is and the call fails with CONFLICT.
   */
  restoreThesisRevision: Thesis;
  /** Revokes a token at once: one's own, or anyone's for admins (recorded in the audit trail). Returns its id. */
  revokeApiToken: Scalars['ID']['output'];
  /** The owner (or an admin) revokes a pending invitation; returns its id. */
  revokeInvitation: Scalars['ID']['output'];
  /** Revokes the thesis's share link (owner and admins): the link answers 'Shared thesis not found' and `shareUrl` becomes ''. */
  revokeShareLink: Thesis;
  /**
   * Saves a link to a thesis the caller can reach: through its current share link, or their own (admins:
   * any). One link per user and thesis: saving again answers the link already saved.
   */
  saveLink: SavedLink;
  /**
   * Asks the AI about a shared thesis (anyone with the link; answers come from the visible text only)
   * and answers the caller's chat once the reply is saved. Rate limited per reader, per IP and per
   * thesis per day (TOO_MANY_REQUESTS). For the reply streamed, POST /api/shared/{shareUrl}/messages
   * with Accept: text/event-stream.
   */
  sendSharedThesisMessage: Array<ChatMessage>;
  /** Asks about a thesis; answers the chat once the reply is complete (see thesisMessageReply for it streamed). */
  sendThesisMessage: Array<ChatMessage>;
  /** Signed-in users: the language the account reads the interface in (UK or US English, which also sets the spelling, or German); follows the user across devices. */
  setLanguage: User;
  /** Hides a section (its `##` heading text, trimmed) from the shared view, or shows it again (owner and admins). */
  setSectionHidden: Thesis;
  /**
   * Starts AI research on a thesis (its owner and admins) with its saved research plan: the thesis
   * becomes researching and the run begins. CONFLICT while a run is going (one at a time); a failed run
   * resumes from its last finished phase; a complete thesis is researched again (a new revision, the
   * previous article kept in the history, the citations replaced as a set). `thesisId` may also be the slug.
   */
  startResearch: ResearchRun;
  /** Anyone: submit an idea from the landing page. The admins are told by mail. */
  submitIdea: SubmittedIdea;
  /** Signed-in users: change what the account shows (the username). */
  updateMe: User;
  /** Rename or edit the description (admins only). The slug never changes. `id` may also be the slug. */
  updateProject: Project;
  /**
   * Saves the owner's reviewed research plan (owner and admins): each phase's questions (1-6, each 3-300
   * characters; phases left out keep their default questions) and search queries, and the sources the
   * run leaves out (sources of this thesis). Known phase ids only.
   */
  updateResearchPlan: ResearchPlan;
  /**
   * Edits title, content, the central question (intellectualChallenge) or the language; the slug never
   * changes. An unknown language fails with BAD_USER_INPUT, its message listing the supported tags.
   * With `expectedVersion` (the `version` the edit was made on) a thesis changed meanwhile is left
   * as it is and the call fails with CONFLICT, `extensions.current` holding the thesis as it is now
   * (version, title, content, intellectualChallenge, updatedAt, updatedBy { id name }); without it the
   * last write wins. `id` may also be the slug.
   */
  updateThesis: Thesis;
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddSectionCommentArgs = {
  content: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  section: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationAddSharedThesisCommentArgs = {
  content: Scalars['String']['input'];
  shareUrl: Scalars['String']['input'];
};


export type MutationAddTextSourceArgs = {
  input: AddTextSourceInput;
  thesisId: Scalars['ID']['input'];
};


export type MutationAskOwnerArgs = {
  input: AskOwnerInput;
  shareUrl: Scalars['String']['input'];
};


export type MutationChangeMemberRoleArgs = {
  projectId: Scalars['ID']['input'];
  role: MemberRole;
  userId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangeUserRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationCheckSectionClaimsArgs = {
  section: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


export type MutationCreateThesisArgs = {
  input: CreateThesisInput;
  projectId: Scalars['ID']['input'];
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSectionCommentArgs = {
  commentId: Scalars['ID']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationDeleteThesisArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndMySessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationGenerateSummaryArgs = {
  content: Scalars['String']['input'];
  language?: InputMaybe<Language>;
  thesisLanguage?: InputMaybe<Scalars['String']['input']>;
};


export type MutationGenerateThesisContentArgs = {
  input: GenerateThesisContentInput;
};


export type MutationInviteMemberArgs = {
  email: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
  role: MemberRole;
};


export type MutationLeaveProjectArgs = {
  projectId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkIdeaHandledArgs = {
  handled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationMarkQuestionReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkSectionCommentReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveMemberArgs = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveSavedLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSourceArgs = {
  sourceId: Scalars['ID']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationRenewShareLinkArgs = {
  thesisId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  currentPassword: Scalars['String']['input'];
  newEmail: Scalars['String']['input'];
};


export type MutationResendInvitationArgs = {
  invitationId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResolveSectionCommentArgs = {
  commentId: Scalars['ID']['input'];
  resolved: Scalars['Boolean']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationRestoreThesisRevisionArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  revisionId: Scalars['ID']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  invitationId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


export type MutationRevokeShareLinkArgs = {
  thesisId: Scalars['ID']['input'];
};


export type MutationSaveLinkArgs = {
  input: SaveLinkInput;
};


export type MutationSendSharedThesisMessageArgs = {
  content: Scalars['String']['input'];
  shareUrl: Scalars['String']['input'];
};


export type MutationSendThesisMessageArgs = {
  content: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationSetLanguageArgs = {
  language: Language;
};


export type MutationSetSectionHiddenArgs = {
  hidden: Scalars['Boolean']['input'];
  section: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
};


export type MutationStartResearchArgs = {
  thesisId: Scalars['ID']['input'];
};


export type MutationSubmitIdeaArgs = {
  input: SubmitIdeaInput;
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProjectInput;
};


export type MutationUpdateResearchPlanArgs = {
  input: ResearchPlanInput;
  thesisId: Scalars['ID']['input'];
};


export type MutationUpdateThesisArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: UpdateThesisInput;
};

/** What an account holds, counted: the consequences of deleting it. */
export type MyDataSummary = {
  __typename?: 'MyDataSummary';
  /** False for the last admin (deletionBlockedReason says why). */
  canDelete: Scalars['Boolean']['output'];
  /** Comments the person wrote on shared theses (theirs and others'). */
  comments: Scalars['Int']['output'];
  deletionBlockedReason: Maybe<Scalars['String']['output']>;
  projects: Scalars['Int']['output'];
  /** Questions readers sent about the person's theses. */
  questionsReceived: Scalars['Int']['output'];
  /** Questions the person sent to owners of shared theses. */
  questionsSent: Scalars['Int']['output'];
  /** Shared theses the person asked questions about in the readers' chat. */
  readerChats: Scalars['Int']['output'];
  savedLinks: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
  /** Documents, pasted texts and web pages added to the person's theses. */
  sources: Scalars['Int']['output'];
  theses: Scalars['Int']['output'];
};

/** Someone who has a thesis open. */
export type PresentUser = {
  __typename?: 'PresentUser';
  /** Whether this is the subscriber. */
  isViewer: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type Project = {
  __typename?: 'Project';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** May be empty. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Pending (unused, unexpired) invitations, newest first: for the owner and admins; null for anyone else. */
  invitations: Maybe<Array<ProjectInvitation>>;
  /** Its owner first, then its editors and viewers, in the order they joined. Any member may ask. */
  members: Array<ProjectMember>;
  name: Scalars['String']['output'];
  ownerId: Scalars['ID']['output'];
  /** Questions readers sent about the project's theses, newest first. */
  questions: Array<Question>;
  /** The owner's inbox of comments members wrote on its theses, newest first, with their unread state: for the owner and admins; null for anyone else. */
  sectionComments: Maybe<Array<InboxSectionComment>>;
  /** Lowercase ASCII made from the name at creation; /projects/{slug} (the id works too). */
  slug: Scalars['String']['output'];
  /** The project's theses, newest first. */
  theses: Array<Thesis>;
  thesesCount: Scalars['Int']['output'];
  unreadQuestionsCount: Scalars['Int']['output'];
  /** ISO-8601; also moves when a thesis in the project is created, edited or deleted. */
  updatedAt: Scalars['String']['output'];
  /** The owner's email; null once the owner's account is deleted. */
  userEmail: Maybe<Scalars['String']['output']>;
  /** Whether the viewer may delete the project with its theses (deleteProject): admins. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may rename the project and edit its description (updateProject): admins. */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Whether the viewer may leave the project: its editors and viewers (not its owner). */
  viewerCanLeave: Scalars['Boolean']['output'];
  /** Whether the viewer may invite, change roles and remove members (the owner, admins). */
  viewerCanManageMembers: Scalars['Boolean']['output'];
  /** What the viewer is in the project: its owner, an admin, or a member it is shared with. */
  viewerRole: ProjectRole;
};

export type ProjectInvitation = {
  __typename?: 'ProjectInvitation';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** Lower-cased. */
  email: Scalars['String']['output'];
  /** ISO-8601: 7 days after it was sent. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  projectId: Scalars['ID']['output'];
  role: MemberRole;
};

export type ProjectMember = {
  __typename?: 'ProjectMember';
  email: Scalars['String']['output'];
  /** owner, editor or viewer. */
  role: ProjectRole;
  /** ISO-8601: when they joined; the project's creation for its owner. */
  since: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** What a person is in a project (issue 29): its owner, an admin, or a member (editor or viewer). */
export type ProjectRole =
  | 'admin'
  | 'editor'
  | 'owner'
  | 'viewer';

export type Query = {
  __typename?: 'Query';
  /** The AI engine this gateway uses (openai or offline) and its models. */
  aiStatus: AiStatus;
  /**
   * Personal API tokens, newest first (revoked ones are gone): the signed-in user's own, or with userId
   * (admins only) another account's.
   */
  apiTokens: Array<ApiToken>;
  /** Admins only: the audit trail, newest first, filtered. */
  auditLog: AuditPage;
  /** Ideas submitted from the landing page, newest first (admin only). */
  ideas: Array<Idea>;
  /** An invitation by its link's token, for whoever holds it. A forged link: NOT_FOUND; an expired or used one: CONFLICT. */
  invitation: InvitationPreview;
  /** How to connect an AI agent over MCP, and its tools (anyone may ask). */
  mcpServer: McpServer;
  /** The signed-in user, or null. */
  me: Maybe<User>;
  /** Audit entries about the signed-in user or made by them, newest first. */
  myAuditEntries: AuditPage;
  /**
   * What deleting the signed-in account would remove (the delete dialog lists it), and whether it may
   * be deleted at all (the last admin may not).
   */
  myData: MyDataSummary;
  /** Where the signed-in user is signed in: this session first (current: true), then by last seen. */
  mySessions: Array<AccountSession>;
  /** A project by id or slug. Missing and someone else's both fail with NOT_FOUND. */
  project: Maybe<Project>;
  /** Questions readers sent to a project's owner, newest first (the owner and admins; others: NOT_FOUND). */
  projectQuestions: Array<Question>;
  /** Admins: every project (All Projects). Users: their own and those shared with them (viewerRole). Most recently updated first. */
  projects: Array<Project>;
  /** What readers asked about a thesis through its share link, newest first, without who asked (its owner and admins). */
  readerQuestions: Array<ReaderQuestion>;
  /** The research phases of a thesis (its owner and admins; others: NOT_FOUND). Before any run: every phase pending. */
  researchPhases: Array<ResearchPhase>;
  /**
   * The research plan of a thesis (its owner and admins; others: NOT_FOUND): the owner's reviewed plan,
   * or the default one (reviewed: false) derived from the thesis. A run started now uses it.
   */
  researchPlan: ResearchPlan;
  /** The research run of a thesis: status, phases, progress and, when it failed, why. */
  researchRun: ResearchRun;
  /** The caller's saved links, newest first (signed in; each user sees only their own). */
  savedLinks: Array<SavedLink>;
  /** What this gateway runs on: the database kind and the active AI provider. */
  serverInfo: ServerInfo;
  /**
   * The shared view of a thesis behind its share link, for anyone (signed in or not); null when the link
   * is unknown or revoked. Hidden sections and blocks that mention a hidden topic are already left out.
   */
  sharedThesis: Maybe<SharedThesis>;
  /** The comments on a shared thesis, oldest first (anyone with the link). NOT_FOUND when the link is unknown or revoked. */
  sharedThesisComments: Array<Comment>;
  /**
   * The caller's own chat about a shared thesis, oldest first: a signed-in reader's by account, an
   * anonymous visitor's by the ts_visitor cookie (empty before their first question). Nobody sees
   * another reader's chat. NOT_FOUND when the link is unknown or revoked.
   */
  sharedThesisMessages: Array<ChatMessage>;
  /**
   * Passages of the thesis's ready sources ranked for `q` (at most `limit`, default 10, up to 50). Its
   * project's owner and admins; missing and someone else's both fail with NOT_FOUND. `thesisId` may
   * also be the slug.
   */
  sourceSearch: Array<SourcePassageHit>;
  /** A thesis by id or slug (its project's owner, editors and viewers, and admins). Missing and someone else's both fail with NOT_FOUND. */
  thesis: Maybe<Thesis>;
  /**
   * The thesis's earlier versions, newest first (at most 50): each the state a saved change replaced.
   * Its project's owner and admins; missing and someone else's both fail with NOT_FOUND. `thesisId`
   * may also be the slug.
   */
  thesisHistory: Array<ThesisRevision>;
  /** The Query Research chat of a thesis, oldest first (its owner and admins; others: NOT_FOUND). */
  thesisMessages: Array<ChatMessage>;
  /** Whether the caller has saved this thesis (any thesis id, e.g. SharedThesis.id on the shared page). */
  thesisSaved: SavedState;
  /** Every account (admin only). */
  users: Array<User>;
  /** Whether the viewer administers Thesis Studio (admins): manages users, reads ideas and the audit trail, sees every project. False for visitors. */
  viewerCanAdminister: Scalars['Boolean']['output'];
  /** An endpoint's deliveries, newest first (at most 100, kept 30 days), each with its attempts. */
  webhookDeliveries: Array<WebhookDelivery>;
  /** The signed-in user's webhook endpoints, newest first. */
  webhooks: Array<Webhook>;
};


export type QueryApiTokensArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<AuditPageInput>;
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryMyAuditEntriesArgs = {
  page?: InputMaybe<AuditPageInput>;
};


export type QueryProjectArgs = {
  idOrSlug: Scalars['String']['input'];
};


export type QueryProjectQuestionsArgs = {
  projectId: Scalars['ID']['input'];
};


export type QueryReaderQuestionsArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QueryResearchPhasesArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QueryResearchPlanArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QueryResearchRunArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QuerySharedThesisArgs = {
  shareUrl: Scalars['String']['input'];
};


export type QuerySharedThesisCommentsArgs = {
  shareUrl: Scalars['String']['input'];
};


export type QuerySharedThesisMessagesArgs = {
  shareUrl: Scalars['String']['input'];
};


export type QuerySourceSearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
};


export type QueryThesisArgs = {
  idOrSlug: Scalars['String']['input'];
};


export type QueryThesisHistoryArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QueryThesisMessagesArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QueryThesisSavedArgs = {
  thesisId: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  webhookId: Scalars['ID']['input'];
};

export type Question = {
  __typename?: 'Question';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** REST answers it as the string 'false' or 'true' (spec §3). */
  isRead: Scalars['Boolean']['output'];
  projectId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  senderEmail: Scalars['String']['output'];
  senderName: Scalars['String']['output'];
  /** The thesis the question was sent from; null once it is deleted. */
  thesisId: Maybe<Scalars['ID']['output']>;
  thesisTitle: Scalars['String']['output'];
};

/** A question a reader asked the AI about a shared thesis (who asked is not kept with it). */
export type ReaderQuestion = {
  __typename?: 'ReaderQuestion';
  content: Scalars['String']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type RemovedSource = {
  __typename?: 'RemovedSource';
  id: Scalars['ID']['output'];
};

/** How a run was grounded: counted from what it retrieved and what survived the citation check. */
export type ResearchGrounding = {
  __typename?: 'ResearchGrounding';
  /** Citations in the saved article. */
  cited: Scalars['Int']['output'];
  /** Markers removed because their passage was not retrieved or the quoted words were not in it. */
  removed: Scalars['Int']['output'];
  /** Passages retrieved from the thesis's sources, over every section. */
  retrieved: Scalars['Int']['output'];
  /** Web pages added as sources during the run. */
  webPages: Scalars['Int']['output'];
};

export type ResearchPhase = {
  __typename?: 'ResearchPhase';
  description: Scalars['String']['output'];
  /** While the run waits, on the phase it starts with: about when it starts, in seconds; else null. */
  estimatedStartSeconds: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** While the run waits for a free slot, on the phase it starts with: 1 for the next run to start; else null. */
  queuePosition: Maybe<Scalars['Int']['output']>;
  status: ResearchPhaseStatus;
  title: Scalars['String']['output'];
};

export type ResearchPhaseStatus =
  | 'complete'
  | 'in_progress'
  | 'pending';

/** What a research run will do: per phase, its questions and searches; the sources it leaves out. */
export type ResearchPlan = {
  __typename?: 'ResearchPlan';
  excludedSourceIds: Array<Scalars['ID']['output']>;
  phases: Array<ResearchPlanPhase>;
  /** true once the owner saved it */
  reviewed: Scalars['Boolean']['output'];
  thesisId: Scalars['ID']['output'];
  /** ISO-8601; null until the owner saved it. */
  updatedAt: Maybe<Scalars['String']['output']>;
  /** The web search the run uses: none, searxng, tavily or brave. */
  webSearch: Scalars['String']['output'];
};

export type ResearchPlanInput = {
  excludedSourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phases: Array<ResearchPlanPhaseInput>;
};

/** One phase of a research plan: the questions it answers and the web searches it makes. */
export type ResearchPlanPhase = {
  __typename?: 'ResearchPlanPhase';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  questions: Array<Scalars['String']['output']>;
  searchQueries: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ResearchPlanPhaseInput = {
  id: Scalars['ID']['input'];
  questions: Array<Scalars['String']['input']>;
  searchQueries?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ResearchProgressEvent = {
  __typename?: 'ResearchProgressEvent';
  /** ISO-8601 time the event was published. */
  at: Scalars['String']['output'];
  /** While the run waits: about when it starts, in seconds; null once it runs (or when unknown). */
  estimatedStartSeconds: Maybe<Scalars['Int']['output']>;
  /** Why the run stopped, and what to do (when runStatus is failed). */
  failureReason: Maybe<Scalars['String']['output']>;
  /** Overall progress, 0-100 (spec §4 progress rule). */
  percent: Scalars['Int']['output'];
  /** Zero-based index of the phase this event is about. */
  phaseIndex: Scalars['Int']['output'];
  phaseStatus: ResearchPhaseStatus;
  phaseTitle: Scalars['String']['output'];
  /** While the run waits for a free slot: its place in the queue (1: next to start); null once it runs. */
  queuePosition: Maybe<Scalars['Int']['output']>;
  runStatus: ResearchRunStatus;
  thesisId: Scalars['ID']['output'];
  totalPhases: Scalars['Int']['output'];
};

export type ResearchRun = {
  __typename?: 'ResearchRun';
  /** While the run waits: about when it starts, in seconds, from the queue and recent run times; else null. */
  estimatedStartSeconds: Maybe<Scalars['Int']['output']>;
  /** Why the run stopped, and what to do (when status is failed). */
  failureReason: Maybe<Scalars['String']['output']>;
  /** ISO-8601 */
  finishedAt: Maybe<Scalars['String']['output']>;
  /** What the run drew on and cited (null before a run records it). */
  grounding: Maybe<ResearchGrounding>;
  /** Overall progress, 0-100 (spec §4 progress rule). */
  percent: Scalars['Int']['output'];
  phases: Array<ResearchPhase>;
  /**
   * While the run waits for a free slot (every gateway already runs RESEARCH_CONCURRENCY runs): its
   * place in the queue, 1 for the next run to start ('Queued — N runs ahead' with N = queuePosition - 1).
   * Null while it runs, once it ended, or when it is about to be taken.
   */
  queuePosition: Maybe<Scalars['Int']['output']>;
  /** ISO-8601 */
  startedAt: Maybe<Scalars['String']['output']>;
  /** Who started (or resumed) the run: their username then; null on runs from before it was recorded. */
  startedByName: Maybe<Scalars['String']['output']>;
  status: ResearchRunStatus;
  thesisId: Scalars['ID']['output'];
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

export type SavedLink = {
  __typename?: 'SavedLink';
  /** False once the thesis is deleted or this share link revoked or replaced: the link is kept, and says so. */
  available: Scalars['Boolean']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  projectName: Scalars['String']['output'];
  /** The link is {origin}/shared/{shareUrl}. */
  shareUrl: Scalars['String']['output'];
  thesisId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type SavedState = {
  __typename?: 'SavedState';
  saved: Scalars['Boolean']['output'];
  savedLinkId: Maybe<Scalars['ID']['output']>;
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

/** What checking one section's claims again did. */
export type SectionClaimCheck = {
  __typename?: 'SectionClaimCheck';
  /** Citations of the section checked again. */
  checked: Scalars['Int']['output'];
  /** The section's title as the article writes it. */
  section: Scalars['String']['output'];
  /** The article's citations counted after the check. */
  summary: CitationSummary;
};

/** A project member's comment on a thesis section (issue 29). */
export type SectionComment = {
  __typename?: 'SectionComment';
  authorId: Scalars['ID']['output'];
  /** The author's username when they wrote it. */
  authorName: Scalars['String']['output'];
  content: Scalars['String']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The comment it answers; null for a thread's first comment. */
  parentId: Maybe<Scalars['ID']['output']>;
  resolved: Scalars['Boolean']['output'];
  /** ISO-8601; null while open. */
  resolvedAt: Maybe<Scalars['String']['output']>;
  /** The section's key: its ## heading's text. */
  section: Scalars['String']['output'];
  thesisId: Scalars['ID']['output'];
  /** Whether the viewer may delete it (its author). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may resolve and reopen it (its author, the owner, editors, admins). */
  viewerCanResolve: Scalars['Boolean']['output'];
};

export type ServerInfo = {
  __typename?: 'ServerInfo';
  ai: AiProviderKind;
  db: DatabaseKind;
  /** The web search provider (as /healthz reports it). */
  search: SearchProviderKind;
};

/** What a reader of a share link sees: no owner, idea, context or chat. */
export type SharedThesis = {
  __typename?: 'SharedThesis';
  /** Markdown, less hidden sections and topics. */
  content: Scalars['String']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What the thesis is written in, a BCP 47 tag (issue 31): the page's lang. */
  language: Scalars['String']['output'];
  projectName: Scalars['String']['output'];
  shareUrl: Scalars['String']['output'];
  /** Key insights ('• ' lines), less the lines about hidden text. */
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** ISO-8601 */
  updatedAt: Scalars['String']['output'];
};

/** A document of a thesis's source library: research and both chats quote and cite its passages. */
export type Source = {
  __typename?: 'Source';
  /** Who added it; null for pages research fetched from the web. */
  addedBy: Maybe<SourceAuthor>;
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** Why it failed, in words a person can act on; null unless failed. */
  failureReason: Maybe<Scalars['String']['output']>;
  /** When a web page was fetched (ISO-8601). */
  fetchedAt: Maybe<Scalars['String']['output']>;
  /** The uploaded file's name; null for pasted text and web pages. */
  fileName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: SourceKind;
  mimeType: Scalars['String']['output'];
  /** Pages of a PDF; null for other kinds. */
  pages: Maybe<Scalars['Int']['output']>;
  /** Passages the source was split into for retrieval. */
  passages: Scalars['Int']['output'];
  /** Headings or parts found; null for a PDF. */
  sections: Maybe<Scalars['Int']['output']>;
  site: Maybe<Scalars['String']['output']>;
  /** Bytes of the original. */
  size: Scalars['Int']['output'];
  status: SourceStatus;
  thesisId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** ISO-8601 */
  updatedAt: Scalars['String']['output'];
  /** A web page's address; null for other kinds. */
  url: Maybe<Scalars['String']['output']>;
  words: Scalars['Int']['output'];
};

export type SourceAuthor = {
  __typename?: 'SourceAuthor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What a source was read as: an uploaded file's format, pasted text, or a page fetched from the web. */
export type SourceKind =
  | 'docx'
  | 'html'
  | 'markdown'
  | 'pdf'
  | 'text'
  | 'web';

/** A passage of a source that matched a search, with where it sits in its source. */
export type SourcePassageHit = {
  __typename?: 'SourcePassageHit';
  heading: Maybe<Scalars['String']['output']>;
  /** What a citation shows: 'p. 12', a heading, 'Part 3'. */
  location: Scalars['String']['output'];
  page: Maybe<Scalars['Int']['output']>;
  passageId: Scalars['ID']['output'];
  /** Higher is better; only comparable within one search. */
  score: Scalars['Float']['output'];
  sourceId: Scalars['ID']['output'];
  sourceKind: SourceKind;
  sourceTitle: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

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

/** What the submitter is told: the idea was stored. */
export type SubmittedIdea = {
  __typename?: 'SubmittedIdea';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  _empty: Maybe<Scalars['Boolean']['output']>;
  /**
   * Live progress of a thesis's research run, for its owner and admins only (others: NOT_FOUND). While
   * a run is going its current state comes first, then one event per change.
   */
  researchProgress: ResearchProgressEvent;
  /**
   * Every saved change of a thesis (an edit, a restore, a research save, a sharing or research plan
   * change), for those who may read it (others: NOT_FOUND). `thesis` is the thesis as the subscriber
   * may read it now, so a client's cache updates with it.
   */
  thesisChanged: ThesisChange;
  /** generateThesisContent, streamed: each part as it is written, then one event with done: true and the whole text. */
  thesisContentDraft: ContentDraftEvent;
  /**
   * sendThesisMessage, streamed: saves the question, then one event per part of the reply as it is
   * written, then a last event (done: true) with the saved reply. Unsubscribing cancels the reply.
   */
  thesisMessageReply: ChatReplyEvent;
  /**
   * Who has a thesis open: while this subscription lives, the subscriber is among them. The list comes
   * at once and again whenever someone arrives or leaves. Readers with access only (others: NOT_FOUND).
   */
  thesisPresence: ThesisPresence;
};


export type SubscriptionResearchProgressArgs = {
  thesisId: Scalars['ID']['input'];
};


export type SubscriptionThesisChangedArgs = {
  thesisId: Scalars['ID']['input'];
};


export type SubscriptionThesisContentDraftArgs = {
  input: GenerateThesisContentInput;
};


export type SubscriptionThesisMessageReplyArgs = {
  content: Scalars['String']['input'];
  thesisId: Scalars['ID']['input'];
};


export type SubscriptionThesisPresenceArgs = {
  thesisId: Scalars['ID']['input'];
};

/** A range of a text in UTF-16 code units: text.slice(start, end). */
export type TextRange = {
  __typename?: 'TextRange';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

export type Thesis = {
  __typename?: 'Thesis';
  citationSummary: CitationSummary;
  /** Citations of the article, by marker number. */
  citations: Array<Citation>;
  /** Members' comments on its sections, oldest first (answers after the comment they answer); one section's with `section`. Never on the share page. */
  comments: Array<SectionComment>;
  /** Markdown: paragraphs separated by blank lines. */
  content: Scalars['String']['output'];
  context: Scalars['String']['output'];
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** Sections (their `##` heading text) the shared view leaves out. */
  hiddenSections: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idea: Scalars['String']['output'];
  /** The central question. */
  intellectualChallenge: Scalars['String']['output'];
  /**
   * What the thesis is written in (issue 31), a BCP 47 tag: en-GB, en-US, de, fr, es, it, nl, pt, pl or
   * sv. Theses from before languages are en-GB. The model writes, answers and reads aloud in it.
   */
  language: Scalars['String']['output'];
  project: Project;
  projectId: Scalars['ID']['output'];
  /**
   * What the thesis page shows of the title, central question and content, in the reader's spelling
   * variant: derived on the server with the Markdown rules the browser uses, so a page need not parse.
   */
  reading: ThesisReading;
  /** The public link is {origin}/shared/{shareUrl}; it may contain a '/'. */
  shareUrl: Scalars['String']['output'];
  /** Lowercase ASCII made from the title at creation; /theses/{slug} (the id works too). */
  slug: Scalars['String']['output'];
  /** The thesis's source library, newest first. */
  sources: Array<Source>;
  status: ThesisStatus;
  /** Set by the AI research; empty until then. */
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Sentences whose marker the last research run's check removed, in reading order (everyone who may read the thesis). */
  unsupportedClaims: Array<UnsupportedClaim>;
  /** ISO-8601 */
  updatedAt: Scalars['String']['output'];
  /** Goes up by 1 with every saved change; send it back as updateThesis(expectedVersion:). */
  version: Scalars['Int']['output'];
  /** Whether the viewer may comment on its sections (the project's owner, editors, viewers, admins). */
  viewerCanComment: Scalars['Boolean']['output'];
  /** Whether the viewer may delete the thesis (deleteThesis): its project's owner and admins. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may edit the thesis (updateThesis, its research and cue cards): its project's owner and editors, and admins. */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Whether the viewer may manage its share link (renew, revoke, hide sections) and save it: its project's owner and editors, and admins. */
  viewerCanShare: Scalars['Boolean']['output'];
};


export type ThesisCommentsArgs = {
  section?: InputMaybe<Scalars['String']['input']>;
};


export type ThesisReadingArgs = {
  language?: Language;
};

/** A top-level block of the content (a paragraph, heading, list, table, quotation, …). */
export type ThesisBlock = {
  __typename?: 'ThesisBlock';
  /** A heading's depth (1–6). */
  depth: Maybe<Scalars['Int']['output']>;
  end: Scalars['Int']['output'];
  /** Its position among the blocks. */
  index: Scalars['Int']['output'];
  /** The `##` heading text it sits under ('' for none): what setSectionHidden takes. */
  section: Scalars['String']['output'];
  /** Where it is in the content, in UTF-16 code units: content.slice(start, end) is its Markdown. */
  start: Scalars['Int']['output'];
  /** The Markdown node type: paragraph, heading, list, table, blockquote, code, … */
  type: Scalars['String']['output'];
};

/** A saved change of a thesis (thesisChanged). */
export type ThesisChange = {
  __typename?: 'ThesisChange';
  /** ISO-8601 */
  at: Scalars['String']['output'];
  /** Their username at the time, or 'AI research'. */
  byName: Scalars['String']['output'];
  /** Who saved it; null for a research run. */
  byUserId: Maybe<Scalars['ID']['output']>;
  /** Whether the subscriber saved it (their own change, from this or another tab). */
  byViewer: Scalars['Boolean']['output'];
  kind: ThesisChangeKind;
  /** The thesis as it is now (null once it is gone or no longer readable). */
  thesis: Maybe<Thesis>;
  thesisId: Scalars['ID']['output'];
  /** The version it saved (a plan change keeps the version). */
  version: Scalars['Int']['output'];
};

export type ThesisChangeKind =
  | 'edit'
  | 'plan'
  | 'research'
  | 'restore'
  | 'sharing';

/** Who has a thesis open (thesisPresence), each person once, the subscriber among them. */
export type ThesisPresence = {
  __typename?: 'ThesisPresence';
  thesisId: Scalars['ID']['output'];
  users: Array<PresentUser>;
};

/** The thesis page's view of a thesis: its texts in one spelling variant, the article as a tree. */
export type ThesisReading = {
  __typename?: 'ThesisReading';
  /**
   * The article's HTML tree as JSON: an element is [tagName, properties?, ...children], a text node a
   * string; the elements of each top-level block sit in a ["div", {"dataBlock": "<index>"}, ...] frame.
   * Raw HTML is left out.
   */
  article: Scalars['String']['output'];
  /** The content's top-level blocks, in order. */
  blocks: Array<ThesisBlock>;
  /** A card per section (at most 11), then the Key Insights card when there is more than one. */
  cueCards: Array<CueCard>;
  intellectualChallenge: Scalars['String']['output'];
  /**
   * Which title, question and content this was derived from (readingKey in @thesis-studio/markdown): a
   * thesis whose texts give another key has changed since.
   */
  key: Scalars['String']['output'];
  language: Language;
  title: Scalars['String']['output'];
};

/** The state of a thesis before a saved change, and what that change was. */
export type ThesisRevision = {
  __typename?: 'ThesisRevision';
  /** Who made the change: their account id; null for a research run, a deleted account or an old revision. */
  authorId: Maybe<Scalars['ID']['output']>;
  /** Who made the change: their username at the time, 'AI research' for a research run, '' when not recorded. */
  authorName: Scalars['String']['output'];
  /** One line: what the change did, e.g. 'Title changed', 'Edited the section “Market Context”'. */
  change: Scalars['String']['output'];
  /** When the change was made (ISO-8601). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  thesisId: Scalars['ID']['output'];
  /** The title the thesis had then. */
  title: Scalars['String']['output'];
  /** The thesis's version this state had. */
  version: Scalars['Int']['output'];
};

/** Badges: draft → Draft (grey), researching → In Progress (amber), complete → Complete (green), failed → Failed (red). */
export type ThesisStatus =
  | 'complete'
  | 'draft'
  | 'failed'
  | 'researching';

/** A sentence whose citation marker the last research run's check removed, and why. */
export type UnsupportedClaim = {
  __typename?: 'UnsupportedClaim';
  location: Maybe<Scalars['String']['output']>;
  /** The words the marker claimed to quote. */
  quote: Maybe<Scalars['String']['output']>;
  reason: UnsupportedReason;
  /** The title of the section it is in. */
  section: Scalars['String']['output'];
  sentence: Scalars['String']['output'];
  /** The source of the passage it pointed at. */
  sourceTitle: Maybe<Scalars['String']['output']>;
};

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

export type User = {
  __typename?: 'User';
  /** What the account may do across Thesis Studio, from the policy the API enforces. On `me` and the sign-in answers: the viewer's; the apps render from it instead of comparing roles. */
  capabilities: UserCapabilities;
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Language;
  role: Role;
  username: Scalars['String']['output'];
};

/** What an account may do across Thesis Studio (spec §6), computed from the policy tables. */
export type UserCapabilities = {
  __typename?: 'UserCapabilities';
  /** Administers Thesis Studio (admins): manages users, reads submitted ideas and the audit trail, sees every project (All Projects). */
  administer: Scalars['Boolean']['output'];
};

export type Webhook = {
  __typename?: 'Webhook';
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  /** research.completed, research.failed, question.received, member.added, member.removed */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastDelivery: Maybe<WebhookDelivery>;
  url: Scalars['String']['output'];
};

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** ISO-8601 */
  at: Scalars['String']['output'];
  durationMs: Scalars['Int']['output'];
  /** Why it failed; null on a 2xx. */
  error: Maybe<Scalars['String']['output']>;
  /** The endpoint's HTTP status; null when no answer came. */
  status: Maybe<Scalars['Int']['output']>;
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Array<WebhookAttempt>;
  /** ISO-8601 */
  createdAt: Scalars['String']['output'];
  event: Scalars['String']['output'];
  /** The webhook-id header: the same on every attempt. */
  id: Scalars['ID']['output'];
  /** ISO-8601; null once delivered or failed. */
  nextAttemptAt: Maybe<Scalars['String']['output']>;
  /** pending (being sent or waiting for a retry), delivered (a 2xx answer) or failed (attempts used up). */
  status: Scalars['String']['output'];
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
  AcceptedInvitation: ResolverTypeWrapper<AcceptedInvitation>;
  AccountSession: ResolverTypeWrapper<AccountSession>;
  AddTextSourceInput: AddTextSourceInput;
  AiProviderKind: AiProviderKind;
  AiStatus: ResolverTypeWrapper<AiStatus>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ApiTokenScope: ApiTokenScope;
  AskOwnerInput: AskOwnerInput;
  AuditAction: AuditAction;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuditPageInput: AuditPageInput;
  AuditParty: ResolverTypeWrapper<AuditParty>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatReplyEvent: ResolverTypeWrapper<ChatReplyEvent>;
  ChatRole: ChatRole;
  Citation: ResolverTypeWrapper<Citation>;
  CitationCheck: ResolverTypeWrapper<CitationCheck>;
  CitationSummary: ResolverTypeWrapper<CitationSummary>;
  CitationSupport: CitationSupport;
  Comment: ResolverTypeWrapper<Comment>;
  ContentDraftEvent: ResolverTypeWrapper<ContentDraftEvent>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateProjectInput: CreateProjectInput;
  CreateThesisInput: CreateThesisInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  CreatedWebhook: ResolverTypeWrapper<CreatedWebhook>;
  CueCard: ResolverTypeWrapper<CueCard>;
  CueCardKind: CueCardKind;
  DatabaseKind: DatabaseKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateThesisContentInput: GenerateThesisContentInput;
  GeneratedContent: ResolverTypeWrapper<GeneratedContent>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Idea: ResolverTypeWrapper<Idea>;
  InboxSectionComment: ResolverTypeWrapper<InboxSectionComment>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  KeyInsights: ResolverTypeWrapper<KeyInsights>;
  Language: Language;
  LoginInput: LoginInput;
  McpServer: ResolverTypeWrapper<McpServer>;
  McpTool: ResolverTypeWrapper<McpTool>;
  MemberRole: MemberRole;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyDataSummary: ResolverTypeWrapper<MyDataSummary>;
  PresentUser: ResolverTypeWrapper<PresentUserMapper>;
  Project: ResolverTypeWrapper<ProjectMapper>;
  ProjectInvitation: ResolverTypeWrapper<ProjectInvitation>;
  ProjectMember: ResolverTypeWrapper<ProjectMember>;
  ProjectRole: ProjectRole;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<Question>;
  ReaderQuestion: ResolverTypeWrapper<ReaderQuestion>;
  RegisterInput: RegisterInput;
  RemovedSource: ResolverTypeWrapper<RemovedSource>;
  ResearchGrounding: ResolverTypeWrapper<ResearchGrounding>;
  ResearchPhase: ResolverTypeWrapper<ResearchPhase>;
  ResearchPhaseStatus: ResearchPhaseStatus;
  ResearchPlan: ResolverTypeWrapper<ResearchPlan>;
  ResearchPlanInput: ResearchPlanInput;
  ResearchPlanPhase: ResolverTypeWrapper<ResearchPlanPhase>;
  ResearchPlanPhaseInput: ResearchPlanPhaseInput;
  ResearchProgressEvent: ResolverTypeWrapper<ResearchProgressEvent>;
  ResearchRun: ResolverTypeWrapper<ResearchRun>;
  ResearchRunStatus: ResearchRunStatus;
  Role: Role;
  SaveLinkInput: SaveLinkInput;
  SavedLink: ResolverTypeWrapper<SavedLink>;
  SavedState: ResolverTypeWrapper<SavedState>;
  SearchProviderKind: SearchProviderKind;
  SectionClaimCheck: ResolverTypeWrapper<SectionClaimCheck>;
  SectionComment: ResolverTypeWrapper<SectionComment>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  SharedThesis: ResolverTypeWrapper<SharedThesis>;
  Source: ResolverTypeWrapper<Source>;
  SourceAuthor: ResolverTypeWrapper<SourceAuthor>;
  SourceKind: SourceKind;
  SourcePassageHit: ResolverTypeWrapper<SourcePassageHit>;
  SourceStatus: SourceStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitIdeaInput: SubmitIdeaInput;
  SubmittedIdea: ResolverTypeWrapper<SubmittedIdea>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TextRange: ResolverTypeWrapper<TextRange>;
  Thesis: ResolverTypeWrapper<ThesisMapper>;
  ThesisBlock: ResolverTypeWrapper<ThesisBlock>;
  ThesisChange: ResolverTypeWrapper<ThesisChangeMapper>;
  ThesisChangeKind: ThesisChangeKind;
  ThesisPresence: ResolverTypeWrapper<ThesisPresenceMapper>;
  ThesisReading: ResolverTypeWrapper<ThesisReading>;
  ThesisRevision: ResolverTypeWrapper<ThesisRevision>;
  ThesisStatus: ThesisStatus;
  UnsupportedClaim: ResolverTypeWrapper<UnsupportedClaim>;
  UnsupportedReason: UnsupportedReason;
  UpdateMeInput: UpdateMeInput;
  UpdateProjectInput: UpdateProjectInput;
  UpdateThesisInput: UpdateThesisInput;
  User: ResolverTypeWrapper<UserMapper>;
  UserCapabilities: ResolverTypeWrapper<UserCapabilities>;
  Webhook: ResolverTypeWrapper<Webhook>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WizardStateInput: WizardStateInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptedInvitation: AcceptedInvitation;
  AccountSession: AccountSession;
  AddTextSourceInput: AddTextSourceInput;
  AiStatus: AiStatus;
  ApiToken: ApiToken;
  AskOwnerInput: AskOwnerInput;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  AuditPageInput: AuditPageInput;
  AuditParty: AuditParty;
  Boolean: Scalars['Boolean']['output'];
  ChatMessage: ChatMessage;
  ChatReplyEvent: ChatReplyEvent;
  Citation: Citation;
  CitationCheck: CitationCheck;
  CitationSummary: CitationSummary;
  Comment: Comment;
  ContentDraftEvent: ContentDraftEvent;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateProjectInput: CreateProjectInput;
  CreateThesisInput: CreateThesisInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiToken: CreatedApiToken;
  CreatedWebhook: CreatedWebhook;
  CueCard: CueCard;
  Float: Scalars['Float']['output'];
  GenerateThesisContentInput: GenerateThesisContentInput;
  GeneratedContent: GeneratedContent;
  ID: Scalars['ID']['output'];
  Idea: Idea;
  InboxSectionComment: InboxSectionComment;
  Int: Scalars['Int']['output'];
  InvitationPreview: InvitationPreview;
  KeyInsights: KeyInsights;
  LoginInput: LoginInput;
  McpServer: McpServer;
  McpTool: McpTool;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  MyDataSummary: MyDataSummary;
  PresentUser: PresentUserMapper;
  Project: ProjectMapper;
  ProjectInvitation: ProjectInvitation;
  ProjectMember: ProjectMember;
  Query: Record<PropertyKey, never>;
  Question: Question;
  ReaderQuestion: ReaderQuestion;
  RegisterInput: RegisterInput;
  RemovedSource: RemovedSource;
  ResearchGrounding: ResearchGrounding;
  ResearchPhase: ResearchPhase;
  ResearchPlan: ResearchPlan;
  ResearchPlanInput: ResearchPlanInput;
  ResearchPlanPhase: ResearchPlanPhase;
  ResearchPlanPhaseInput: ResearchPlanPhaseInput;
  ResearchProgressEvent: ResearchProgressEvent;
  ResearchRun: ResearchRun;
  SaveLinkInput: SaveLinkInput;
  SavedLink: SavedLink;
  SavedState: SavedState;
  SectionClaimCheck: SectionClaimCheck;
  SectionComment: SectionComment;
  ServerInfo: ServerInfo;
  SharedThesis: SharedThesis;
  Source: Source;
  SourceAuthor: SourceAuthor;
  SourcePassageHit: SourcePassageHit;
  String: Scalars['String']['output'];
  SubmitIdeaInput: SubmitIdeaInput;
  SubmittedIdea: SubmittedIdea;
  Subscription: Record<PropertyKey, never>;
  TextRange: TextRange;
  Thesis: ThesisMapper;
  ThesisBlock: ThesisBlock;
  ThesisChange: ThesisChangeMapper;
  ThesisPresence: ThesisPresenceMapper;
  ThesisReading: ThesisReading;
  ThesisRevision: ThesisRevision;
  UnsupportedClaim: UnsupportedClaim;
  UpdateMeInput: UpdateMeInput;
  UpdateProjectInput: UpdateProjectInput;
  UpdateThesisInput: UpdateThesisInput;
  User: UserMapper;
  UserCapabilities: UserCapabilities;
  Webhook: Webhook;
  WebhookAttempt: WebhookAttempt;
  WebhookDelivery: WebhookDelivery;
  WizardStateInput: WizardStateInput;
}>;

export type AcceptedInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptedInvitation'] = ResolversParentTypes['AcceptedInvitation']> = ResolversObject<{
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
}>;

export type AccountSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountSession'] = ResolversParentTypes['AccountSession']> = ResolversObject<{
  approximateIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  browser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  os?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AiStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AiStatus'] = ResolversParentTypes['AiStatus']> = ResolversObject<{
  engine?: Resolver<ResolversTypes['AiProviderKind'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchProviderKind'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiTokenScope'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditParty']>, ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['AuditParty'], ParentType, ContextType>;
  toRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  tokenId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tokenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditParty'] = ResolversParentTypes['AuditParty']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChatMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = ResolversObject<{
  citations?: Resolver<Array<ResolversTypes['Citation']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ChatRole'], ParentType, ContextType>;
}>;

export type ChatReplyEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatReplyEvent'] = ResolversParentTypes['ChatReplyEvent']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
}>;

export type CitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Citation'] = ResolversParentTypes['Citation']> = ResolversObject<{
  check?: Resolver<ResolversTypes['CitationCheck'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  n?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  sourceTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CitationCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CitationCheck'] = ResolversParentTypes['CitationCheck']> = ResolversObject<{
  checkedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quoteFound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  support?: Resolver<ResolversTypes['CitationSupport'], ParentType, ContextType>;
}>;

export type CitationSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CitationSummary'] = ResolversParentTypes['CitationSummary']> = ResolversObject<{
  notSupported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchecked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = ResolversObject<{
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ContentDraftEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentDraftEvent'] = ResolversParentTypes['ContentDraftEvent']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreatedApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedWebhookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedWebhook'] = ResolversParentTypes['CreatedWebhook']> = ResolversObject<{
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
}>;

export type CueCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CueCard'] = ResolversParentTypes['CueCard']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CueCardKind'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['TextRange']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeneratedContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneratedContent'] = ResolversParentTypes['GeneratedContent']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IdeaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Idea'] = ResolversParentTypes['Idea']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InboxSectionCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxSectionComment'] = ResolversParentTypes['InboxSectionComment']> = ResolversObject<{
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thesisSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanResolve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type InvitationPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviterUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  viewerIsInvitee?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type KeyInsightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyInsights'] = ResolversParentTypes['KeyInsights']> = ResolversObject<{
  insights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type McpServerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['McpServer'] = ResolversParentTypes['McpServer']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readScope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tools?: Resolver<Array<ResolversTypes['McpTool']>, ParentType, ContextType>;
  writeScope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type McpToolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['McpTool'] = ResolversParentTypes['McpTool']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inputSchema?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiTokenScope'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptInvitation?: Resolver<ResolversTypes['AcceptedInvitation'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  addSectionComment?: Resolver<ResolversTypes['SectionComment'], ParentType, ContextType, RequireFields<MutationAddSectionCommentArgs, 'content' | 'section' | 'thesisId'>>;
  addSharedThesisComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAddSharedThesisCommentArgs, 'content' | 'shareUrl'>>;
  addTextSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationAddTextSourceArgs, 'input' | 'thesisId'>>;
  askOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAskOwnerArgs, 'input' | 'shareUrl'>>;
  changeMemberRole?: Resolver<ResolversTypes['ProjectMember'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'projectId' | 'role' | 'userId'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changeUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUserRoleArgs, 'role' | 'userId'>>;
  checkSectionClaims?: Resolver<ResolversTypes['SectionClaimCheck'], ParentType, ContextType, RequireFields<MutationCheckSectionClaimsArgs, 'section' | 'thesisId'>>;
  confirmEmailChange?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createThesis?: Resolver<ResolversTypes['Thesis'], ParentType, ContextType, RequireFields<MutationCreateThesisArgs, 'input' | 'projectId'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['CreatedWebhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteMyAccount?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'password'>>;
  deleteProject?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'id'>>;
  deleteSectionComment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSectionCommentArgs, 'commentId' | 'thesisId'>>;
  deleteThesis?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteThesisArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'userId'>>;
  deleteWebhook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  endMyOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endMySession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndMySessionArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  generateSummary?: Resolver<ResolversTypes['KeyInsights'], ParentType, ContextType, RequireFields<MutationGenerateSummaryArgs, 'content'>>;
  generateThesisContent?: Resolver<ResolversTypes['GeneratedContent'], ParentType, ContextType, RequireFields<MutationGenerateThesisContentArgs, 'input'>>;
  inviteMember?: Resolver<ResolversTypes['ProjectInvitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'email' | 'projectId' | 'role'>>;
  leaveProject?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationLeaveProjectArgs, 'projectId'>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markIdeaHandled?: Resolver<ResolversTypes['Idea'], ParentType, ContextType, RequireFields<MutationMarkIdeaHandledArgs, 'handled' | 'id'>>;
  markQuestionRead?: Resolver<ResolversTypes['Question'], ParentType, ContextType, RequireFields<MutationMarkQuestionReadArgs, 'id'>>;
  markSectionCommentRead?: Resolver<ResolversTypes['InboxSectionComment'], ParentType, ContextType, RequireFields<MutationMarkSectionCommentReadArgs, 'id'>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'projectId' | 'userId'>>;
  removeSavedLink?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveSavedLinkArgs, 'id'>>;
  removeSource?: Resolver<ResolversTypes['RemovedSource'], ParentType, ContextType, RequireFields<MutationRemoveSourceArgs, 'sourceId' | 'thesisId'>>;
  renewShareLink?: Resolver<ResolversTypes['Thesis'], ParentType, ContextType, RequireFields<MutationRenewShareLinkArgs, 'thesisId'>>;
  requestEmailChange?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'currentPassword' | 'newEmail'>>;
  resendInvitation?: Resolver<ResolversTypes['ProjectInvitation'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'invitationId' | 'projectId'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  resolveSectionComment?: Resolver<ResolversTypes['SectionComment'], ParentType, ContextType, RequireFields<MutationResolveSectionCommentArgs, 'commentId' | 'resolved' | 'thesisId'>>;
  restoreThesisRevision?: Resolver<ResolversTypes['Thesis'], ParentType, ContextType, RequireFields<MutationRestoreThesisRevisionArgs, 'revisionId' | 'thesisId'>>;
  revokeApiToken?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  revokeInvitation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'invitationId' | 'projectId'>>;
  revokeShareLink?: Resolver<ResolversTypes['Thesis'], ParentType, ContextType, RequireFields<MutationRevokeShareLinkArgs, 'thesisId'>>;
  saveLink?: Resolver<ResolversTypes['SavedLink'], ParentType, ContextType, RequireFields<MutationSaveLinkArgs, 'input'>>;
  sendSharedThesisMessage?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<MutationSendSharedThesisMessageArgs, 'content' | 'shareUrl'>>;
  sendThesisMessage?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<MutationSendThesisMessageArgs, 'content' | 'thesisId'>>;
  setLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetLanguageArgs, 'language'>>;
  setSectionHidden?: Resolver<ResolversTypes['Thesis'], ParentType, ContextType, RequireFields<MutationSetSectionHiddenArgs, 'hidden' | 'section' | 'thesisId'>>;
  startResearch?: Resolver<ResolversTypes['ResearchRun'], ParentType, ContextType, RequireFields<MutationStartResearchArgs, 'thesisId'>>;
  submitIdea?: Resolver<ResolversTypes['SubmittedIdea'], ParentType, ContextType, RequireFields<MutationSubmitIdeaArgs, 'input'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateResearchPlan?: Resolver<ResolversTypes['ResearchPlan'], ParentType, ContextType, RequireFields<MutationUpdateResearchPlanArgs, 'input' | 'thesisId'>>;
  updateThesis?: Resolver<ResolversTypes['Thesis'], ParentType, ContextType, RequireFields<MutationUpdateThesisArgs, 'id' | 'input'>>;
}>;

export type MyDataSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyDataSummary'] = ResolversParentTypes['MyDataSummary']> = ResolversObject<{
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletionBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionsReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionsSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readerChats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedLinks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sources?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  theses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PresentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PresentUser'] = ResolversParentTypes['PresentUser']> = ResolversObject<{
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Maybe<Array<ResolversTypes['ProjectInvitation']>>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ProjectMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  sectionComments?: Resolver<Maybe<Array<ResolversTypes['InboxSectionComment']>>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theses?: Resolver<Array<ResolversTypes['Thesis']>, ParentType, ContextType>;
  thesesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadQuestionsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanLeave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['ProjectRole'], ParentType, ContextType>;
}>;

export type ProjectInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectInvitation'] = ResolversParentTypes['ProjectInvitation']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
}>;

export type ProjectMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectMember'] = ResolversParentTypes['ProjectMember']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ProjectRole'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  aiStatus?: Resolver<ResolversTypes['AiStatus'], ParentType, ContextType>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType, Partial<QueryApiTokensArgs>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  ideas?: Resolver<Array<ResolversTypes['Idea']>, ParentType, ContextType>;
  invitation?: Resolver<ResolversTypes['InvitationPreview'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  mcpServer?: Resolver<ResolversTypes['McpServer'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAuditEntries?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryMyAuditEntriesArgs>>;
  myData?: Resolver<ResolversTypes['MyDataSummary'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['AccountSession']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectArgs, 'idOrSlug'>>;
  projectQuestions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType, RequireFields<QueryProjectQuestionsArgs, 'projectId'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  readerQuestions?: Resolver<Array<ResolversTypes['ReaderQuestion']>, ParentType, ContextType, RequireFields<QueryReaderQuestionsArgs, 'thesisId'>>;
  researchPhases?: Resolver<Array<ResolversTypes['ResearchPhase']>, ParentType, ContextType, RequireFields<QueryResearchPhasesArgs, 'thesisId'>>;
  researchPlan?: Resolver<ResolversTypes['ResearchPlan'], ParentType, ContextType, RequireFields<QueryResearchPlanArgs, 'thesisId'>>;
  researchRun?: Resolver<ResolversTypes['ResearchRun'], ParentType, ContextType, RequireFields<QueryResearchRunArgs, 'thesisId'>>;
  savedLinks?: Resolver<Array<ResolversTypes['SavedLink']>, ParentType, ContextType>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType>;
  sharedThesis?: Resolver<Maybe<ResolversTypes['SharedThesis']>, ParentType, ContextType, RequireFields<QuerySharedThesisArgs, 'shareUrl'>>;
  sharedThesisComments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<QuerySharedThesisCommentsArgs, 'shareUrl'>>;
  sharedThesisMessages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QuerySharedThesisMessagesArgs, 'shareUrl'>>;
  sourceSearch?: Resolver<Array<ResolversTypes['SourcePassageHit']>, ParentType, ContextType, RequireFields<QuerySourceSearchArgs, 'q' | 'thesisId'>>;
  thesis?: Resolver<Maybe<ResolversTypes['Thesis']>, ParentType, ContextType, RequireFields<QueryThesisArgs, 'idOrSlug'>>;
  thesisHistory?: Resolver<Array<ResolversTypes['ThesisRevision']>, ParentType, ContextType, RequireFields<QueryThesisHistoryArgs, 'thesisId'>>;
  thesisMessages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryThesisMessagesArgs, 'thesisId'>>;
  thesisSaved?: Resolver<ResolversTypes['SavedState'], ParentType, ContextType, RequireFields<QueryThesisSavedArgs, 'thesisId'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  viewerCanAdminister?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'webhookId'>>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type QuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thesisId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thesisTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReaderQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReaderQuestion'] = ResolversParentTypes['ReaderQuestion']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RemovedSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovedSource'] = ResolversParentTypes['RemovedSource']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ResearchGroundingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchGrounding'] = ResolversParentTypes['ResearchGrounding']> = ResolversObject<{
  cited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retrieved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResearchPhaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchPhase'] = ResolversParentTypes['ResearchPhase']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedStartSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queuePosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResearchPhaseStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResearchPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchPlan'] = ResolversParentTypes['ResearchPlan']> = ResolversObject<{
  excludedSourceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  phases?: Resolver<Array<ResolversTypes['ResearchPlanPhase']>, ParentType, ContextType>;
  reviewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webSearch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResearchPlanPhaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchPlanPhase'] = ResolversParentTypes['ResearchPlanPhase']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  searchQueries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResearchProgressEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchProgressEvent'] = ResolversParentTypes['ResearchProgressEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedStartSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phaseIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phaseStatus?: Resolver<ResolversTypes['ResearchPhaseStatus'], ParentType, ContextType>;
  phaseTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queuePosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  runStatus?: Resolver<ResolversTypes['ResearchRunStatus'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalPhases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResearchRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResearchRun'] = ResolversParentTypes['ResearchRun']> = ResolversObject<{
  estimatedStartSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grounding?: Resolver<Maybe<ResolversTypes['ResearchGrounding']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phases?: Resolver<Array<ResolversTypes['ResearchPhase']>, ParentType, ContextType>;
  queuePosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResearchRunStatus'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SavedLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedLink'] = ResolversParentTypes['SavedLink']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedState'] = ResolversParentTypes['SavedState']> = ResolversObject<{
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  savedLinkId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SectionClaimCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionClaimCheck'] = ResolversParentTypes['SectionClaimCheck']> = ResolversObject<{
  checked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['CitationSummary'], ParentType, ContextType>;
}>;

export type SectionCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionComment'] = ResolversParentTypes['SectionComment']> = ResolversObject<{
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanResolve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ServerInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = ResolversObject<{
  ai?: Resolver<ResolversTypes['AiProviderKind'], ParentType, ContextType>;
  db?: Resolver<ResolversTypes['DatabaseKind'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchProviderKind'], ParentType, ContextType>;
}>;

export type SharedThesisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedThesis'] = ResolversParentTypes['SharedThesis']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = ResolversObject<{
  addedBy?: Resolver<Maybe<ResolversTypes['SourceAuthor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fetchedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  passages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sections?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SourceStatus'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SourceAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SourceAuthor'] = ResolversParentTypes['SourceAuthor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SourcePassageHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SourcePassageHit'] = ResolversParentTypes['SourcePassageHit']> = ResolversObject<{
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  passageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['SourceKind'], ParentType, ContextType>;
  sourceTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubmittedIdeaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmittedIdea'] = ResolversParentTypes['SubmittedIdea']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _empty?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_empty", ParentType, ContextType>;
  researchProgress?: SubscriptionResolver<ResolversTypes['ResearchProgressEvent'], "researchProgress", ParentType, ContextType, RequireFields<SubscriptionResearchProgressArgs, 'thesisId'>>;
  thesisChanged?: SubscriptionResolver<ResolversTypes['ThesisChange'], "thesisChanged", ParentType, ContextType, RequireFields<SubscriptionThesisChangedArgs, 'thesisId'>>;
  thesisContentDraft?: SubscriptionResolver<ResolversTypes['ContentDraftEvent'], "thesisContentDraft", ParentType, ContextType, RequireFields<SubscriptionThesisContentDraftArgs, 'input'>>;
  thesisMessageReply?: SubscriptionResolver<ResolversTypes['ChatReplyEvent'], "thesisMessageReply", ParentType, ContextType, RequireFields<SubscriptionThesisMessageReplyArgs, 'content' | 'thesisId'>>;
  thesisPresence?: SubscriptionResolver<ResolversTypes['ThesisPresence'], "thesisPresence", ParentType, ContextType, RequireFields<SubscriptionThesisPresenceArgs, 'thesisId'>>;
}>;

export type TextRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextRange'] = ResolversParentTypes['TextRange']> = ResolversObject<{
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ThesisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Thesis'] = ResolversParentTypes['Thesis']> = ResolversObject<{
  citationSummary?: Resolver<ResolversTypes['CitationSummary'], ParentType, ContextType>;
  citations?: Resolver<Array<ResolversTypes['Citation']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['SectionComment']>, ParentType, ContextType, Partial<ThesisCommentsArgs>>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  context?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hiddenSections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intellectualChallenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reading?: Resolver<ResolversTypes['ThesisReading'], ParentType, ContextType, RequireFields<ThesisReadingArgs, 'language'>>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ThesisStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsupportedClaims?: Resolver<Array<ResolversTypes['UnsupportedClaim']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanShare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ThesisBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThesisBlock'] = ResolversParentTypes['ThesisBlock']> = ResolversObject<{
  depth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThesisChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThesisChange'] = ResolversParentTypes['ThesisChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  byViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ThesisChangeKind'], ParentType, ContextType>;
  thesis?: Resolver<Maybe<ResolversTypes['Thesis']>, ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ThesisPresenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThesisPresence'] = ResolversParentTypes['ThesisPresence']> = ResolversObject<{
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['PresentUser']>, ParentType, ContextType>;
}>;

export type ThesisReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThesisReading'] = ResolversParentTypes['ThesisReading']> = ResolversObject<{
  article?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ThesisBlock']>, ParentType, ContextType>;
  cueCards?: Resolver<Array<ResolversTypes['CueCard']>, ParentType, ContextType>;
  intellectualChallenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThesisRevisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThesisRevision'] = ResolversParentTypes['ThesisRevision']> = ResolversObject<{
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thesisId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnsupportedClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsupportedClaim'] = ResolversParentTypes['UnsupportedClaim']> = ResolversObject<{
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['UnsupportedReason'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  capabilities?: Resolver<ResolversTypes['UserCapabilities'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserCapabilitiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserCapabilities'] = ResolversParentTypes['UserCapabilities']> = ResolversObject<{
  administer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AcceptedInvitation?: AcceptedInvitationResolvers<ContextType>;
  AccountSession?: AccountSessionResolvers<ContextType>;
  AiStatus?: AiStatusResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditParty?: AuditPartyResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatReplyEvent?: ChatReplyEventResolvers<ContextType>;
  Citation?: CitationResolvers<ContextType>;
  CitationCheck?: CitationCheckResolvers<ContextType>;
  CitationSummary?: CitationSummaryResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  ContentDraftEvent?: ContentDraftEventResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreatedWebhook?: CreatedWebhookResolvers<ContextType>;
  CueCard?: CueCardResolvers<ContextType>;
  GeneratedContent?: GeneratedContentResolvers<ContextType>;
  Idea?: IdeaResolvers<ContextType>;
  InboxSectionComment?: InboxSectionCommentResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  KeyInsights?: KeyInsightsResolvers<ContextType>;
  McpServer?: McpServerResolvers<ContextType>;
  McpTool?: McpToolResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyDataSummary?: MyDataSummaryResolvers<ContextType>;
  PresentUser?: PresentUserResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectInvitation?: ProjectInvitationResolvers<ContextType>;
  ProjectMember?: ProjectMemberResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  ReaderQuestion?: ReaderQuestionResolvers<ContextType>;
  RemovedSource?: RemovedSourceResolvers<ContextType>;
  ResearchGrounding?: ResearchGroundingResolvers<ContextType>;
  ResearchPhase?: ResearchPhaseResolvers<ContextType>;
  ResearchPlan?: ResearchPlanResolvers<ContextType>;
  ResearchPlanPhase?: ResearchPlanPhaseResolvers<ContextType>;
  ResearchProgressEvent?: ResearchProgressEventResolvers<ContextType>;
  ResearchRun?: ResearchRunResolvers<ContextType>;
  SavedLink?: SavedLinkResolvers<ContextType>;
  SavedState?: SavedStateResolvers<ContextType>;
  SectionClaimCheck?: SectionClaimCheckResolvers<ContextType>;
  SectionComment?: SectionCommentResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  SharedThesis?: SharedThesisResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  SourceAuthor?: SourceAuthorResolvers<ContextType>;
  SourcePassageHit?: SourcePassageHitResolvers<ContextType>;
  SubmittedIdea?: SubmittedIdeaResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TextRange?: TextRangeResolvers<ContextType>;
  Thesis?: ThesisResolvers<ContextType>;
  ThesisBlock?: ThesisBlockResolvers<ContextType>;
  ThesisChange?: ThesisChangeResolvers<ContextType>;
  ThesisPresence?: ThesisPresenceResolvers<ContextType>;
  ThesisReading?: ThesisReadingResolvers<ContextType>;
  ThesisRevision?: ThesisRevisionResolvers<ContextType>;
  UnsupportedClaim?: UnsupportedClaimResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserCapabilities?: UserCapabilitiesResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
}>;

