// A person's role in a project (issue 29) as a badge: owner, admin, editor, viewer, each told apart by
// its colour and its word.
import { Badge } from '@thesis-studio/ui';
import type { ProjectRole } from '../gql/graphql';
import { useT, type DashboardMessageId } from '../i18n';

/** The message naming each role. */
export const ROLE_LABELS = {
  owner: 'dashboard.role.owner',
  admin: 'dashboard.role.admin',
  editor: 'dashboard.role.editor',
  viewer: 'dashboard.role.viewer',
} as const satisfies Record<ProjectRole, DashboardMessageId>;

const ROLE_STYLES: Record<ProjectRole, string> = {
  owner: 'border-transparent bg-primary/10 text-primary',
  admin: 'border-transparent bg-secondary text-secondary-foreground',
  editor: 'border-transparent bg-emerald-50 text-emerald-800',
  viewer: 'border-border bg-background text-slate-700',
};

export function RoleBadge({ role, className = '' }: { role: ProjectRole; className?: string }) {
  const t = useT();
  return (
    <Badge
      variant="outline"
      data-testid="role-badge"
      className={`${ROLE_STYLES[role]} font-medium ${className}`.trim()}
    >
      {t(ROLE_LABELS[role])}
    </Badge>
  );
}
