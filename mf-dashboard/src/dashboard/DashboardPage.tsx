// /dashboard (spec §2, §6): admins see All Projects with owners; users see My Projects and Saved
// Links, or a first-project welcome while they have none.
import { useQuery } from '@apollo/client/react';
import { T, useT } from '../i18n';
import { useRouteFetchPolicy, type AuthUser } from '@thesis-studio/client';
import { buttonClass, FolderIcon, PageFrame, PlusIcon } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { EmptyState } from '../common/EmptyState';
import { UserPage } from '../common/UserPage';
import { CardGridSkeleton } from '../common/skeletons';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import { REMOTE_NAME } from '../remote';
import { DashboardShortcuts } from './DashboardShortcuts';
import { FirstProject } from './FirstProject';
import { ProjectCard, type ProjectCardProject } from './ProjectCard';
import { dashboardContent, dashboardTitle, DASHBOARD_SKELETONS } from './rules';
import { SavedLinksSection, SectionHeading } from './SavedLinksSection';
import { PageTitle } from '../common/PageTitle';

export const DashboardPageQuery = graphql(`
  query DashboardPage {
    projects {
      ...ProjectCard_project
    }
  }
`);

export function DashboardPage() {
  return (
    <UserPage titleSkeleton="h-9 w-56" bodySkeleton="mt-2 h-5 w-64">
      {(user) => <Dashboard user={user} />}
    </UserPage>
  );
}

function Dashboard({ user }: { user: AuthUser }) {
  const can = user.capabilities;
  const t = useT();
  // Started by the shell with the navigation (route preload); else shown from the cache at once, then
  // refreshed: another tab or person may have changed projects.
  const fetchPolicy = useRouteFetchPolicy(DashboardPageQuery, undefined, 'cache-and-network');
  const { data, error, refetch } = useQuery(DashboardPageQuery, { fetchPolicy });
  const projects = data?.projects;
  const loading = !projects && !error;
  const content = projects ? dashboardContent(can, projects.length) : undefined;

  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <PageTitle
          title={dashboardTitle(can, t)}
          descriptionClassName="mt-1 break-all text-sm text-muted-foreground"
          description={
            <T
              id="dashboard.signedInAs"
              values={{
                email: user.email,
                b: (chunks) => (
                  <span data-testid="dashboard-user-email" className="font-medium text-foreground">
                    {chunks}
                  </span>
                ),
              }}
            />
          }
        />
      }
      actions={<DashboardShortcuts can={can} />}
    >
      {loading ? (
        <section aria-labelledby="projects-heading" className="mt-8">
          <SectionHeading
            id="projects-heading"
            title={can.administer ? t('dashboard.projects.all') : t('dashboard.projects.mine')}
          />
          <CardGridSkeleton
            count={DASHBOARD_SKELETONS.projects}
            label={t('dashboard.projects.loading')}
            testId="project-card-skeleton"
          />
        </section>
      ) : !projects ? (
        <QueryLoadError
          className="mt-8"
          title={t('dashboard.projects.loadError')}
          error={error}
          refetch={refetch}
        />
      ) : content === 'first-project' ? (
        <FirstProject username={user.username} />
      ) : (
        <ProjectsSection admin={content === 'all-projects'} projects={projects} />
      )}
      {/* One place in the tree while projects load and after, so the grid mounts (and asks) once. A
          reader who signed up to save a shared thesis has no project yet, but has saved links. */}
      {can.administer || (!loading && !projects) ? null : (
        <SavedLinksSection loading={loading} hideWhenEmpty={content === 'first-project'} />
      )}
    </PageFrame>
  );
}

function ProjectsSection({ admin, projects }: { admin: boolean; projects: ProjectCardProject[] }) {
  const t = useT();
  return (
    <section aria-labelledby="projects-heading" className="mt-8">
      <SectionHeading
        id="projects-heading"
        title={admin ? t('dashboard.projects.all') : t('dashboard.projects.mine')}
        count={projects.length}
      />
      {projects.length === 0 ? (
        <EmptyState
          icon={FolderIcon}
          title={t('dashboard.projects.none.title')}
          text={t('dashboard.projects.none.text')}
        >
          <Link to="/projects/new" className={`${buttonClass()} mt-2`}>
            <PlusIcon />
            {t('dashboard.projects.none.create')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="projects-heading">
          {projects.map((project) => (
            <li key={project.id} className="min-w-0">
              <ProjectCard project={project} admin={admin} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
