// The landing idea kept in sessionStorage as `pendingIdea` (spec §3), so a visitor who signs up next
// starts their first project request from it (/projects/new reads it, then clears it).
import { readStoredObject } from './stored-json.js';

export interface PendingIdea {
  name: string;
  email: string;
  idea: string;
}

export const PENDING_IDEA_KEY = 'pendingIdea';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingIdea(session: Pick<Storage, 'setItem'>, idea: PendingIdea): void {
  try {
    session.setItem(
      PENDING_IDEA_KEY,
      JSON.stringify({ name: idea.name, email: idea.email, idea: idea.idea }),
    );
  } catch {
    // storage full or disabled: the idea was still sent; only the sign-up shortcut is lost
  }
}

/** The stored idea, or null when there is none or it is not a {name, email, idea} of strings with an idea. */
export function readPendingIdea(session: Pick<Storage, 'getItem'>): PendingIdea | null {
  const value = readStoredObject(session, PENDING_IDEA_KEY);
  if (value === null) return null;
  const { name, email, idea } = value;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof idea !== 'string') return null;
  if (idea.trim() === '') return null;
  return { name, email, idea };
}

export function clearPendingIdea(session: Pick<Storage, 'removeItem'>): void {
  try {
    session.removeItem(PENDING_IDEA_KEY);
  } catch {
    // nothing to clear
  }
}

/** Reads and removes it: for the screen that turns it into a project request. */
export function takePendingIdea(session: SessionLike): PendingIdea | null {
  const idea = readPendingIdea(session);
  clearPendingIdea(session);
  return idea;
}
