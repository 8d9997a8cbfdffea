// @vitest-environment happy-dom
// The API tokens screen as its owner meets it, over a scripted GraphQL link: the list (name, scope,
// created, expires, last used), creating a token (name, scope, expiry) whose secret is shown once with a
// working Copy button, the server's field errors, revoking after a confirmation, and webhooks (adding
// one with its signing secret shown once, the latest delivery, deleting one).
import { languageStore } from '@thesis-studio/client/language';
import { testUser } from '@thesis-studio/client/test-user';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiTokensPage } from './ApiTokensPage';
import { button as buttonIn, click, mount, settle, type } from '@thesis-studio/ui/test-dom';
import { renderScriptedPage, signedInForEachTest, type ScriptedOperation } from '../testing/scripted-page';

const USER = testUser({ createdAt: '2026-01-05T10:00:00.000Z' });

const SECRET = `ts_pat_${'Q'.repeat(43)}`;
const HOOK_SECRET = `whsec_${'A'.repeat(43)}=`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const token = (overrides: Record<string, unknown>) => ({
  __typename: 'ApiToken',
  id: 't1',
  name: 'Nightly export',
  scope: 'read',
  prefix: 'ts_pat_AbC123…',
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-05-30T09:00:00.000Z',
  lastUsedAt: minutesAgo(5),
  expired: false,
  ...overrides,
});

const delivery = (status: string, attempts: Array<{ status: number | null; error: string | null }>) => ({
  __typename: 'WebhookDelivery',
  id: 'msg_1',
  status,
  createdAt: '2026-03-02T09:00:00.000Z',
  attempts: attempts.map((a) => ({ __typename: 'WebhookAttempt', at: '2026-03-02T09:00:01.000Z', ...a })),
});

interface Script {
  createErrors?: Array<{ message: string; extensions: Record<string, unknown> }>;
}

let root: Root;
let container: HTMLElement;
let operations: ScriptedOperation[];
let tokens: Array<ReturnType<typeof token>>;
let webhooks: Array<Record<string, unknown>>;
let writeText: ReturnType<typeof vi.fn>;

function renderPage(script: Script = {}) {
  tokens = [
    token({}),
    token({
      id: 't2',
      name: 'CI deploys',
      scope: 'write',
      expiresAt: null,
      lastUsedAt: null,
      prefix: 'ts_pat_XyZ987…',
    }),
    token({ id: 't3', name: 'Old script', expiresAt: '2026-01-01T00:00:00.000Z', expired: true }),
  ];
  webhooks = [
    {
      __typename: 'Webhook',
      id: 'w1',
      url: 'https://hooks.example.com/research',
      events: ['research.completed', 'research.failed'],
      createdAt: '2026-03-01T09:00:00.000Z',
      lastDelivery: delivery('failed', [
        { status: 500, error: 'The endpoint answered 500; a 2xx status is expected.' },
      ]),
    },
  ];
  const answer = (name: string, variables: Record<string, unknown>): object => {
    switch (name) {
      case 'TokensSection':
        return { data: { apiTokens: tokens } };
      case 'TokensSectionCreate': {
        if (script.createErrors) return { errors: script.createErrors };
        const input = variables['input'] as { name: string; scope: string; expiresInDays: number | null };
        tokens = [token({ id: 't9', name: input.name, scope: input.scope, lastUsedAt: null }), ...tokens];
        return {
          data: {
            createApiToken: {
              __typename: 'CreatedApiToken',
              token: SECRET,
              apiToken: { __typename: 'ApiToken', id: 't9', name: input.name },
            },
          },
        };
      }
      case 'TokensSectionRevoke':
        tokens = tokens.filter((t) => t.id !== variables['id']);
        return { data: { revokeApiToken: variables['id'] } };
      case 'WebhooksSection':
        return { data: { webhooks } };
      case 'WebhooksSectionCreate': {
        const input = variables['input'] as { url: string; events: string[] };
        if (input.url.includes('localhost'))
          return {
            errors: [
              {
                message:
                  "localhost is on a private network, so Thesis Studio can't deliver to it. Use an address on the public internet.",
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: {
                    url: [
                      "localhost is on a private network, so Thesis Studio can't deliver to it. Use an address on the public internet.",
                    ],
                  },
                },
              },
            ],
          };
        webhooks = [
          {
            __typename: 'Webhook',
            id: 'w2',
            url: input.url,
            events: input.events,
            createdAt: new Date().toISOString(),
            lastDelivery: null,
          },
          ...webhooks,
        ];
        return {
          data: {
            createWebhook: {
              __typename: 'CreatedWebhook',
              secret: HOOK_SECRET,
              webhook: { __typename: 'Webhook', id: 'w2', url: input.url },
            },
          },
        };
      }
      case 'AgentsSection':
        return {
          data: {
            mcpServer: {
              __typename: 'McpServer',
              endpoint: 'http://localhost/mcp',
              readScope: 'Lists and reads theses.',
              writeScope: 'Also starts research.',
              tools: [
                {
                  __typename: 'McpTool',
                  name: 'list_theses',
                  title: 'List theses',
                  description: 'Lists the theses you can read.',
                  scope: 'read',
                  inputSchema: '{"type":"object","properties":{}}',
                },
              ],
            },
          },
        };
      case 'WebhooksSectionDelete':
        webhooks = webhooks.filter((w) => w['id'] !== variables['id']);
        return { data: { deleteWebhook: variables['id'] } };
      default:
        return { errors: [{ message: `unscripted ${name}` }] };
    }
  };
  operations = renderScriptedPage(
    root,
    { '/account/tokens': <ApiTokensPage />, '/account': <h1>Account page</h1> },
    answer,
  );
}

