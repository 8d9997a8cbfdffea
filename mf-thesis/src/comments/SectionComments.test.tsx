// @vitest-environment happy-dom
// The comment rail over a scripted GraphQL link and an article's heading frames: a badge per `##`
// heading with its open comments, the rail with threads, answers, resolve and delete as the gateway's
// viewerCan… fields allow, the compose box with @mention suggestions, `?comments=` opening it, and the
// rules behind it.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { button, keyDown, mount, queryButton, settle, type } from '@thesis-studio/ui/test-dom';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { badgeLabel, insertMention, mentionAt, mentionSuggestions, openCounts, threadsOf } from './comments';
import { SectionComments } from './SectionComments';

const THESIS_ID = '665f1c2a9b1e8a0012345678';
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 5, 10, minutes)).toISOString();
const comment = (over: Record<string, unknown>) => ({
  __typename: 'SectionComment',
  parentId: null,
  resolved: false,
  viewerCanResolve: false,
  viewerCanDelete: false,
  createdAt: at(0),
  ...over,
});
const COMMENTS = [
  comment({
    id: 'c1',
    section: 'Method',
    authorName: 'olga',
    content: 'Which depots, @vic?',
    viewerCanResolve: true,
  }),
  comment({
    id: 'c2',
    section: 'Method',
    parentId: 'c1',
    authorName: 'vic',
    content: 'All four.',
    viewerCanDelete: true,
    createdAt: at(5),
  }),
  comment({ id: 'c3', section: 'Findings', authorName: 'olga', content: 'Settled.', resolved: true }),
];
const MEMBERS = [
  { __typename: 'ProjectMember', userId: 'u1', username: 'olga' },
  { __typename: 'ProjectMember', userId: 'u2', username: 'vic' },
  { __typename: 'ProjectMember', userId: 'u3', username: 'victoria' },
];

let root: Root;
let sent: Array<{ name: string; variables: Record<string, unknown> }>;

function render({ canComment = true, path = '/theses/t' } = {}) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ name: operation.operationName ?? '', variables: operation.variables });
        if (operation.operationName === 'SectionComments')
          observer.next({
            data: {
              thesis: {
                __typename: 'Thesis',
                id: THESIS_ID,
                viewerCanComment: canComment,
                comments: COMMENTS,
                project: { __typename: 'Project', id: 'p1', members: MEMBERS },
              },
            },
          });
        if (operation.operationName === 'AddSectionComment')
          observer.next({ data: { addSectionComment: { __typename: 'SectionComment', id: 'new' } } });
        if (operation.operationName === 'ResolveSectionComment')
          observer.next({
            data: { resolveSectionComment: { __typename: 'SectionComment', id: 'c1', resolved: true } },
          });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <ApolloProvider client={client}>
          <SectionComments thesisId={THESIS_ID} />
        </ApolloProvider>
      </MemoryRouter>,
    ),
  );
}

/** The article as the page frames it: heading frames with data-section, and a paragraph. */
function article() {
  const node = document.createElement('div');
  node.dataset.testid = 'thesis-article';
  node.innerHTML = [
    '<div data-block-index="0"><h1>Title</h1></div>',
    '<div data-block-index="1" data-section="Method"><h2>Method</h2></div>',
    '<div data-block-index="2" data-section="Method"><p>We counted.</p></div>',
    '<div data-block-index="3" data-section="Findings"><h2>Findings</h2></div>',
  ].join('');
  document.body.appendChild(node);
}

const badges = () =>
  [...document.querySelectorAll('[data-testid="section-comments-badge"]')].map((b) =>
    b.getAttribute('aria-label'),
  );
const rail = () => document.querySelector('[data-testid="comment-rail"]');

beforeEach(() => {
  document.querySelector('[data-testid="thesis-article"]')?.remove();
  ({ root } = mount());
  sent = [];
  article();
});

