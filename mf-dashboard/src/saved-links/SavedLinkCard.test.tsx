import { chooseLanguage, datesFor } from '@thesis-studio/client';
import { afterEach, describe, expect, it } from 'vitest';
import { daysAgo, renderMarkup } from '../testing/static-markup';
import { SavedLinkCard, type SavedLinkCardSavedLink } from './SavedLinkCard';

const savedLink = (overrides: Partial<SavedLinkCardSavedLink> = {}): SavedLinkCardSavedLink => ({
  __typename: 'SavedLink',
  id: 's1',
  thesisId: 't1',
  title: 'Nordic Entry <2027>',
  shareUrl: 'abc/def',
  projectName: 'Market Entry',
  createdAt: new Date().toISOString(),
  available: true,
  ...overrides,
});

const render = (link: SavedLinkCardSavedLink) => renderMarkup(<SavedLinkCard savedLink={link} />);

describe('SavedLinkCard', () => {
  afterEach(() => chooseLanguage('UK'));

  it('shows title, project and saved date, and opens the shared page in a new tab', () => {
    const html = render(savedLink());
    expect(html).toContain('Nordic Entry &lt;2027&gt;');
    expect(html).toContain('From Market Entry project');
    expect(html).toContain('Saved Today');
    expect(html).toMatch(/<a href="\/shared\/abc\/def" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('aria-label="Remove saved link Nordic Entry &lt;2027&gt;"');
    expect(html).not.toContain('no longer available');
  });

  it('says a link whose thesis is gone or no longer shared is unavailable, with no way to open it', () => {
    const html = render(savedLink({ available: false }));
    expect(html).toContain('This thesis is no longer available');
    expect(html).not.toContain('href="/shared/');
    expect(html).toContain('aria-label="Remove saved link');
  });

  it('dates the save relatively, then in full from 30 days on, in the language choice (spec §9)', () => {
    const dated = (days: number) => render(savedLink({ createdAt: daysAgo(days).toISOString() }));
    expect(dated(1)).toContain('>Saved 1 day ago</time>');
    expect(dated(8)).toContain('>Saved 1 week ago</time>');
    expect(dated(29)).toContain('>Saved 4 weeks ago</time>');
    const month = daysAgo(30);
    expect(dated(30)).not.toMatch(/ago<|Today/);
    expect(dated(30)).toContain(`>Saved ${datesFor('UK').date(month)}</time>`);
    expect(dated(30)).toMatch(/>Saved \d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);
    // The tooltip is the moment, in the same language.
    expect(dated(30)).toContain(`title="${datesFor('UK').dateTime(month)}"`);
    chooseLanguage('USA');
    expect(dated(30)).toContain(`>Saved ${datesFor('USA').date(month)}</time>`);
    expect(dated(30)).toMatch(/>Saved [A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(dated(30)).toContain(`title="${datesFor('USA').dateTime(month)}"`);
  });
});
