// Any unknown path (spec §2, §8): '404 Page Not Found' with a way home.
import { Link } from 'react-router';
import { chromeButton } from '../chrome/styles';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-primary/70">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className={`${chromeButton('primary')} mt-2`}>
        Back to home
      </Link>
    </section>
  );
}
