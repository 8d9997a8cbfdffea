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
    expect(unreadBadgeDescription(1)).toBe('1 unread question');
    expect(unreadBadgeDescription(12)).toBe('12 unread questions');
  });
});

const ADMIN = { administer: true };
const USER = { administer: false };

describe('dashboard by capability', () => {
  it('titles and labels follow the spec', () => {
    expect(dashboardTitle(ADMIN)).toBe('Dashboard');
    expect(dashboardTitle(USER)).toBe('My Thesis Studio');
    expect(newProjectLabel(ADMIN)).toBe('New Project');
    expect(newProjectLabel(USER)).toBe('Request Project');
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
    expect(thesesCountLabel(0)).toBe('0 theses');
    expect(thesesCountLabel(1)).toBe('1 thesis');
    expect(thesesCountLabel(2)).toBe('2 theses');
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
