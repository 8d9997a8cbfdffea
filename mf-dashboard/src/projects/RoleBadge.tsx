// A person's role in a project (issue 29) as a badge: owner, admin, editor, viewer, each told apart by
// its colour and its word.
import { Badge } from '@thesis-studio/ui';
import type { ProjectRole } from '../gql/graphql';

export const ROLE_LABELS: Record<ProjectRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

const ROLE_STYLES: Record<ProjectRole, string> = {
  owner: 'border-transparent bg-primary/10 text-primary',
  admin: 'border-transparent bg-secondary text-secondary-foreground',
  editor: 'border-transparent bg-emerald-50 text-emerald-800',
  viewer: 'border-border bg-background text-slate-700',
};

export function RoleBadge({ role, className = '' }: { role: ProjectRole; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-testid="role-badge"
      className={`${ROLE_STYLES[role]} font-medium ${className}`.trim()}
    >
      {ROLE_LABELS[role]}
    </Badge>
  );
}
