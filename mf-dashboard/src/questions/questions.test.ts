import { describe, expect, it } from 'vitest';
import { inboxQuestions, questionDateLabel, questionsSummary, replyMailto, senderLabel } from './questions';

const question = (
  id: string,
  createdAt: string,
  overrides: Partial<{ senderName: string; senderEmail: string }> = {},
) => ({
  id,
  thesisTitle: 'Nordic Entry',
  senderName: 'Ada Reader',
  senderEmail: 'ada@reader.test',
  isRead: false,
  createdAt,
  ...overrides,
});

describe('inboxQuestions', () => {
  it("lists every project's questions with the project's name, newest first", () => {
    const list = inboxQuestions([
      {
        id: 'p1',
        name: 'Market Entry',
        slug: 'market-entry',
        questions: [question('a', '2026-01-02T00:00:00Z'), question('c', '2026-03-01T00:00:00Z')],
      },
      { id: 'p2', name: 'Pricing', slug: 'pricing', questions: [question('b', '2026-02-01T00:00:00Z')] },
      { id: 'p3', name: 'Quiet', slug: 'quiet', questions: [] },
    ]);
    expect(list.map((q) => [q.id, q.projectName, q.projectSlug])).toEqual([
      ['c', 'Market Entry', 'market-entry'],
      ['b', 'Pricing', 'pricing'],
      ['a', 'Market Entry', 'market-entry'],
    ]);
  });
});

describe('senderLabel', () => {
  it("says 'You' for the reader's own email, whatever its case", () => {
    expect(senderLabel(question('a', ''), 'ADA@reader.test ')).toBe('You');
  });
  it("gives the sender's name, or 'Anonymous' without one", () => {
    expect(senderLabel(question('a', ''), 'owner@x.test')).toBe('Ada Reader');
    expect(senderLabel(question('a', '', { senderName: '  ' }), 'owner@x.test')).toBe('Anonymous');
    expect(senderLabel(question('a', '', { senderName: '', senderEmail: '' }), '')).toBe('Anonymous');
  });
});

describe('replyMailto', () => {
  it('writes to the sender with a subject naming the thesis', () => {
    const href = replyMailto(question('a', ''))!;
    expect(href).toBe(
      'mailto:ada@reader.test?subject=Re%3A%20your%20question%20about%20%22Nordic%20Entry%22',
    );
    expect(decodeURIComponent(new URL(href).searchParams.get('subject')!)).toBe(
      'Re: your question about "Nordic Entry"',
    );
  });
  it('cannot be turned into extra headers by the address, and is null without one', () => {
    expect(replyMailto({ senderEmail: 'a@b.test?bcc=x@y.test', thesisTitle: 'T' })).toMatch(
      /^mailto:a@b\.test%3Fbcc%3Dx@y\.test\?subject=/,
    );
    expect(replyMailto({ senderEmail: ' ', thesisTitle: 'T' })).toBeNull();
  });
});

describe('questionDateLabel', () => {
  it('is relative under 7 days, then the full date (spec §9)', () => {
    const now = new Date(2026, 5, 30, 12);
    const daysAgo = (days: number) => new Date(2026, 5, 30 - days, 9).toISOString();
    expect(questionDateLabel(daysAgo(0), now)).toBe('Today');
    expect(questionDateLabel(daysAgo(1), now)).toBe('1 day ago');
    expect(questionDateLabel(daysAgo(6), now)).toBe('6 days ago');
    expect(questionDateLabel(daysAgo(7), now)).toMatch(/2026/);
    expect(questionDateLabel(daysAgo(7), now)).not.toMatch(/week/);
  });
});

describe('questionsSummary', () => {
  it('counts questions and the unread ones', () => {
    expect(questionsSummary(1, 0)).toBe('1 question');
    expect(questionsSummary(4, 2)).toBe('4 questions, 2 unread');
  });
});