const text = () => document.body.textContent ?? '';
/** The button a person can reach by that name: inside the open dialog when there is one. */
const button = (name: string) => buttonIn(dialog() ?? document, name);
const rows = (kind: 'token' | 'webhook') => [...container.querySelectorAll(`[data-testid="${kind}-row"]`)];
/** The rows of that kind once there are `count` of them. */
const rowsOnceShown = (kind: 'token' | 'webhook', count: number) =>
  settle(() => {
    const found = rows(kind);
    expect(found).toHaveLength(count);
    return found;
  });
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

const radio = (label: string) => {
  const found = [...document.querySelectorAll<HTMLLabelElement>('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  const input = found?.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error(`no choice '${label}'`);
  return input;
};

signedInForEachTest(USER);

beforeEach(() => {
  ({ root, container } = mount());
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => languageStore.choose('UK'));
});

describe('ApiTokensPage', { timeout: 20_000 }, () => {
  it('speaks German when the reader chose German: headings, scopes, expiry, use and deliveries', async () => {
    languageStore.choose('DE');
    renderPage();
    const [first, second, third] = await rowsOnceShown('token', 3);
    expect(text()).toContain('Ihre Tokens');
    expect(text()).toContain('Token anlegen');
    expect(first?.textContent).toContain('Nur lesen');
    expect(first?.textContent).toMatch(/Läuft ab am .*2026/);
    expect(second?.textContent).toContain('Lesen und schreiben');
    expect(second?.textContent).toContain('Läuft nie ab');
    expect(second?.textContent).toContain('Nie verwendet');
    expect(third?.textContent).toContain('Abgelaufen');
    const [hook] = await rowsOnceShown('webhook', 1);
    expect(hook?.textContent).toContain('Recherche abgeschlossen');
    expect(hook?.textContent).toContain('Letzte Zustellung:');
    expect(hook?.textContent).toContain('Fehlgeschlagen');
    expect(text()).not.toContain('Your tokens');
    // The MCP server's own descriptions stay English, marked as such, and the reader is told why.
    await settle(() => expect(container.querySelector('[data-testid="mcp-tool"]')).not.toBeNull());
    const tool = container.querySelector('[data-testid="mcp-tool"]')!;
    expect(tool.querySelector('[lang="en"]')?.textContent).toBe('List theses');
    expect(text()).toContain('auf Englisch');
  });

  it('lists each token’s name, scope, first characters, created, expiry and last use', async () => {
    renderPage();
    const [first, second, third] = await rowsOnceShown('token', 3);
    expect(first?.textContent).toContain('Nightly export');
    expect(first?.textContent).toContain('Read only');
    expect(first?.textContent).toContain('ts_pat_AbC123…');
    expect(first?.textContent).toMatch(/Created .*1.*2026/);
    expect(first?.textContent).toMatch(/Expires .*30.*2026/);
    expect(first?.textContent).toContain('Last used 5 minutes ago');
    expect(second?.textContent).toContain('Read and write');
    expect(second?.textContent).toContain('Never expires');
    expect(second?.textContent).toContain('Never used');
    expect(third?.textContent).toContain('Expired');
    expect(container.querySelector('h1')?.textContent).toBe('API tokens');
    expect(container.querySelector('a[href="/account"]')?.textContent).toContain('Account');
  });

  it('creates a token with a name, scope and expiry, and shows the secret once with Copy', async () => {
    renderPage();
    await settle(() => expect(rows('token')).toHaveLength(3));
    click(button('Create token'));
    await settle(() => expect(dialog()?.textContent).toContain('Create API token'));
    // Read only and 30 days are chosen to begin with.
    expect(radio('Read only').checked).toBe(true);
    expect(radio('30 days').checked).toBe(true);
    // A name is needed before anything is sent.
    click(button('Create token'));
    await settle(() => expect(dialog()?.textContent).toContain('Give the token a name'));
    expect(operations.some((o) => o.name === 'TokensSectionCreate')).toBe(false);

    type(document.querySelector<HTMLInputElement>('#token-name')!, 'Weekly report');
    click(radio('Read and write'));
    click(radio('No expiry'));
    click(button('Create token'));
    const secret = await settle(() => {
      const field = dialog()?.querySelector<HTMLInputElement>('input[readonly]');
      expect(field?.value).toBe(SECRET);
      return field!;
    });
    expect(operations.find((o) => o.name === 'TokensSectionCreate')?.variables).toEqual({
      input: { name: 'Weekly report', scope: 'write', expiresInDays: null },
    });
    expect(secret.closest('[role="dialog"]')?.textContent).toContain('you will not be able to see it again');
    click(button('Copy the token'));
    await settle(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    await settle(() => expect(text()).toContain('Token copied'));
    click(button('Done'));
    await settle(() => expect(dialog()).toBeNull());
    // The list has the new token; the secret is nowhere on the page any more.
    await settle(() => expect(rows('token')[0]?.textContent).toContain('Weekly report'));
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it('sends the expiry chosen in days', async () => {
    renderPage();
    await settle(() => expect(rows('token')).toHaveLength(3));
    click(button('Create token'));
    await settle(() => expect(dialog()).not.toBeNull());
    type(document.querySelector<HTMLInputElement>('#token-name')!, 'Yearly');
    click(radio('1 year'));
    click(button('Create token'));
    await settle(() => expect(operations.some((o) => o.name === 'TokensSectionCreate')).toBe(true));
    expect(operations.find((o) => o.name === 'TokensSectionCreate')?.variables).toEqual({
      input: { name: 'Yearly', scope: 'read', expiresInDays: 365 },
    });
  });

  it('shows the server’s reason beside the name it refused', async () => {
    renderPage({
      createErrors: [
        {
          message: 'Name must be a single line without control characters.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { name: ['Name must be a single line without control characters.'] },
          },
        },
      ],
    });
    await settle(() => expect(rows('token')).toHaveLength(3));
    click(button('Create token'));
    await settle(() => expect(dialog()).not.toBeNull());
    const name = document.querySelector<HTMLInputElement>('#token-name')!;
    type(name, 'bad\u202Ename');
    click(button('Create token'));
    await settle(() => expect(dialog()?.textContent).toContain('single line without control characters'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(dialog()?.querySelector('input[readonly]')).toBeNull();
  });

  it('revokes a token only after the confirmation', async () => {
    renderPage();
    await settle(() => expect(rows('token')).toHaveLength(3));
    click(button('Revoke Nightly export'));
    await settle(() => expect(dialog()?.textContent).toContain('Revoke “Nightly export”?'));
    expect(dialog()?.textContent).toContain('stops working at once');
    click(button('Cancel'));
    await settle(() => expect(dialog()).toBeNull());
    expect(operations.some((o) => o.name === 'TokensSectionRevoke')).toBe(false);

    click(button('Revoke Nightly export'));
    await settle(() => expect(dialog()).not.toBeNull());
    click(button('Revoke token'));
    await settle(() => expect(rows('token')).toHaveLength(2));
    expect(operations.find((o) => o.name === 'TokensSectionRevoke')?.variables).toEqual({ id: 't1' });
    expect(text()).toContain('Token revoked');
  });

  it('lists webhooks with their events and latest delivery; adds one and shows its secret once', async () => {
    renderPage();
    const [row] = await rowsOnceShown('webhook', 1);
    expect(row?.textContent).toContain('https://hooks.example.com/research');
    expect(row?.textContent).toContain('Research completed');
    expect(row?.textContent).toContain('Research failed');
    expect(row?.textContent).toContain('Failed');
    expect(row?.textContent).toContain('The endpoint answered 500');

    click(button('Add webhook'));
    await settle(() => expect(dialog()?.textContent).toContain('Add webhook'));
    const url = document.querySelector<HTMLInputElement>('#webhook-url')!;
    type(url, 'http://localhost:9000/hook');
    // Only research.completed.
    for (const label of ['Research failed', 'Question received']) click(radio(label));
    click(button('Add webhook'));
    await settle(() => expect(dialog()?.textContent).toContain('on a private network'));
    expect(url.getAttribute('aria-invalid')).toBe('true');

    type(url, 'https://hooks.example.com/new');
    click(button('Add webhook'));
    await settle(() =>
      expect(dialog()?.querySelector<HTMLInputElement>('input[readonly]')?.value).toBe(HOOK_SECRET),
    );
    expect(operations.filter((o) => o.name === 'WebhooksSectionCreate').at(-1)?.variables).toEqual({
      input: { url: 'https://hooks.example.com/new', events: ['research.completed'] },
    });
    click(button('Done'));
    await settle(() => expect(rows('webhook')).toHaveLength(2));
    expect(rows('webhook')[0]?.textContent).toContain('No deliveries yet');
    expect(container.innerHTML).not.toContain(HOOK_SECRET);
  });

  it('deletes a webhook after the confirmation', async () => {
    renderPage();
    await settle(() => expect(rows('webhook')).toHaveLength(1));
    click(button('Delete the webhook https://hooks.example.com/research'));
    await settle(() => expect(dialog()?.textContent).toContain('Delete this webhook?'));
    click(button('Delete webhook'));
    await settle(() => expect(rows('webhook')).toHaveLength(0));
    expect(text()).toContain('No webhooks yet');
  });
});
