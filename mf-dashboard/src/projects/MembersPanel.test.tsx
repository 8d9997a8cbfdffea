import { authStore } from '@thesis-studio/client';
import { testUser } from '@thesis-studio/client/test-user';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkup } from '../testing/static-markup';
import { MembersPanel, type MembersPanelProject } from './MembersPanel';

const members: MembersPanelProject['members'] = [
  {
    __typename: 'ProjectMember',
    userId: 'u1',
    username: 'Ada',
    email: 'ada@x.test',
    role: 'owner',
    since: '2026-01-01T00:00:00.000Z',
  },
  {
    __typename: 'ProjectMember',
    userId: 'u2',
    username: 'Bea',
    email: 'bea@x.test',
    role: 'editor',
    since: '2026-02-01T00:00:00.000Z',
  },
];

const project = (overrides: Partial<MembersPanelProject>): MembersPanelProject => ({
  __typename: 'Project',
  id: 'p1',
  name: 'Team',
  viewerCanManageMembers: false,
  viewerCanLeave: false,
  members,
  invitations: null,
  ...overrides,
});

const render = (p: MembersPanelProject) => renderMarkup(<MembersPanel project={p} />);

describe('MembersPanel', () => {
  afterEach(() => authStore.setUser(null));

  it('gives whoever may manage members the invite form, pending invitations, role selects and Remove', () => {
    const html = render(
      project({
        viewerCanManageMembers: true,
        invitations: [
          {
            __typename: 'ProjectInvitation',
            id: 'i1',
            email: 'cleo@x.test',
            role: 'viewer',
            expiresAt: '2026-12-12T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(html).toContain('Send invitation');
    expect(html).toContain('cleo@x.test');
    expect(html).toContain('Expires 12 December 2026');
    expect(html).toContain('aria-label="Resend the invitation to cleo@x.test"');
    expect(html).toContain('aria-label="Remove Bea"');
    expect(html).toMatch(/<select[^>]*id="role-u2"/);
    // The owner's row has no select and no Remove.
    expect(html).not.toContain('role-u1');
    expect(html).not.toContain('Leave project');
  });

  it('shows a member the members with their role badges, and Leave when the API says they may', () => {
    authStore.setUser(testUser({ id: 'u2', username: 'Bea', email: 'bea@x.test' }));
    const html = render(project({ viewerCanLeave: true }));
    expect(html).not.toContain('Send invitation');
    expect(html).not.toContain('<select');
    expect(html).toMatch(/data-testid="role-badge"[^>]*>Owner</);
    expect(html).toMatch(/data-testid="role-badge"[^>]*>Editor</);
    expect(html).toContain('>You<');
    expect(html).toContain('Leave project');
    expect(render(project({})).includes('Leave project')).toBe(false);
  });
});
