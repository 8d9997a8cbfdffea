// /projects/{slug or id} (spec §2): the project's theses, New Thesis, All Projects back to the
// dashboard, inline edits for whoever the API says may edit it (admins); 'Project not found' for a
// missing or someone else's project.
import { useQuery } from '@apollo/client/react';
import { DateText, useAuth, useRouteFetchPolicy } from '@thesis-studio/client';
import {
  ArrowLeftIcon,
  buttonClass,
  ClockIcon,
  FileTextIcon,
  FolderIcon,
  NotFoundPanel,
  PageFrame,
  PlusIcon,
  Skeleton,
  UserIcon,
} from '@thesis-studio/ui';
import { Link, useParams } from 'react-router';
import { BackToDashboard } from '../common/BackToDashboard';
import { EmptyState } from '../common/EmptyState';
import { isNotFound } from '../common/failure';
import { CardGridSkeleton } from '../common/skeletons';
import { thesesCountLabel } from '../dashboard/rules';
import { useT } from '../i18n';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import { REMOTE_NAME } from '../remote';
import { MembersPanel, type MembersPanelProject } from './MembersPanel';
import { ProjectDescription, ProjectTitle, type ProjectDetailsProject } from './ProjectDetails';
import { ThesisCard, type ThesisCardThesis } from './ThesisCard';

/** Spec §9: three thesis placeholders while the project loads. */
const THESIS_SKELETONS = 3;

export const ProjectPageQuery = graphql(`
  query ProjectPage($idOrSlug: String!) {
    project(idOrSlug: $idOrSlug) {
      ...ProjectDetails_project
      ...MembersPanel_project
      viewerCanEdit
      theses {
        ...ThesisCard_thesis
      }
    }
  }
`);

function BackToProjects() {
  const t = useT();
  return <BackToDashboard>{t('dashboard.project.allProjects')}</BackToDashboard>;
}

const backToProjects = <BackToProjects />;

export function ProjectPage() {
  const { slug = '' } = useParams();
  const { user } = useAuth();
  const variables = { idOrSlug: slug };
  // Started by the shell with the navigation (route preload): read from there, else cache then network.
  const fetchPolicy = useRouteFetchPolicy(ProjectPageQuery, variables, 'cache-and-network');
  const { data, error, refetch } = useQuery(ProjectPageQuery, { variables, fetchPolicy });
  const project = data?.project;
  const t = useT();

  if (project && user) {
    return <ProjectView project={project} theses={project.theses} editable={project.viewerCanEdit} />;
  }
  if ((error && isNotFound(error)) || data?.project === null) return <ProjectNotFound />;
  if (error) {
    return (
      <PageFrame remote={REMOTE_NAME} title={<div>{backToProjects}</div>}>
        <QueryLoadError
          className="mt-2"
          title={t('dashboard.project.loadError')}
          error={error}
          refetch={refetch}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <div className="w-full">
          {backToProjects}
          <Skeleton className="h-9 w-2/3 max-w-md" />
          <Skeleton className="mt-4 h-4 w-full max-w-2xl" />
          <Skeleton className="mt-2 h-4 w-1/2 max-w-md" />
        </div>
      }
    >
      <section className="mt-10">
        <h2 className="mb-4 text-xl font-semibold tracking-tight">{t('dashboard.project.theses')}</h2>
        <CardGridSkeleton
          count={THESIS_SKELETONS}
          label={t('dashboard.project.loadingTheses')}
          testId="thesis-card-skeleton"
          lines={3}
        />
      </section>
    </PageFrame>
  );
}

function ProjectView({
  project,
  theses,
  editable,
}: {
  project: ProjectDetailsProject & MembersPanelProject;
  theses: ThesisCardThesis[];
  /** The viewer may rename the project and edit its description (the API's viewerCanEdit: admins). */
  editable: boolean;
}) {
  const newThesis = `/projects/${encodeURIComponent(project.slug)}/theses/new`;
  const t = useT();
  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <div className="min-w-0 flex-1 basis-80">
          {backToProjects}
          <ProjectTitle key={`title-${project.id}`} project={project} editable={editable} />
        </div>
      }
      actions={
        <Link to={newThesis} className={`${buttonClass()} self-end`}>
          <PlusIcon />
          {t('dashboard.project.newThesis')}
        </Link>
      }
    >
      <div className="mt-3">
        <ProjectDescription key={`description-${project.id}`} project={project} editable={editable} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        {/* Who may edit a project (admins, who see every one) also sees whose it is. */}
        {editable ? (
          <span className="inline-flex min-w-0 items-center gap-1.5" data-testid="project-owner">
            <UserIcon className="h-4 w-4 shrink-0" />
            <span className="sr-only">{t('dashboard.card.owner')}</span>
            <span className="truncate">{project.userEmail ?? t('dashboard.card.deletedAccount')}</span>
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <FileTextIcon className="h-4 w-4" />
          {thesesCountLabel(project.thesesCount, t)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="h-4 w-4" />
          <DateText value={project.updatedAt} scale="weeks" prefix={t('dashboard.card.updated')} />
        </span>
      </div>

      <section aria-labelledby="theses-heading" className="mt-10 border-t border-border pt-8">
        <h2 id="theses-heading" className="mb-4 text-xl font-semibold tracking-tight">
          {t('dashboard.project.theses')}
        </h2>
        {theses.length === 0 ? (
          <EmptyState
            icon={FileTextIcon}
            title={t('dashboard.project.noTheses.title')}
            text={t('dashboard.project.noTheses.text')}
          >
            <Link to={newThesis} className={`${buttonClass('outline')} mt-2`}>
              {t('dashboard.project.noTheses.start')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="theses-heading">
            {theses.map((thesis) => (
              <li key={thesis.id}>
                <ThesisCard thesis={thesis} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <MembersPanel project={project} />
    </PageFrame>
  );
}

function ProjectNotFound() {
  const t = useT();
  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <NotFoundPanel
          icon={FolderIcon}
          title={t('dashboard.project.notFound')}
          className="w-full py-12"
          action={
            <Link to="/dashboard" className={`${buttonClass()} mt-2`}>
              <ArrowLeftIcon />
              {t('dashboard.project.backToDashboard')}
            </Link>
          }
        />
      }
    />
  );
}
