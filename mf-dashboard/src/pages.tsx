import { buttonClass, PageFrame } from '@thesis-studio/ui';
import { Link, useParams } from 'react-router';
import { REMOTE_NAME } from './remote';

export function DashboardPage() {
  return (
    <PageFrame remote={REMOTE_NAME} title="Dashboard">
      <p className="mt-2 text-muted-foreground">Your projects will be listed here.</p>
      <Link to="/projects/new" className={`${buttonClass()} mt-6`}>
        New project
      </Link>
    </PageFrame>
  );
}

export function SavedLinksPage() {
  return <PageFrame remote={REMOTE_NAME} title="Saved Links" />;
}

export function QuestionsPage() {
  return <PageFrame remote={REMOTE_NAME} title="Questions & Messages" />;
}

export function NewProjectPage() {
  return <PageFrame remote={REMOTE_NAME} title="New Project" />;
}

export function ProjectPage() {
  const { slug } = useParams();
  return (
    <PageFrame remote={REMOTE_NAME} title="Project">
      <p className="mt-2 text-muted-foreground" data-testid="route-params">
        slug: {slug}
      </p>
    </PageFrame>
  );
}
