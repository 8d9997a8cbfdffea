import { translatorFor } from '../i18n';
import { describe, expect, it } from 'vitest';
import {
  sharedRole,
  dashboardContent,
  dashboardTitle,
  DASHBOARD_SKELETONS,
  newProjectLabel,
  thesesCountLabel,
  unreadBadgeDescription,
  unreadBadgeLabel,
} from './rules';

const t = translatorFor('UK');
const de = translatorFor('DE');

describe('unread badge', () => {
  it('is hidden without unread questions', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(-1)).toBeNull();
    expect(unreadBadgeLabel(Number.NaN)).toBeNull();
  });

  it('shows the count from 1 to 9 and 9+ above 9', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
  });

  it('is described with the exact count', () => {
    expect(unreadBadgeDescription(1, t)).toBe('1 unread question');
    expect(unreadBadgeDescription(12, t)).toBe('12 unread questions');
  });
});

const ADMIN = { administer: true };
const USER = { administer: false };

describe('dashboard by capability', () => {
  it('titles and labels follow the spec', () => {
    expect(dashboardTitle(ADMIN, t)).toBe('Dashboard');
    expect(dashboardTitle(USER, t)).toBe('My Thesis Studio');
    expect(newProjectLabel(ADMIN, t)).toBe('New Project');
    expect(newProjectLabel(USER, t)).toBe('Request Project');
  });

  it('admins always see All Projects, even when there are none', () => {
    expect(dashboardContent(ADMIN, 0)).toBe('all-projects');
    expect(dashboardContent(ADMIN, 3)).toBe('all-projects');
  });

  it('a user without projects is invited to start the first one; with projects sees them', () => {
    expect(dashboardContent(USER, 0)).toBe('first-project');
    expect(dashboardContent(USER, 1)).toBe('my-projects');
  });

  it('loads with 6 project and 3 saved-link placeholders', () => {
    expect(DASHBOARD_SKELETONS).toEqual({ projects: 6, savedLinks: 3 });
  });

  it('counts theses in words', () => {
    expect(thesesCountLabel(0, t)).toBe('0 theses');
    expect(thesesCountLabel(1, t)).toBe('1 thesis');
    expect(thesesCountLabel(2, t)).toBe('2 theses');
  });
});

describe('shared with you', () => {
  it('names the viewer’s role in a project shared with them, and nothing for their own or an admin’s view', () => {
    expect(sharedRole('editor')).toBe('editor');
    expect(sharedRole('viewer')).toBe('viewer');
    expect(sharedRole('owner')).toBeNull();
    expect(sharedRole('admin')).toBeNull();
  });
});

describe('the dashboard in German', () => {
  it('counts with German plurals and names the page and the button', () => {
    expect(unreadBadgeDescription(1, de)).toBe('1 ungelesene Frage');
    expect(unreadBadgeDescription(12, de)).toBe('12 ungelesene Fragen');
    expect(thesesCountLabel(0, de)).toBe('0 Thesen');
    expect(thesesCountLabel(1, de)).toBe('1 These');
    expect(dashboardTitle(USER, de)).toBe('Mein Thesis Studio');
    expect(newProjectLabel(USER, de)).toBe('Projekt anfragen');
  });
});
