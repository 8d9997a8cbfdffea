import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { TooltipProvider } from '@thesis-studio/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SavedLinkCard, type SavedLinkCardSavedLink } from './SavedLinkCard';

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

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

const render = (link: SavedLinkCardSavedLink) =>
  renderToStaticMarkup(
    <ApolloProvider client={client}>
      <TooltipProvider>
        <SavedLinkCard savedLink={link} />
      </TooltipProvider>
    </ApolloProvider>,
  );

describe('SavedLinkCard', () => {
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
});
