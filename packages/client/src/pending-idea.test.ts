import { describe, expect, it } from 'vitest';
import {
  clearPendingIdea,
  PENDING_IDEA_KEY,
  readPendingIdea,
  savePendingIdea,
  takePendingIdea,
} from './pending-idea.js';
import { memoryStorage } from './memory-storage.js';

const idea = { name: 'Ada', email: 'ada@example.com', idea: 'Enter the Nordic market' };

describe('pendingIdea in sessionStorage', () => {
  it('is stored as the JSON of the form and read back', () => {
    const session = memoryStorage();
    savePendingIdea(session, { ...idea, extra: 'dropped' } as typeof idea);
    expect(JSON.parse(session.data.get(PENDING_IDEA_KEY) ?? '')).toEqual(idea);
    expect(readPendingIdea(session)).toEqual(idea);
  });

  it('reads null when missing, not JSON, the wrong shape, or without an idea', () => {
    expect(readPendingIdea(memoryStorage())).toBeNull();
    for (const raw of [
      '{',
      '"text"',
      'null',
      '[]',
      '{"name":"a","email":"b"}',
      '{"name":1,"email":"b","idea":"c"}',
    ]) {
      expect(readPendingIdea(memoryStorage({ [PENDING_IDEA_KEY]: raw }))).toBeNull();
    }
    const blank = JSON.stringify({ ...idea, idea: '   ' });
    expect(readPendingIdea(memoryStorage({ [PENDING_IDEA_KEY]: blank }))).toBeNull();
  });

  it('take reads once and clears; clear removes it', () => {
    const session = memoryStorage({ [PENDING_IDEA_KEY]: JSON.stringify(idea) });
    expect(takePendingIdea(session)).toEqual(idea);
    expect(session.data.has(PENDING_IDEA_KEY)).toBe(false);
    expect(takePendingIdea(session)).toBeNull();
    savePendingIdea(session, idea);
    clearPendingIdea(session);
    expect(readPendingIdea(session)).toBeNull();
  });
});
