// What the dashboard shows for whom (spec §2 /dashboard, §6 roles, §9 badge and skeleton counts): by the
// viewer's capabilities as the API computes them, never by comparing roles.
import type { Capabilities } from '@thesis-studio/client';
import type { Translate } from '../i18n';

/** Spec §9: placeholders while loading. */
export const DASHBOARD_SKELETONS = { projects: 6, savedLinks: 3 } as const;

/** The unread-question badge's text: none at 0, the count up to 9, then '9+' (spec §9). */
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** Read aloud instead of the badge's short text, in the reader's language (`t`). */
export function unreadBadgeDescription(count: number, t: Translate): string {
  return t('dashboard.unread.description', { count });
}

export const dashboardTitle = (can: Capabilities, t: Translate): string =>
  can.administer ? t('dashboard.title.admin') : t('dashboard.title.user');

export const newProjectLabel = (can: Capabilities, t: Translate): string =>
  can.administer ? t('dashboard.newProject.admin') : t('dashboard.newProject.user');

/**
 * The body of the dashboard: those who administer see All Projects (with owners); a user with projects sees My
 * Projects and Saved Links; a user without any is welcomed and invited to start the first one
 * (issue 13 item 6) instead of being shown empty grids.
 */
export type DashboardContent = 'all-projects' | 'my-projects' | 'first-project';

export function dashboardContent(can: Capabilities, projectCount: number): DashboardContent {
  if (can.administer) return 'all-projects';
  return projectCount === 0 ? 'first-project' : 'my-projects';
}

export const thesesCountLabel = (count: number, t: Translate): string =>
  t('dashboard.thesesCount', { count });

/**
 * The viewer's role in a project shared with them (issue 29: the API's viewerRole, editor or viewer),
 * shown as "Shared with you"; null for their own projects and those they see as admins.
 */
export function sharedRole<R extends string>(viewerRole: R): Extract<R, 'editor' | 'viewer'> | null {
  return viewerRole === 'editor' || viewerRole === 'viewer'
    ? (viewerRole as Extract<R, 'editor' | 'viewer'>)
    : null;
}
