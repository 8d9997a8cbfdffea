// Working on a thesis at the same time (issue 29, item 4): every saved change is published on the
// thesis's topic (GraphQL `thesisChanged`), and who has the thesis open is its presence (GraphQL
// `thesisPresence`: a subscription's lifetime is a person's presence). Both go over the PubSub, so
// they reach every gateway process (Redis) and need no polling.
import { randomUUID } from 'node:crypto';
import type { PubSub } from '../../shared/pubsub/index.js';

/** What kind of change was saved. */
export type ThesisChangeKind = 'edit' | 'restore' | 'research' | 'plan' | 'sharing';

/** One saved change of a thesis, as published. */
export interface ThesisChangeEvent {
  thesisId: string;
  version: number;
  kind: ThesisChangeKind;
  /** Who saved it (null for a research run's save). */
  byUserId: string | null;
  /** Their username at the time ('AI research' for a research run). */
  byName: string;
  /** ISO-8601 */
  at: string;
}

/** Someone who has a thesis open. */
export interface PresentUser {
  userId: string;
  username: string;
}

/** Who has a thesis open, as each present session sees it (one entry per person). */
export interface ThesisPresenceEvent {
  thesisId: string;
  users: PresentUser[];
}

/** Presence messages between sessions: joined (the others answer `here`), still here, left. */
interface PresenceMessage {
  type: 'join' | 'here' | 'leave';
  session: string;
  user: PresentUser;
}

const thesisChangedTopic = (thesisId: string): string => `thesis-changed:${thesisId}`;
const presenceTopic = (thesisId: string): string => `thesis-presence:${thesisId}`;

/** The people in a roster of sessions, each once, in the order they came. */
const peopleOf = (sessions: Map<string, PresentUser>): PresentUser[] => {
  const people = new Map<string, PresentUser>();
  for (const user of sessions.values()) if (!people.has(user.userId)) people.set(user.userId, user);
  return [...people.values()];
};

export class ThesisLive {
  constructor(private readonly pubsub: PubSub) {}

  /** Publishes a saved change; a failure to publish never undoes the write (the caller logs it). */
  publishChange(event: ThesisChangeEvent): Promise<void> {
    return this.pubsub.publish(thesisChangedTopic(event.thesisId), event);
  }

  /** The changes of one thesis from now on (the caller has checked the reader may read it). */
  changes(thesisId: string): AsyncIterableIterator<ThesisChangeEvent> {
    return this.pubsub.subscribe<ThesisChangeEvent>(thesisChangedTopic(thesisId));
  }

  /** How many live `thesisChanged` subscriptions this process holds for a thesis. */
  changeSubscribers(thesisId: string): number {
    return this.pubsub.subscriberCount(thesisChangedTopic(thesisId));
  }

  /**
   * A presence session: while the iterator lives, `user` is among those who have the thesis open.
   * It yields who has it open (the user among them) at once and on every arrival and departure;
   * ending it (the client unsubscribes or goes away) tells the others.
   */
  presence(thesisId: string, user: PresentUser): AsyncIterableIterator<ThesisPresenceEvent> {
    const topic = presenceTopic(thesisId);
    const session = randomUUID();
    const roster = new Map<string, PresentUser>([[session, user]]);
    const messages = this.pubsub.subscribe<PresenceMessage>(topic);
    const announce = (type: PresenceMessage['type']) =>
      this.pubsub.publish<PresenceMessage>(topic, { type, session, user }).catch(() => undefined);
    const snapshot = (): ThesisPresenceEvent => ({ thesisId, users: peopleOf(roster) });
    let first = true;
    let ended = false;
    void announce('join');

    const iterator: AsyncIterableIterator<ThesisPresenceEvent> = {
      next: async () => {
        if (first) {
          first = false;
          return { done: false, value: snapshot() };
        }
        for (;;) {
          const result = await messages.next();
          if (result.done) return { done: true, value: undefined };
          const message = result.value;
          if (message.session === session) continue;
          const before = JSON.stringify(peopleOf(roster));
          if (message.type === 'leave') roster.delete(message.session);
          else roster.set(message.session, message.user);
          if (message.type === 'join') void announce('here');
          if (JSON.stringify(peopleOf(roster)) !== before) return { done: false, value: snapshot() };
        }
      },
      return: async () => {
        if (!ended) {
          ended = true;
          await announce('leave');
          await messages.return?.();
        }
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** How many presence sessions this process holds for a thesis. */
  presenceSessions(thesisId: string): number {
    return this.pubsub.subscriberCount(presenceTopic(thesisId));
  }
}
