// What the remote's pages (thesis, chat, wizard) show when their query fails: a card saying what is
// missing with a way back to the dashboard, or the failure with Retry; and the thesis pages' way back.
import { refetchQuietly, serverErrorMessage } from '@thesis-studio/client';
import { ArrowLeftIcon, buttonClass, Card, cn, LoadError } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { useT } from '../i18n/thesis';

/** A missing (or someone else's) thesis or project: `title`, why, and Back to Dashboard (`arrow`: with an arrow). */
export function MissingCard({ title, arrow = false }: { title: string; arrow?: boolean }) {
  const t = useT();
  return (
    <Card role="alert" className="mx-auto mt-10 max-w-md p-8 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('thesis.missing.why')}</p>
      <Link to="/dashboard" className={cn(buttonClass('default'), 'mt-6')}>
        {arrow ? <ArrowLeftIcon /> : null}
        {t('thesis.page.backToDashboard')}
      </Link>
    </Card>
  );
}

/** The quiet way back above a thesis page. */
export function BackToDashboard() {
  const t = useT();
  return (
    <Link
      to="/dashboard"
      className={`${buttonClass('ghost', 'sm')} -ml-3 text-muted-foreground hover:text-foreground`}
    >
      <ArrowLeftIcon />
      {t('thesis.page.backToDashboard')}
    </Link>
  );
}

/** The page's query failed: `title`, the server's reason, and Retry (the query again, quietly). */
export function PageLoadError({
  title,
  error,
  refetch,
}: {
  title: string;
  error: unknown;
  refetch: () => Promise<unknown>;
}) {
  return (
    <LoadError
      className="mt-8"
      title={title}
      detail={serverErrorMessage(error)}
      onRetry={() => void refetchQuietly(refetch)}
    />
  );
}
