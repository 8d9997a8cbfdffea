// @vitest-environment happy-dom
// The account page as its owner meets it, over a scripted GraphQL link and a stubbed fetch for the
// export: sessions (this device marked, one signed out, everywhere else), the export download and its
// hourly limit, account activity a page at a time, and deleting the account (consequences, the password,
// a wrong one, the last admin, then signed out on the landing page with a toast), and the sign-in details
// (username, email with its confirmation link, password; problems next to their fields).
import { authStore } from '@thesis-studio/client';
import { auditEntry as entry, auditParty as party } from '@thesis-studio/client/test-audit';
import { testUser } from '@thesis-studio/client/test-user';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from './AccountPage';
import { button as buttonIn, click, mount, settle, type } from '@thesis-studio/ui/test-dom';
import { renderScriptedPage, signedInForEachTest, type ScriptedOperation } from '../testing/scripted-page';

const USER = testUser({ createdAt: '2026-01-05T10:00:00.000Z' });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const SESSIONS = [
  {
    __typename: 'AccountSession',
    id: 's-here',
    browser: 'Chrome 126',
    os: 'Linux',
    platform: 'desktop',
    approximateIp: '203.0.113.0/24',
    signedInAt: '2026-03-01T09:00:00.000Z',
    lastSeenAt: minutesAgo(0),
    current: true,
  },
  {
    __typename: 'AccountSession',
    id: 's-phone',
    browser: 'Safari 17',
    os: 'iOS 17.5',
    platform: 'mobile',
    approximateIp: '2001:db8:1::/48',
    signedInAt: '2026-02-20T18:30:00.000Z',
    lastSeenAt: minutesAgo(45),
    current: false,
  },
];

const MY_DATA = {
  __typename: 'MyDataSummary',
  projects: 2,
  theses: 3,
  sources: 1,
  savedLinks: 1,
  comments: 2,
  questionsSent: 1,
  questionsReceived: 5,
  readerChats: 1,
  sessions: 2,
  canDelete: true,
  deletionBlockedReason: null as string | null,
};

interface ScriptedError {
  message: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
}

interface Script {
  myData?: typeof MY_DATA;
  deleteError?: { message: string; code: string };
  /** Refusals of the sign-in details mutations, by operation name, answered once each in turn. */
  refusals?: Record<string, ScriptedError[]>;
}

const refusal = ({ message, code, fieldErrors }: ScriptedError) => ({
  errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});

/** A script in which `operation` is refused once with `message` (`code`) as the problem of `field`. */
const refusedOnField = (operation: string, code: string, field: string, message: string): Script => ({
  refusals: { [operation]: [{ message, code, fieldErrors: { [field]: [message] } }] },
});

let root: Root;
let container: HTMLElement;
let operations: ScriptedOperation[];
let sessions: typeof SESSIONS;

function renderPage(script: Script = {}) {
  sessions = [...SESSIONS];
  const answer = (name: string, variables: Record<string, unknown>): object => {
    switch (name) {
      case 'SessionsSection':
        return { data: { mySessions: sessions } };
      case 'SessionsSectionEndSession':
        sessions = sessions.filter((s) => s.id !== variables['id']);
        return { data: { endMySession: true } };
      case 'SessionsSectionEndOtherSessions': {
        const ended = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return { data: { endMyOtherSessions: ended } };
      }
      case 'SignInDetailsSectionUpdateUsername':
      case 'SignInDetailsSectionRequestEmailChange':
      case 'SignInDetailsSectionChangePassword': {
        const refused = script.refusals?.[name]?.shift();
        if (refused) return refusal(refused);
        if (name === 'SignInDetailsSectionUpdateUsername') {
          const { username } = variables['input'] as { username: string };
          return { data: { updateMe: { __typename: 'User', id: 'u1', username } } };
        }
        if (name === 'SignInDetailsSectionRequestEmailChange') {
          const message = `We have sent a confirmation link to ${String(variables['newEmail'])}. Your email changes when you open it (within 24 hours).`;
          return { data: { requestEmailChange: { __typename: 'MessagePayload', message } } };
        }
        sessions = sessions.filter((s) => s.current);
        return {
          data: {
            changePassword: {
              __typename: 'MessagePayload',
              message: 'Your password is changed. Your other sessions are signed out.',
            },
          },
        };
      }
      case 'DeleteAccountSection':
        return { data: { myData: script.myData ?? MY_DATA } };
      case 'DeleteAccountSectionDelete':
        return script.deleteError
          ? {
              errors: [
                { message: script.deleteError.message, extensions: { code: script.deleteError.code } },
              ],
            }
          : {
              data: {
                deleteMyAccount: { __typename: 'MessagePayload', message: 'Your account was deleted.' },
              },
            };
      case 'ActivitySection': {
        const cursor = (variables['page'] as { cursor?: string } | undefined)?.cursor;
        return cursor === 'older'
          ? {
              data: {
                myAuditEntries: {
                  __typename: 'AuditPage',
                  entries: [entry('e3', { browser: 'Firefox 128', os: 'Windows 11', ip: '198.51.100.7' })],
                  total: 3,
                  nextCursor: null,
                },
              },
            }
          : {
              data: {
                myAuditEntries: {
                  __typename: 'AuditPage',
                  entries: [
                    entry('e1', {
                      action: 'role_changed',
                      actor: party('a9', 'Grace', 'grace@example.com'),
                      fromRole: 'user',
                      toRole: 'admin',
                    }),
                    entry('e2', { browser: 'Safari 17', os: 'iOS 17.5' }),
                  ],
                  total: 3,
                  nextCursor: 'older',
                },
              },
            };
      }
      default:
        return { errors: [{ message: `unscripted ${name}` }] };
    }
  };
  operations = renderScriptedPage(root, { '/account': <AccountPage />, '/': <h1>Landing page</h1> }, answer);
}