describe('SectionComments', { timeout: 15_000 }, () => {
  it('puts a badge in each ## heading’s frame: the count of open comments, else “Comment”', async () => {
    render();
    await settle(() => expect(badges()).toEqual(['2 comments on Method', 'Comment on Findings']));
    const method = document.querySelector('[data-section="Method"] h2')!.parentElement!;
    expect(method.querySelector('[data-testid="section-comments-badge"]')?.textContent).toBe('2');
    expect(
      document.querySelectorAll('[data-section="Method"] [data-testid="section-comments-badge"]'),
    ).toHaveLength(1);
  });

  it('opens the rail: threads with answers, Resolve and Delete only where allowed; resolves', async () => {
    render();
    await settle(() => expect(badges()).toHaveLength(2));
    act(() => button(document, '2 comments on Method').click());
    await settle(() => expect(rail()).not.toBeNull());
    const text = rail()!.textContent ?? '';
    expect(text).toContain('On “Method” · only the project’s members see them');
    expect(text).toContain('Which depots, @vic?');
    expect(text).toContain('All four.');
    expect(rail()!.querySelectorAll('[data-testid="comment-thread"]')).toHaveLength(1);
    expect(queryButton(rail()!, 'Resolve')).not.toBeNull();
    expect(queryButton(rail()!, 'Delete your comment')).toBeNull();
    expect(queryButton(rail()!, 'Delete your reply')).not.toBeNull();
    act(() => button(rail()!, 'Resolve').click());
    await settle(() =>
      expect(sent.find((s) => s.name === 'ResolveSectionComment')?.variables).toEqual({
        thesisId: THESIS_ID,
        commentId: 'c1',
        resolved: true,
      }),
    );
  });

  it('suggests members after @, inserts the chosen one and sends the comment on the section', async () => {
    render();
    await settle(() => expect(badges()).toHaveLength(2));
    act(() => button(document, 'Comment on Findings').click());
    await settle(() => expect(rail()).not.toBeNull());
    expect(rail()!.textContent).toContain('No open comments on this section yet.');
    expect(rail()!.textContent).toContain('Show 1 resolved');
    const box = rail()!.querySelector<HTMLTextAreaElement>('textarea[aria-label="Comment on Findings"]')!;
    type(box, 'Please check @vi');
    await settle(() =>
      expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
        '@vic',
        '@victoria',
      ]),
    );
    expect(box.getAttribute('aria-controls')).toBe(document.querySelector('[role="listbox"]')!.id);
    keyDown(box, 'ArrowDown');
    keyDown(box, 'Enter');
    await settle(() => expect(box.value).toBe('Please check @victoria '));
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    act(() => button(rail()!, 'Comment').click());
    await settle(() =>
      expect(sent.find((s) => s.name === 'AddSectionComment')?.variables).toEqual({
        thesisId: THESIS_ID,
        section: 'Findings',
        content: 'Please check @victoria ',
        parentId: null,
      }),
    );
  });

  it('without viewerCanComment: no badge on a section without comments, no compose, no Reply', async () => {
    render({ canComment: false });
    await settle(() => expect(badges()).toEqual(['2 comments on Method']));
    act(() => button(document, '2 comments on Method').click());
    await settle(() => expect(rail()).not.toBeNull());
    expect(rail()!.querySelector('textarea')).toBeNull();
    expect(queryButton(rail()!, 'Reply')).toBeNull();
  });

  it('?comments=<section> (a mention mail’s link) opens the rail on that section', async () => {
    render({ path: '/theses/t?comments=Method' });
    await settle(() => expect(rail()?.textContent).toContain('Which depots, @vic?'));
  });
});

describe('rail rules', () => {
  it('threads: answers under their comment, open threads first', () => {
    const all = [
      ...COMMENTS,
      comment({ id: 'c4', section: 'Method', authorName: 'vic', content: 'Later', resolved: true }),
    ];
    const threads = threadsOf(all as never[], 'Method') as Array<{
      root: { id: string };
      replies: Array<{ id: string }>;
    }>;
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual([
      ['c1', ['c2']],
      ['c4', []],
    ]);
    expect(openCounts(all as never[])).toEqual(new Map([['Method', 2]]));
  });

  it('mentions: the @name before the caret, suggestions, insertion', () => {
    expect(mentionAt('Hi @vi', 6)).toEqual({ start: 3, query: 'vi' });
    expect(mentionAt('mail me@vi', 10)).toBeNull();
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionSuggestions(MEMBERS, 'TOR').map((m) => m.username)).toEqual(['victoria']);
    expect(insertMention('Hi @vi!', 3, 6, 'vic')).toEqual({ text: 'Hi @vic !', caret: 8 });
    expect(badgeLabel(1, 'Method')).toBe('1 comment on Method');
  });
});
