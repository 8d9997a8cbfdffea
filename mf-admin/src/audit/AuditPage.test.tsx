// @vitest-environment happy-dom
// The admin audit screen over a scripted GraphQL link: the table (who, what, whom, when, IP), a deleted
// account shown by its id only, the filters sent as the query's filter, and paging by cursor.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { languageStore } from '@thesis-studio/client/language';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditPage } from './AuditPage';
import { mount, settle, type } from '@thesis-studio/ui/test-dom';
import { auditEntry, auditParty as party } from '@thesis-studio/client/test-audit';

const GRACE = party('a1', 'Grace', 'grace@example.com');
const GONE = party('665f1c2a9b1e8a0012345678', null, null, true);

/** The screen's entries: Grace changing Bob's role, from 203.0.113.9, unless said otherwise. */
const entry = (id: string, changes: Record<string, unknown>) =>
  auditEntry(id, {
    action: 'role_changed',
    actor: GRACE,
    subject: party('u2', 'Bob', 'bob@example.com'),
    ip: '203.0.113.9',
    ...changes,
  });

const FIRST = [
  entry('e1', { action: 'account_deleted', subject: GONE }),
  entry('e2', { fromRole: 'user', toRole: 'admin' }),
  entry('e3', {
    action: 'new_browser_sign_in',
    actor: party('u2', 'Bob', 'bob@example.com'),
    browser: 'Firefox 128',
    os: 'Linux',
  }),
];
const SECOND = [entry('e4', { action: 'token_revoked', tokenName: 'CI deploys', ip: null })];

let root: Root;
let container: HTMLElement;
let requests: Array<Record<string, unknown>>;

function renderPage() {
  requests = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.variables);
        const cursor = (operation.variables['page'] as { cursor?: string }).cursor;
        const older = cursor === 'c2';
        observer.next({
          data: {
            auditLog: {
              __typename: 'AuditPage',
              entries: older ? SECOND : FIRST,
              total: 26,
              nextCursor: older ? null : 'c2',
            },
          },
        });
        observer.complete();
      }),
  );
  act(() =>
    root.render(
      <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
        <MemoryRouter>
          <AuditPage />
        </MemoryRouter>
      </ApolloProvider>,
    ),
  );
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const rows = () => [...container.querySelectorAll('[data-testid="audit-row"]')];
const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent?.trim());

beforeEach(() => {
  ({ root, container } = mount());
});
afterEach(() => languageStore.choose('UK'));

describe('AuditPage', { timeout: 20_000 }, () => {
  it('speaks German when the reader chose German: headings, actions, details and the range', async () => {
    languageStore.choose('DE');
    renderPage();
    await settle(() => expect(rows()).toHaveLength(3));
    expect(container.querySelector('h1')?.textContent).toBe('Audit-Protokoll');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Wann',
      'Aktion',
      'Durch',
      'Konto',
      'Details',
      'IP',
    ]);
    const [deleted, , signIn] = rows().map(cells);
    expect(deleted?.[1]).toBe('Konto gelöscht');
    expect(deleted?.[3]).toBe('Gelöschtes Konto 665f1c2a9b1e8a0012345678');
    expect(signIn?.[4]).toBe('Firefox 128 unter Linux');
    expect(container.textContent).toContain('Einträge 1–3 von 26');
    expect(button('Ältere')).toBeDefined();
  });

  it('shows who did what to whom, when and from where; a deleted account by its id only', async () => {
    renderPage();
    await settle(() => expect(rows()).toHaveLength(3));
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'When',
      'Action',
      'By',
      'Account',
      'Details',
      'IP',
    ]);
    const [deleted, roleChange, signIn] = rows().map(cells);
    expect(deleted?.slice(1)).toEqual([
      'Account deleted',
      'Gracegrace@example.com',
      'Deleted account 665f1c2a9b1e8a0012345678',
      '—',
      '203.0.113.9',
    ]);
    expect(roleChange?.[4]).toBe('user → admin');
    expect(signIn?.slice(1, 3)).toEqual(['Sign-in from a new browser', 'Bobbob@example.com']);
    expect(signIn?.[4]).toBe('Firefox 128 on Linux');
    expect(container.textContent).toContain('Entries 1–3 of 26');
    expect(requests[0]).toEqual({ filter: {}, page: { limit: 25 } });
  });

  it('filters by actor, subject and dates, and refuses a range that ends before it starts', async () => {
    renderPage();
    await settle(() => expect(rows()).toHaveLength(3));
    type(container.querySelector<HTMLInputElement>('#audit-actor')!, ' grace@example.com ');
    type(container.querySelector<HTMLInputElement>('#audit-subject')!, '665f1c2a9b1e8a0012345678');
    type(container.querySelector<HTMLInputElement>('#audit-from')!, '2026-03-02');
    type(container.querySelector<HTMLInputElement>('#audit-to')!, '2026-03-01');
    act(() => button('Filter').click());
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('must not be after');
    expect(requests).toHaveLength(1);

    type(container.querySelector<HTMLInputElement>('#audit-to')!, '2026-03-31');
    act(() => button('Filter').click());
    await settle(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({
      filter: {
        actor: 'grace@example.com',
        subject: '665f1c2a9b1e8a0012345678',
        from: '2026-03-02',
        to: '2026-03-31',
      },
      page: { limit: 25 },
    });
    act(() => button('Clear').click());
    await settle(() => expect(requests.at(-1)).toEqual({ filter: {}, page: { limit: 25 } }));
    expect(container.querySelector<HTMLInputElement>('#audit-actor')?.value).toBe('');
  });

  it('pages to older entries by cursor and back', async () => {
    renderPage();
    await settle(() => expect(rows()).toHaveLength(3));
    expect(button('Newer').disabled).toBe(true);
    act(() => button('Older').click());
    await settle(() => expect(rows()).toHaveLength(1));
    expect(requests.at(-1)).toEqual({ filter: {}, page: { limit: 25, cursor: 'c2' } });
    expect(cells(rows()[0]!)[4]).toBe("Token 'CI deploys'");
    expect(container.textContent).toContain('Entries 26–26 of 26');
    expect(button('Older').disabled).toBe(true);
    act(() => button('Newer').click());
    await settle(() => expect(rows()).toHaveLength(3));
  });
});
