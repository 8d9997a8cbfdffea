// The pieces of a thesis's meta line that its page heading and its chat page both show.
import { STATUS_TONE_CLASS, thesisStatusBadge } from '@thesis-studio/thesis-view';
import { Badge, FolderIcon } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { useT } from '../i18n/thesis';

/** The thesis's status as a badge in its tone. */
export function ThesisStatusBadge({ status }: { status: string }) {
  const badge = thesisStatusBadge(status);
  const t = useT();
  return (
    <Badge variant="outline" data-testid="thesis-status" className={STATUS_TONE_CLASS[badge.tone]}>
      {t('thesis.meta.status', { status })}
    </Badge>
  );
}

/** A link to the thesis's project, its name cut short when the line is narrow. */
export function ProjectLink({ project }: { project: { slug: string; name: string } }) {
  const t = useT();
  return (
    <Link
      to={`/projects/${encodeURIComponent(project.slug)}`}
      className="inline-flex min-w-0 items-center gap-1.5 rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <FolderIcon className="h-4 w-4 shrink-0" />
      <span className="sr-only">{t('thesis.meta.project')}</span>

      <span className="truncate">{project.name}</span>
    </Link>
  );
}
