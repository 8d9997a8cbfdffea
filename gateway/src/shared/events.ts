// The gateway's domain events, declared once: what a module announces, with its payload. A module that
// announces one is given the bus; who reacts is written where modules are composed
// (modules/composition.ts, `subscribe`), so reading that one function shows every reaction. A leaf:
// payloads name only domain types.
import type { Types } from 'mongoose';
import type { AccountUser, Actor, Role } from './access/actor.js';
import type { RequestMeta } from './access/request-auth.js';

/** theses: a saved change of title, content or central question (an edit, a restore, a research save). */
export interface ThesisEdited {
  /** The thesis as it was before the write. */
  before: {
    _id: Types.ObjectId;
    title: string;
    content: string;
    intellectualChallenge: string;
    version: number;
  };
  changes: { title?: string; content?: string; intellectualChallenge?: string };
  /** Who edited; null for a research run. */
  actor: Actor | null;
  /**
   * For a research run's saves: which run wrote it (a run researched again is another run), so the
   * history keeps what each run replaced and not every section save.
   */
  run?: string;
  /** What changed, when the caller says it better than a comparison would (a restore). */
  change?: string;
}

/**
 * theses: what a person's thesis list shows changed (a thesis created, renamed, its status changed,
 * deleted). `ownerId` is the project's owner, null when it is no longer known.
 */
export interface ThesisListChange {
  thesisId: string;
  ownerId: string | null;
}

/** research: a run completed or failed (once per run). */
export interface ResearchFinished {
  runId: string;
  thesisId: string;
  status: 'complete' | 'failed';
  failureReason: string | null;
  finishedAt: Date;
}

/** questions: a question was just sent to a thesis's owner. */
export interface QuestionReceived {
  id: string;
  projectId: string;
  thesisId: string;
  thesisTitle: string;
  question: string;
  senderName: string;
  senderEmail: string;
  createdAt: Date;
}

/** members: someone became a member of a project (they accepted an invitation). */
export interface MemberAdded {
  projectId: string;
  userId: string;
  role: 'editor' | 'viewer';
}

/** members: a member was removed from a project by its owner or an admin, or left it (`left`). */
export interface MemberRemoved {
  projectId: string;
  userId: string;
  /** Who removed them (themselves when they left). */
  actorId: string;
  left: boolean;
}

/** discussions: a project member commented on a thesis section (issue 29). */
export interface SectionCommentAdded {
  commentId: string;
  thesisId: string;
  thesisTitle: string;
  projectId: string;
  section: string;
  content: string;
  /** The author's username. */
  authorName: string;
  /** The project's members the comment mentions (`@username`), never its author. */
  mentioned: ReadonlyArray<{ userId: string; email: string }>;
  /** The thesis page with the section's comments open. */
  link: string;
}

/** auth: a successful sign-in or registration. */
export interface UserSignedIn {
  user: Actor;
  meta: RequestMeta;
  /** 'register': the account's first session. */
  kind: 'login' | 'register';
}

/** users: an account's role changed (by an admin, or ADMIN_EMAIL at start). */
export interface RoleChanged {
  actor: AccountUser | null;
  subject: AccountUser;
  from: Role;
  to: Role;
  ip: string | null;
}

/** Every event by name. */
export interface GatewayEvents {
  /** theses → after the write; the edit stands whatever a subscriber does. */
  'thesis.edited': ThesisEdited;
  /**
   * theses → before these theses are deleted (their project is going): what hangs off them goes
   * first, so a crash part-way leaves the theses in place and deleting again finishes the job.
   * Subscribers must be idempotent; the first failure stops the deletion.
   */
  'theses.deleting': readonly string[];
  /** projects → before a project is deleted, and once more after (anything created meanwhile). */
  'project.deleting': string;
  /** theses → after the write; a subscriber's failure is logged. */
  'thesis.list-changed': ThesisListChange;
  /** research → a run finished; a subscriber's failure is logged. */
  'research.finished': ResearchFinished;
  /** questions → a question was sent; a subscriber's failure is logged. */
  'question.received': QuestionReceived;
  /** members → after the membership is written; a subscriber's failure is logged. */
  'member.added': MemberAdded;
  /** members → after the membership is deleted; a subscriber's failure is logged. */
  'member.removed': MemberRemoved;
  /** discussions → after the comment is written; a subscriber's failure is logged. */
  'section-comment.added': SectionCommentAdded;
  /** auth → someone signed in or registered; a subscriber's failure is logged. */
  'user.signed-in': UserSignedIn;
  /** users → a role changed; a subscriber's failure is logged. */
  'user.role-changed': RoleChanged;
}

export type EventName = keyof GatewayEvents;
export type Subscriber<Name extends EventName> = (payload: GatewayEvents[Name]) => Promise<void>;

export class EventBus {
  private readonly subscribers = new Map<EventName, Array<Subscriber<never>>>();

  /** Subscribes; `announce` tells subscribers in the order they subscribed, `run` the other way. */
  on<Name extends EventName>(name: Name, subscriber: Subscriber<Name>): void {
    const list = this.subscribers.get(name) ?? [];
    list.push(subscriber as Subscriber<never>);
    this.subscribers.set(name, list);
  }

  /**
   * Tells every subscriber, one after another; a subscriber's failure goes to `failed` and the next
   * still runs (what the announcer did stands whatever a subscriber does).
   */
  async announce<Name extends EventName>(
    name: Name,
    payload: GatewayEvents[Name],
    failed: (error: unknown) => void,
  ): Promise<void> {
    for (const subscriber of this.of(name)) {
      try {
        await subscriber(payload);
      } catch (error) {
        failed(error);
      }
    }
  }

  /**
   * Runs every subscriber, one after another, the last subscribed first (the deletions: a domain
   * composed later may keep data that points at an earlier one's, so it cleans up before it); the
   * first failure stops the rest and is thrown.
   */
  async run<Name extends EventName>(name: Name, payload: GatewayEvents[Name]): Promise<void> {
    for (const subscriber of this.of(name).reverse()) await subscriber(payload);
  }

  private of<Name extends EventName>(name: Name): Array<Subscriber<Name>> {
    return [...(this.subscribers.get(name) ?? [])] as Array<Subscriber<Name>>;
  }
}
