import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import { inboxQuestions, questionsSummary, replyMailto, senderLabel } from './questions';

const t = translatorFor('UK');

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
    expect(senderLabel(question('a', ''), 'ADA@reader.test ', t)).toBe('You');
  });
  it("gives the sender's name, or 'Anonymous' without one", () => {
    expect(senderLabel(question('a', ''), 'owner@x.test', t)).toBe('Ada Reader');
    expect(senderLabel(question('a', '', { senderName: '  ' }), 'owner@x.test', t)).toBe('Anonymous');
    expect(senderLabel(question('a', '', { senderName: '', senderEmail: '' }), '', t)).toBe('Anonymous');
  });
});

describe('replyMailto', () => {
  it('writes to the sender with a subject naming the thesis', () => {
    const href = replyMailto(question('a', ''), t)!;
    expect(href).toBe(
      'mailto:ada@reader.test?subject=Re%3A%20your%20question%20about%20%22Nordic%20Entry%22',
    );
    expect(decodeURIComponent(new URL(href).searchParams.get('subject')!)).toBe(
      'Re: your question about "Nordic Entry"',
    );
  });
  it('cannot be turned into extra headers by the address, and is null without one', () => {
    expect(replyMailto({ senderEmail: 'a@b.test?bcc=x@y.test', thesisTitle: 'T' }, t)).toMatch(
      /^mailto:a@b\.test%3Fbcc%3Dx@y\.test\?subject=/,
    );
    expect(replyMailto({ senderEmail: ' ', thesisTitle: 'T' }, t)).toBeNull();
  });
});

describe('questionsSummary', () => {
  it('counts questions and the unread ones', () => {
    expect(questionsSummary(1, 0, t)).toBe('1 question');
    expect(questionsSummary(4, 2, t)).toBe('4 questions, 2 unread');
  });
});
