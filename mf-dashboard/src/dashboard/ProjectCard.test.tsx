import { languageStore } from '@thesis-studio/client/language';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkup } from '../testing/static-markup';
import { ProjectCard, type ProjectCardProject } from './ProjectCard';

const project = (overrides: Partial<ProjectCardProject> = {}): ProjectCardProject => ({
  __typename: 'Project',
  id: 'p1',
  slug: 'nordic-entry',
  name: 'Nordic Entry',
  description: 'Should we enter the Nordic market?',
  userEmail: 'owner@example.test',
  thesesCount: 2,
  unreadQuestionsCount: 0,
  updatedAt: new Date().toISOString(),
  viewerRole: 'owner',
  ...overrides,
});

const render = (p: ProjectCardProject, admin: boolean) =>
  renderMarkup(<ProjectCard project={p} admin={admin} />);

describe('ProjectCard', () => {
  it('links to the project and shows its description in two lines, theses and updated date', () => {
    const html = render(project(), false);
    expect(html).toContain('href="/projects/nordic-entry"');
    expect(html).toMatch(/class="line-clamp-2[^"]*"[^>]*>Should we enter the Nordic market\?</);
    expect(html).toContain('2 theses');
    expect(html).toContain('Updated Today');
  });

  it("shows admins the owner's email and a delete button; users neither", () => {
    const admin = render(project(), true);
    expect(admin).toContain('owner@example.test');
    expect(admin).toContain('aria-label="Delete project Nordic Entry"');
    const user = render(project(), false);
    expect(user).not.toContain('owner@example.test');
    expect(user).not.toContain('Delete project');
  });

  it("shows the unread badge only with unread questions, '9+' above 9", () => {
    expect(render(project({ unreadQuestionsCount: 0 }), true)).not.toContain('unread-badge');
    const three = render(project({ unreadQuestionsCount: 3 }), true);
    expect(three).toMatch(/<span aria-hidden="true">3<\/span><span class="sr-only">3 unread questions</);
    const many = render(project({ unreadQuestionsCount: 12 }), true);
    expect(many).toMatch(/<span aria-hidden="true">9\+<\/span><span class="sr-only">12 unread questions</);
  });

  it('says so when the owner account is gone or there is no description', () => {
    const html = render(project({ userEmail: null, description: '  ' }), true);
    expect(html).toContain('Deleted account');
    expect(html).toContain('No description');
  });

  it('marks a project shared with the viewer with their role; not their own or an admin’s view', () => {
    const shared = render(project({ viewerRole: 'viewer' }), false);
    expect(shared).toContain('Shared with you');
    expect(shared).toMatch(/data-testid="role-badge"[^>]*>Viewer</);
    expect(render(project({ viewerRole: 'editor' }), false)).toMatch(/data-testid="role-badge"[^>]*>Editor</);
    expect(render(project(), false)).not.toContain('Shared with you');
    expect(render(project({ viewerRole: 'admin' }), true)).not.toContain('Shared with you');
  });

  describe('in German', () => {
    afterEach(() => languageStore.choose('UK'));

    it('counts theses, reads the badge aloud and says there is no description in German', () => {
      languageStore.choose('DE');
      const html = render(project({ unreadQuestionsCount: 3, description: '' }), true);
      expect(html).toContain('2 Thesen');
      expect(html).toContain('3 ungelesene Fragen');
      expect(html).toContain('Keine Beschreibung');
      expect(html).not.toContain('2 theses');
    });
  });
});
