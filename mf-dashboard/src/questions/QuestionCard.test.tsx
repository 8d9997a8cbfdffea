import { chooseLanguage, datesFor } from '@thesis-studio/client';
import { afterEach, describe, expect, it } from 'vitest';
import { daysAgo, renderMarkup } from '../testing/static-markup';
import { QuestionCard, type QuestionCardQuestion } from './QuestionCard';

const question = (overrides: Partial<QuestionCardQuestion> = {}): QuestionCardQuestion => ({
  __typename: 'Question',
  id: 'q1',
  projectId: 'p1',
  thesisId: 't1',
  thesisTitle: 'Nordic Entry',
  question: 'What about Finland?\nAnd Norway?',
  senderName: 'Ada Reader',
  senderEmail: 'ada@reader.test',
  isRead: false,
  createdAt: new Date().toISOString(),
  projectName: 'Market Entry',
  projectSlug: 'market-entry',
  ...overrides,
});

const render = (q: QuestionCardQuestion, userEmail = 'owner@x.test') =>
  renderMarkup(<QuestionCard question={q} userEmail={userEmail} />);

describe('QuestionCard', () => {
  afterEach(() => chooseLanguage('UK'));

  it('shows an unread question with its project, sender, date, text, reply line and Mark as Read', () => {
    const html = render(question());
    expect(html).toContain('href="/projects/market-entry"');
    expect(html).toContain('Market Entry');
    expect(html).toContain('>Unread<');
    expect(html).toContain('>Ada Reader<');
    expect(html).toContain('>ada@reader.test<');
    expect(html).toContain('>Today<');
    expect(html).toContain('What about Finland?\nAnd Norway?');
    expect(html).toContain('Reply to: <a href="mailto:ada@reader.test?subject=Re%3A%20your%20question');
    expect(html).toContain('Mark as Read');
  });

  it('dates the question relatively under 7 days, then in full in the language choice (spec §9)', () => {
    const dated = (days: number) => render(question({ createdAt: daysAgo(days).toISOString() }));
    expect(dated(1)).toContain('>1 day ago</time>');
    expect(dated(6)).toContain('>6 days ago</time>');
    const week = daysAgo(7);
    expect(dated(7)).not.toMatch(/week/);
    expect(dated(7)).toContain(`>${datesFor('UK').date(week)}</time>`);
    expect(dated(7)).toMatch(/>\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);
    chooseLanguage('USA');
    expect(dated(7)).toContain(`>${datesFor('USA').date(week)}</time>`);
    expect(dated(7)).toMatch(/>[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
  });

  it("has neither the Unread badge nor Mark as Read once read; 'You' for the reader's own email", () => {
    const html = render(question({ isRead: true }), 'ADA@reader.test');
    expect(html).not.toContain('>Unread<');
    expect(html).not.toContain('Mark as Read');
    expect(html).toContain('>You<');
  });

  it("says 'Anonymous' without a name, and that there is no reply address without an email", () => {
    const html = render(question({ senderName: '', senderEmail: '' }));
    expect(html).toContain('>Anonymous<');
    expect(html).toContain('No reply address given');
    expect(html).not.toContain('mailto:');
  });
});
