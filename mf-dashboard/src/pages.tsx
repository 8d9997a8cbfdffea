import { buttonClass } from '@thesis-studio/ui';
import { Link, useParams } from 'react-router';
import { PageFrame } from './PageFrame';

export function DashboardPage() {
  return (
    <PageFrame title="Dashboard">
      <p className="mt-2 text-muted-foreground">Your projects will be listed here.</p>
      <Link to="/projects/new" className={`${buttonClass()} mt-6`}>
        New project
      </Link>
    </PageFrame>
  );
}

export function SavedLinksPage() {
  return <PageFrame title="Saved Links" />;
}

export function QuestionsPage() {
  return <PageFrame title="Questions & Messages" />;
}

export function NewProjectPage() {
  return <PageFrame title="New Project" />;
}

export function ProjectPage() {
  const { slug } = useParams();
  return (
    <PageFrame title="Project">
      <p className="mt-2 text-muted-foreground" data-testid="route-params">
        slug: {slug}
      </p>
    </PageFrame>
  );
}
