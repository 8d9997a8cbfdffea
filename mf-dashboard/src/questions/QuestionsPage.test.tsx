import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { authStore, AuthProvider } from '@thesis-studio/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionsPage } from './QuestionsPage';

const render = () =>
  renderToStaticMarkup(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}>
      <AuthProvider>
        <MemoryRouter>
          <QuestionsPage />
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );

describe('QuestionsPage', () => {
  afterEach(() => authStore.setUser(null));

  it("tells a visitor who is not signed in to log in (spec §2: 'Access Denied')", () => {
    authStore.setUser(null);
    const html = render();
    expect(html).toContain('Access Denied');
    expect(html).toContain('Please log in to view questions.');
    expect(html).not.toContain('question-skeleton');
  });

  it('shows three placeholders while the questions load', () => {
    authStore.setUser({
      __typename: 'User',
      id: 'u1',
      username: 'Owner',
      email: 'owner@x.test',
      role: 'user',
      language: 'UK',
      createdAt: '2026-01-01T00:00:00.000Z',
      capabilities: { administer: false },
    });
    const html = render();
    expect(html.match(/data-testid="question-skeleton"/g)).toHaveLength(3);
    expect(html).not.toContain('Access Denied');
  });
});
