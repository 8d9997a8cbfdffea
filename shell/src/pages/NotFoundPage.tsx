// Any unknown path (spec §2, §8): '404 Page Not Found' with a way home.
import { useT } from '@thesis-studio/i18n';
import { Link } from 'react-router';
import { chromeButton } from '../chrome/styles';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-primary/70">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t('shell.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('shell.notFound.text')}</p>
      <Link to="/" className={`${chromeButton('primary')} mt-2`}>
        {t('shell.notFound.home')}
      </Link>
    </section>
  );
}
