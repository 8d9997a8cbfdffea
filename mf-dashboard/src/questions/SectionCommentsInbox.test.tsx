// @vitest-environment happy-dom
// The owner's inbox of members' section comments (issue 29): newest first with the project's name,
// unread ones marked and markable, a link to the thesis with the section's comments open.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { button, mount, settle } from '@thesis-studio/ui/test-dom';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SectionCommentsInbox, inboxComments } from './SectionCommentsInbox';

const comment = (id: string, minute: number, isRead: boolean) => ({
  __typename: 'InboxSectionComment',
  id,
  thesisTitle: 'Routing',
  thesisSlug: 'routing',
  section: 'Method and data',
  authorName: 'vic',
  content: `Comment ${id}`,
  isRead,
  createdAt: new Date(Date.UTC(2026, 11, 5, 10, minute)).toISOString(),
});

describe('SectionCommentsInbox', { timeout: 15_000 }, () => {
  it('lists the comments newest first, unread marked; Mark as read sends the mutation', async () => {
    const sent: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          sent.push(operation.operationName ?? '');
          if (operation.operationName === 'SectionCommentsInbox')
            observer.next({
              data: {
                projects: [
                  {
                    __typename: 'Project',
                    id: 'p1',
                    name: 'Depots',
                    sectionComments: [comment('a', 1, true), comment('b', 9, false)],
                  },
                  { __typename: 'Project', id: 'p2', name: 'Shared with me', sectionComments: null },
                ],
              },
            });
          if (operation.operationName === 'MarkSectionCommentRead')
            observer.next({
              data: { markSectionCommentRead: { __typename: 'InboxSectionComment', id: 'b', isRead: true } },
            });
          observer.complete();
        }),
    );
    const { root } = mount();
    act(() =>
      root.render(
        <MemoryRouter>
          <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
            <SectionCommentsInbox />
          </ApolloProvider>
        </MemoryRouter>,
      ),
    );
    await settle(() =>
      expect(document.querySelectorAll('[data-testid="inbox-section-comment"]')).toHaveLength(2),
    );
    const cards = [...document.querySelectorAll('[data-testid="inbox-section-comment"]')];
    expect(cards.map((c) => c.textContent?.includes('Unread'))).toEqual([true, false]);
    expect(document.querySelector('[data-testid="section-comments-summary"]')?.textContent).toBe(
      '2 comments, 1 unread on the sections of your theses',
    );
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toBe(
      '/theses/routing?comments=Method%20and%20data',
    );
    act(() => button(document, 'Mark as read').click());
    await settle(() => expect(sent).toContain('MarkSectionCommentRead'));
    await settle(() => expect(document.body.textContent).not.toContain('Unread'));
  });

  it('inboxComments: every project’s comments with its name, newest first; none for null', () => {
    const list = inboxComments([
      { name: 'A', sectionComments: [comment('x', 1, false)] },
      { name: 'B', sectionComments: [comment('y', 2, false)] },
      { name: 'C', sectionComments: null },
    ]);
    expect(list.map((c) => [c.id, c.projectName])).toEqual([
      ['y', 'B'],
      ['x', 'A'],
    ]);
  });
});
