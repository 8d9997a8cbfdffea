// Every collection of the database, and what deleting an account does to it (issue 21 §1). A test
// seeds one of everything through the real modules, enumerates the database's collections and fails
// when one is missing here, or holds a person's id or email without a deletion rule; another deletes
// that person and then finds their id and email nowhere (audit entries keep the id only).
//
// `steps` name the account-deletion steps (listed in modules/composition.ts) that carry the rule out;
// 'projects.owned' deletes the person's projects, and with each its theses and everything hanging
// off them through the project and thesis cascades. `exported` names where the export puts it.

export type PersonalDataRule =
  | {
      /** What it holds about a person, and what happens to it when their account is deleted. */
      rule: string;
      steps: readonly string[];
      /** The export's file(s), or why it is not exported. */
      exported: string;
    }
  | {
      /** Why the collection holds no personal data. */
      noPersonalData: string;
    };

const WITH_THESIS = 'goes with its thesis (thesis cascade) when the person’s projects are deleted';

export const PERSONAL_DATA: Readonly<Record<string, PersonalDataRule>> = {
  users: {
    rule: 'the account: deleted first, so the person is signed out at once and the email can register again',
    steps: ['users.account'],
    exported: 'account.json (without the password hash)',
  },
  claims: {
    rule: 'the first-admin claim names the account that claimed it: the id is removed, the claim stays (no later account becomes admin by registering first)',
    steps: ['users.account'],
    exported: 'not exported: a marker, not about the person',
  },
  sessions: {
    rule: 'sessions (hashed id, user agent, approximate address): all deleted',
    steps: ['users.account', 'account.sessions'],
    exported: 'sessions.json (without the hashed ids)',
  },
  password_resets: {
    rule: 'password-reset tokens (hashed): deleted',
    steps: ['auth.password-resets'],
    exported: 'not exported: secrets, valid an hour',
  },
  email_changes: {
    rule: 'pending email changes (hashed token, the new address): deleted',
    steps: ['auth.email-changes'],
    exported: 'not exported: secrets, valid a day',
  },
  rate_limiter: {
    rule: 'counters keyed by account id or email (sign-in, forgot-password, chat, comments, export…): deleted; counters keyed by address expire within their window (at most a day)',
    steps: ['account.rate-limits'],
    exported: 'not exported: counters',
  },
  api_tokens: {
    rule: 'the person’s API tokens (name, scope, hashed secret, dates): deleted',
    steps: ['tokens.all'],
    exported: 'api-tokens.json (without the hashed secret)',
  },
  webhooks: {
    rule: 'the person’s webhook endpoints (address, events, signing secret): deleted',
    steps: ['webhooks.all'],
    exported: 'webhooks.json (without the signing secret)',
  },
  webhook_deliveries: {
    rule: 'deliveries to the person’s endpoints (the payload as sent, attempts): deleted, their queued attempts cancelled; deliveries to others’ endpoints naming the person (a question they sent): deleted, as the question is',
    steps: ['webhooks.all', 'webhooks.naming'],
    exported: 'not exported: copies of events already in the export, purged after a few days anyway',
  },
  projects: { rule: 'the person’s projects: deleted', steps: ['projects.owned'], exported: 'projects.json' },
  memberships: {
    rule: 'the person’s memberships of others’ projects: deleted; the memberships of their own projects go with the projects',
    steps: ['members.memberships', 'projects.owned'],
    exported: 'memberships.json',
  },
  invitations: {
    rule: 'invitations sent to the person’s address: deleted; the person’s name on invitations they sent: removed (those of their own projects go with the projects)',
    steps: ['members.memberships', 'projects.owned'],
    exported: 'not exported: a pending invitation is the project owner’s, and works once',
  },
  theses: {
    rule: 'theses of the person’s projects: deleted (their share links then answer "Shared thesis not found"; others’ saved links to them say unavailable)',
    steps: ['projects.owned'],
    exported: 'theses.json, theses/<thesis>/thesis.md',
  },
  thesis_revisions: {
    rule: `versions of the person’s theses: ${WITH_THESIS}; versions of others’ theses the person’s edits replaced (an admin’s) stay but name no one`,
    steps: ['projects.owned', 'history.authored'],
    exported: 'versions.json, theses/<thesis>/versions/*.md',
  },
  research_runs: { rule: WITH_THESIS, steps: ['projects.owned'], exported: 'research-runs.json' },
  research_plans: { rule: WITH_THESIS, steps: ['projects.owned'], exported: 'research-plans.json' },
  jobs: {
    rule: `the job queue (shared/jobs.ts): scheduled research runs (thesis id only): ${WITH_THESIS} (the job is cancelled); queued webhook delivery attempts (a delivery id only): cancelled with the person’s deliveries; the account’s own deletion job (user id only): removed when its last step is done`,
    steps: ['projects.owned', 'webhooks.all'],
    exported: 'not exported: scheduling state (the runs are in research-runs.json)',
  },
  sources: {
    rule: `${WITH_THESIS}; sources the person added to others’ theses (an admin’s) stay but name no one`,
    steps: ['projects.owned', 'sources.added'],
    exported: 'sources.json',
  },
  'source_files.files': {
    rule: `original files and extracted text of the sources: ${WITH_THESIS}`,
    steps: ['projects.owned'],
    exported: 'sources/<thesis>/<source id>-<name> (the originals)',
  },
  'source_files.chunks': {
    rule: `the bytes of those files: ${WITH_THESIS}`,
    steps: ['projects.owned'],
    exported: 'sources/<thesis>/<source id>-<name>',
  },
  source_passages: {
    rule: `passages of the sources: ${WITH_THESIS}`,
    steps: ['projects.owned'],
    exported: 'not exported: derived from the source files, which are',
  },
  source_indexes: {
    rule: `search index heads: ${WITH_THESIS}`,
    steps: ['projects.owned'],
    exported: 'not exported: derived',
  },
  source_index_chunks: {
    rule: `the search index: ${WITH_THESIS}`,
    steps: ['projects.owned'],
    exported: 'not exported: derived',
  },
  citations: { rule: WITH_THESIS, steps: ['projects.owned'], exported: 'citations.json' },
  citation_sets: {
    rule: WITH_THESIS,
    steps: ['projects.owned'],
    exported: 'not exported: bookkeeping of citations.json',
  },
  chat_messages: {
    rule: `Query Research chats: ${WITH_THESIS}`,
    steps: ['projects.owned'],
    exported: 'chats.json',
  },
  reader_messages: {
    rule: `readers’ chats about the person’s theses: ${WITH_THESIS}; the chats the person had as a signed-in reader of others’ theses: deleted`,
    steps: ['projects.owned', 'readers.chats'],
    exported: 'reader-chats.json, reader-questions-received.json',
  },
  comments: {
    rule: `comments on the person’s theses: ${WITH_THESIS}; comments the person wrote on others’ theses: deleted`,
    steps: ['projects.owned', 'comments.authored'],
    exported: 'comments-written.json, comments-received.json',
  },
  section_comments: {
    rule: `members’ comments on the sections of the person’s theses: ${WITH_THESIS}; comments the person wrote on others’ theses, with the answers to them: deleted; their id among the mentioned and as who resolved: removed`,
    steps: ['projects.owned', 'discussions.authored'],
    exported: 'section-comments-written.json, section-comments-received.json',
  },
  questions: {
    rule: 'questions sent about the person’s theses: go with the thesis and project; questions the person sent (signed in, or with their email before the deletion): deleted',
    steps: ['projects.owned', 'questions.sent'],
    exported: 'questions-sent.json, questions-received.json',
  },
  saved_links: {
    rule: 'the person’s saved links: deleted; others’ saved links to the person’s theses stay (they are the others’) and say unavailable',
    steps: ['savedLinks.own'],
    exported: 'saved-links.json',
  },
  ideas: {
    rule: 'ideas submitted with the person’s email before the deletion: deleted; ideas an admin handled stop naming them',
    steps: ['ideas.submitted'],
    exported: 'ideas.json',
  },
  agenda_logs: {
    noPersonalData:
      'the job scheduler’s events (job id and name, started, succeeded, failed with the error message, retries): no account, thesis or text',
  },
  web_cache: {
    noPersonalData:
      'public web pages by address, shared by every thesis and linked to no account or thesis; expire after a day',
  },
  account_deletions: {
    rule: 'the deletion job itself (id and email while it runs): deleted when its last step is done',
    steps: [],
    exported: 'not exported: exists only while an account is being deleted',
  },
  audit_log: {
    rule: 'entries by or about the person: kept (append-only), with their name and email scrubbed; the id stays',
    steps: ['account.audit'],
    exported: 'audit.json',
  },
  known_browsers: {
    rule: 'browser and OS names the person signed in from (the new-browser check): deleted',
    steps: ['account.known-browsers'],
    exported: 'not exported: the same browsers are in sessions.json and audit.json',
  },
};