const text = () => document.body.textContent ?? '';
const buttons = () => [...document.querySelectorAll('button')];
const button = (name: string) => buttonIn(document, name);

signedInForEachTest(USER);

beforeEach(() => {
  ({ root, container } = mount());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountPage', { timeout: 20_000 }, () => {
  it('lists the sessions with this device marked, signs out one, then everywhere else', async () => {
    renderPage();
    const rows = await settle(() => {
      const found = [...container.querySelectorAll('[data-testid="session-row"]')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]?.textContent).toContain('Chrome 126 on Linux');
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[0]?.textContent).toContain('203.0.113.0/24');
    expect(rows[0]?.querySelector('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('Safari 17 on iOS 17.5');
    expect(rows[1]?.textContent).toContain('2001:db8:1::/48');
    expect(rows[1]?.textContent).toContain('45 minutes ago');
    expect(rows[1]?.textContent).not.toContain('This device');

    click(button('Sign out Safari 17 on iOS 17.5'));
    await settle(() => expect(container.querySelectorAll('[data-testid="session-row"]')).toHaveLength(1));
    expect(operations).toContainEqual({ name: 'SessionsSectionEndSession', variables: { id: 's-phone' } });
    expect(text()).toContain('Safari 17 on iOS 17.5 is no longer signed in.');
    // Only this device is left: nothing else to sign out of.
    expect(buttons().some((b) => b.textContent?.includes('Sign out everywhere else'))).toBe(false);
  });

  it('signs out every other session after a confirmation', async () => {
    renderPage();
    await settle(() => expect(container.querySelectorAll('[data-testid="session-row"]')).toHaveLength(2));
    click(button('Sign out everywhere else'));
    const confirm = await settle(() => {
      const found = [...document.querySelectorAll('[role="alertdialog"] button')].find(
        (b) => b.textContent === 'Sign out everywhere else',
      );
      expect(found).toBeDefined();
      return found as HTMLButtonElement;
    });
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'This device stays signed in.',
    );
    click(confirm);
    await settle(() => expect(text()).toContain('1 other session was signed out.'));
    expect(operations.map((o) => o.name)).toContain('SessionsSectionEndOtherSessions');
    expect(container.querySelectorAll('[data-testid="session-row"]')).toHaveLength(1);
  });

  it('downloads the export, says what is inside, and shows the hourly limit on 429', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = vi.fn(async (_request: Request) =>
      fetchMock.mock.calls.length === 1
        ? new Response(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="thesis-studio-ada-2026-03-04.zip"',
            },
          })
        : Response.json(
            { message: 'You can export your data 3 times an hour. Try again in 42 minutes.' },
            { status: 429 },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(text()).toContain('Each thesis as Markdown, with its earlier versions');
    expect(text()).toContain(
      'Your account, projects, theses, saved links, comments, questions and chats, as JSON',
    );

    click(button('Download my data'));
    await settle(() => expect(container.querySelector('[data-testid="export-done"]')).not.toBeNull());
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/user/export');
    expect(clicked).toEqual(['thesis-studio-ada-2026-03-04.zip']);
    expect(text()).toContain('Downloaded thesis-studio-ada-2026-03-04.zip.');

    click(button('Download my data'));
    const alert = await settle(() => {
      const found = container.querySelector('[data-testid="export-error"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('You can export your data 3 times an hour. Try again in 42 minutes.');
    expect(clicked).toHaveLength(1);
  });

  it("shows the person's own audit entries from their side, older ones on request", async () => {
    renderPage();
    await settle(() => expect(container.querySelectorAll('[data-testid="activity-entry"]')).toHaveLength(2));
    expect(text()).toContain('Grace (grace@example.com) changed your role from user to admin.');
    expect(text()).toContain('Signed in from a new browser: Safari 17 on iOS 17.5.');
    click(button('Show older activity'));
    await settle(() => expect(container.querySelectorAll('[data-testid="activity-entry"]')).toHaveLength(3));
    expect(text()).toContain('Signed in from a new browser: Firefox 128 on Windows 11.');
    expect(text()).toContain('IP 198.51.100.7');
    expect(buttons().some((b) => b.textContent === 'Show older activity')).toBe(false);
  });

  it('lists what deletion removes and needs the password; a wrong one is said and nothing happens', async () => {
    renderPage({ deleteError: { message: 'The password is not correct.', code: 'BAD_USER_INPUT' } });
    await settle(() => expect(button('Delete my account').disabled).toBe(false));
    click(button('Delete my account'));
    const dialog = await settle(() => {
      const found = document.querySelector('[role="dialog"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const consequences = [...dialog.querySelectorAll('[data-testid="delete-consequences"] li')].map(
      (li) => li.textContent,
    );
    expect(consequences).toEqual([
      'Your account: your name, email address and password',
      '2 projects and 3 theses, with their versions, research, chats and 1 source',
      "Every link you shared stops working: readers will see 'Shared thesis not found'",
      '1 saved link',
      '2 comments you wrote on shared theses',
      '1 question you sent to owners',
      '5 questions readers sent you',
      'Your Query Research chats on 1 shared thesis',
      'You will be signed out everywhere (2 sessions)',
    ]);
    const confirm = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Delete my account',
    )!;
    expect(confirm.disabled).toBe(true);
    type(dialog.querySelector<HTMLInputElement>('#delete-account-password')!, 'wrong password');
    click(confirm);
    await settle(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('The password is not correct.'),
    );
    expect(operations).toContainEqual({
      name: 'DeleteAccountSectionDelete',
      variables: { password: 'wrong password' },
    });
    expect(authStore.getState().user).not.toBeNull();
  });

  it('after deleting, the person is signed out and sent to the landing page with a toast', async () => {
    renderPage();
    await settle(() => expect(button('Delete my account').disabled).toBe(false));
    click(button('Delete my account'));
    const dialog = await settle(() => document.querySelector('[role="dialog"]')!);
    type(dialog.querySelector<HTMLInputElement>('#delete-account-password')!, 'correct horse battery');
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete my account')!);
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Landing page'));
    expect(authStore.getState()).toMatchObject({ user: null, signedOut: true });
    expect(text()).toContain('Account deleted');
    expect(text()).toContain('Your account was deleted.');
  });

  it('tells the last admin why they cannot delete their account', async () => {
    renderPage({
      myData: {
        ...MY_DATA,
        canDelete: false,
        deletionBlockedReason:
          'You are the only admin. Make someone else an admin before deleting your account.',
      },
    });
    const blocked = await settle(() => {
      const found = container.querySelector('[data-testid="delete-blocked"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(blocked.textContent).toBe(
      'You are the only admin. Make someone else an admin before deleting your account.',
    );
    expect(button('Delete my account').disabled).toBe(true);
  });
});

describe('AccountPage sign-in details', { timeout: 20_000 }, () => {
  const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
  const described = (id: string) =>
    (input(id).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((ref) => document.getElementById(ref)?.textContent)
      .join(' | ');
  const sent = (name: string) => operations.filter((o) => o.name === name);
  const region = (name: string) => container.querySelector<HTMLElement>(`[data-testid="${name}-details"]`)!;
  const submit = (name: string, label: string) =>
    click([...region(name).querySelectorAll('button')].find((b) => b.textContent === label)!);

  it('checks a new password as sign-up does before asking, with each problem read out with its field', async () => {
    renderPage();
    type(input('account-current-password'), 'old password');
    type(input('account-new-password'), 'short');
    type(input('account-confirm-password'), 'short');
    submit('password', 'Change password');
    await settle(() => expect(input('account-new-password').getAttribute('aria-invalid')).toBe('true'));
    expect(described('account-new-password')).toBe(
      'Password must be at least 8 characters long | At least 8 characters.',
    );
    expect(document.activeElement).toBe(input('account-new-password'));
    expect(input('account-current-password').hasAttribute('aria-invalid')).toBe(false);

    type(input('account-new-password'), 'a better one');
    // Typing clears the field's problem at once.
    expect(input('account-new-password').hasAttribute('aria-invalid')).toBe(false);
    type(input('account-confirm-password'), 'a better two');
    submit('password', 'Change password');
    await settle(() =>
      expect(described('account-confirm-password')).toBe('Please make sure both passwords are the same'),
    );
    expect(sent('SignInDetailsSectionChangePassword')).toHaveLength(0);
  });

  it("shows the API's refusal next to the current password, then changes it and says the other sessions ended", async () => {
    const wrong = 'Your current password is not correct.';
    renderPage(
      refusedOnField('SignInDetailsSectionChangePassword', 'BAD_USER_INPUT', 'currentPassword', wrong),
    );
    await settle(() => expect(container.querySelectorAll('[data-testid="session-row"]')).toHaveLength(2));
    type(input('account-current-password'), 'not mine');
    type(input('account-new-password'), 'new password 1');
    type(input('account-confirm-password'), 'new password 1');
    submit('password', 'Change password');
    await settle(() => expect(described('account-current-password')).toBe(wrong));
    expect(input('account-current-password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('account-current-password'));

    type(input('account-current-password'), 'old password');
    submit('password', 'Change password');
    await settle(() =>
      expect(region('password').textContent).toContain(
        'Your password is changed. Your other sessions are signed out.',
      ),
    );
    expect(sent('SignInDetailsSectionChangePassword').at(-1)?.variables).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
    });
    // The fields are emptied and the sessions list is asked again: only this device is left.
    expect(input('account-current-password').value).toBe('');
    expect(input('account-new-password').value).toBe('');
    expect(input('account-confirm-password').value).toBe('');
    await settle(() => expect(container.querySelectorAll('[data-testid="session-row"]')).toHaveLength(1));
  });

  it('asks for a new email address with the current password and says where the link went', async () => {
    const taken = 'An account with this email already exists.';
    renderPage(refusedOnField('SignInDetailsSectionRequestEmailChange', 'CONFLICT', 'newEmail', taken));
    expect(region('email').textContent).toContain('You sign in with ada@example.com.');
    type(input('account-new-email'), 'ada@example.com');
    submit('email', 'Send confirmation link');
    await settle(() =>
      expect(described('account-new-email')).toBe(
        'That is already your email address. | We will send a confirmation link to this address and let your current one know.',
      ),
    );
    expect(described('account-email-current-password')).toBe('Please enter your current password.');

    type(input('account-new-email'), 'grace@example.com');
    type(input('account-email-current-password'), 'my password');
    submit('email', 'Send confirmation link');
    await settle(() => expect(described('account-new-email')).toContain(taken));
    expect(input('account-email-current-password').hasAttribute('aria-invalid')).toBe(false);

    type(input('account-new-email'), 'ada@new.example');
    submit('email', 'Send confirmation link');
    await settle(() =>
      expect(region('email').querySelector('[aria-live="polite"]')?.textContent).toBe(
        'We have sent a confirmation link to ada@new.example. Your email changes when you open it (within 24 hours).',
      ),
    );
    expect(sent('SignInDetailsSectionRequestEmailChange').at(-1)?.variables).toEqual({
      newEmail: 'ada@new.example',
      currentPassword: 'my password',
    });
    // Nothing changes until the link is opened.
    expect(authStore.getState().user?.email).toBe('ada@example.com');
    expect(input('account-email-current-password').value).toBe('');
  });

  it('shows a refusal that names no field, such as a limit, below the form', async () => {
    const limited = 'You have asked for 5 confirmation links this hour. Please try again later.';
    renderPage({
      refusals: {
        SignInDetailsSectionRequestEmailChange: [{ message: limited, code: 'TOO_MANY_REQUESTS' }],
      },
    });
    type(input('account-new-email'), 'ada@new.example');
    type(input('account-email-current-password'), 'my password');
    submit('email', 'Send confirmation link');
    const alert = await settle(() => {
      const found = region('email').querySelector('[role="alert"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert.textContent).toBe(limited);
    expect(input('account-new-email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('renames the account, everywhere the name is shown, and shows a refused name next to the field', async () => {
    const bad = 'Username must be a single line without control characters.';
    renderPage(refusedOnField('SignInDetailsSectionUpdateUsername', 'BAD_USER_INPUT', 'username', bad));
    const save = () =>
      [...region('username').querySelectorAll('button')].find((b) => b.textContent === 'Save username')!;
    expect(input('account-username').value).toBe('Ada');
    // Nothing to save until the name changes.
    expect(save().disabled).toBe(true);
    type(input('account-username'), 'Ada\u0007');
    click(save());
    await settle(() => expect(described('account-username')).toBe(bad));

    type(input('account-username'), '  Ada Lovelace ');
    click(save());
    await settle(() =>
      expect(region('username').textContent).toContain('Your username is now Ada Lovelace.'),
    );
    expect(sent('SignInDetailsSectionUpdateUsername').at(-1)?.variables).toEqual({
      input: { username: 'Ada Lovelace' },
    });
    expect(authStore.getState().user?.username).toBe('Ada Lovelace');
    expect(save().disabled).toBe(true);
  });
});
