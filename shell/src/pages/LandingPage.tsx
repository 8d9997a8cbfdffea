import { useAuthState } from '@thesis-studio/client/auth-store';
import { Link, Navigate } from 'react-router';
import { headerButtonClass } from '../Layout';

export function LandingPage() {
  // Spec §2: a signed-in user is sent to /dashboard (the check is a plain GET /api/user).
  const { user } = useAuthState();
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-6 py-24 md:py-32">
        <p className="rounded-full border border-border px-3 py-1 text-xs font-medium uppercase tracking-widest text-muted-foreground">
          AI-assisted thesis development
        </p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
          Turn a strategic idea into a thesis you can defend.
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Thesis Studio guides strategy teams, executives and leaders from a first idea to a researched,
          shareable thesis — edited together, shared by link and read aloud.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth" className={headerButtonClass}>
            Get Started
          </Link>
        </div>
      </div>
    </section>
  );
}
