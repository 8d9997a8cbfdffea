// A project on the dashboard (spec §2 /dashboard, §9): name, owner (admins), description in two lines,
// unread-question badge, theses count, relative updated date; admins delete it after confirming.
import { useT } from '../i18n';
import { useMutation } from '@apollo/client/react';
import { Card, FileTextIcon, MessageIcon, UserIcon, UsersIcon } from '@thesis-studio/ui';
import { layer } from '@thesis-studio/ui/layers';
import { Link } from 'react-router';
import { CardDate, ConfirmedDeleteButton } from '../common/card-parts';
import { toastOutcome } from '../common/failure';
import { graphql } from '../gql';
import type { ProjectCard_ProjectFragment } from '../gql/graphql';
import { RoleBadge } from '../projects/RoleBadge';
import { sharedRole, thesesCountLabel, unreadBadgeDescription, unreadBadgeLabel } from './rules';

// The fields this component reads; its parents spread the fragment by name.
graphql(`
  fragment ProjectCard_project on Project {
    id
    slug
    name
    description
    userEmail
    thesesCount
    unreadQuestionsCount
    updatedAt
    viewerRole
  }
`);

const ProjectCardDeleteProjectMutation = graphql(`
  mutation ProjectCardDeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

export type ProjectCardProject = ProjectCard_ProjectFragment;

export interface ProjectCardProps {
  project: ProjectCardProject;
  /** Admins: the owner's email and the delete button. */
  admin: boolean;
}

export function ProjectCard({ project, admin }: ProjectCardProps) {
  const [deleteProject, { loading: deleting }] = useMutation(ProjectCardDeleteProjectMutation, {
    // The project and its theses leave the cache; the list drops it at once, then is refetched.
    update(cache, { data }) {
      if (!data?.deleteProject) return;
      cache.evict({ id: cache.identify({ __typename: 'Project', id: data.deleteProject }) });
      cache.gc();
    },
    refetchQueries: ['DashboardPage'],
  });
  const unread = unreadBadgeLabel(project.unreadQuestionsCount);
  const href = `/projects/${encodeURIComponent(project.slug)}`;
  const shared = sharedRole(project.viewerRole);
  const t = useT();

  const onDelete = () =>
    toastOutcome(
      () => deleteProject({ variables: { id: project.id } }),
      { title: t('dashboard.card.deleted') },
      t('dashboard.card.deleteFailed'),
    );

  return (
    <Card
      data-testid="project-card"
      data-project-slug={project.slug}
      className="group relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:border-primary/30 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold leading-snug tracking-tight">
          {/* The whole card opens the project (the link's box is stretched over it). */}
          <Link
            to={href}
            className="break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
          >
            {project.name}
          </Link>
        </h3>
        {unread ? (
          <span
            data-testid="unread-badge"
            className="relative inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white"
          >
            <MessageIcon className="h-3 w-3" />
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{unreadBadgeDescription(project.unreadQuestionsCount, t)}</span>
          </span>
        ) : null}
      </div>

      {shared ? (
        <p
          data-testid="shared-with-you"
          className="-mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
        >
          <UsersIcon className="h-3.5 w-3.5 shrink-0" />
          {t('dashboard.card.sharedWithYou')}
          <RoleBadge role={shared} />
        </p>
      ) : null}

      {admin ? (
        <p
          data-testid="project-owner"
          className="-mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground"
        >
          <UserIcon className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">{t('dashboard.card.owner')}</span>
          <span className="truncate">{project.userEmail ?? t('dashboard.card.deletedAccount')}</span>
        </p>
      ) : null}

      {project.description.trim() ? (
        <p data-testid="project-description" className="line-clamp-2 text-sm leading-relaxed text-slate-600">
          {project.description}
        </p>
      ) : (
        <p className="text-sm italic text-muted-foreground">{t('dashboard.card.noDescription')}</p>
      )}

      <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-3 text-xs text-muted-foreground">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1">
            <FileTextIcon className="h-3.5 w-3.5" />
            {thesesCountLabel(project.thesesCount, t)}
          </span>
          <CardDate
            value={project.updatedAt}
            scale="weeks"
            prefix={t('dashboard.card.updated')}
            className=""
            testId="project-updated"
          />
        </div>
        {admin ? (
          <ConfirmedDeleteButton
            label={t('dashboard.card.deleteLabel', { name: project.name })}
            tooltip={t('dashboard.card.deleteTooltip')}
            busy={deleting}
            className={`relative ${layer.raised} h-8 w-8 shrink-0`}
            confirm={{
              title: t('dashboard.card.confirm.title'),
              description: t('dashboard.card.confirm.text', { name: project.name }),
              action: t('dashboard.card.confirm.action'),
            }}
            onConfirm={() => void onDelete()}
          />
        ) : null}
      </div>
    </Card>
  );
}
