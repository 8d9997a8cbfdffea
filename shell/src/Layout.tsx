import { useAuthState } from '@thesis-studio/client/auth-store';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from './PageSpinner';

// The toaster comes with the ui kit; it is mounted once the visitor leaves the landing page.
const ShellToaster = lazy(() => import('./ShellToaster'));

export const headerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium ' +
  'text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export const headerOutlineButtonClass =
  'inline-flex h-10 items-center justify-center rounded-md border border-border bg-background px-4 text-sm ' +
  'font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50';

/** Sign-out needs Apollo: it is loaded on click, so the landing page never ships it. */
async function signOutFromHeader(): Promise<boolean> {
  const { createAuthActions, getApolloClient, signOut } = await import('@thesis-studio/client');
  return signOut(createAuthActions(getApolloClient()));
}

function AccountNav() {
  const { status, user } = useAuthState();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (status === 'loading') return <span aria-hidden="true" className="h-10" />;
  if (!user) {
    return (
      <Link to="/auth" className={headerButtonClass}>
        Login
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <span data-testid="header-user-email" className="max-w-[14rem] truncate text-sm text-muted-foreground">
        {user.email}
      </span>
      <button
        type="button"
        className={headerOutlineButtonClass}
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOutFromHeader()
            .then((ok) => (ok ? navigate('/') : undefined))
            .finally(() => setSigningOut(false));
        }}
      >
        Sign Out
      </button>
    </div>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-primary text-primary-foreground"
          >
            T
          </span>
          Thesis Studio
        </Link>
        <nav aria-label="Account">
          <AccountNav />
        </nav>
      </div>
    </header>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const [toasterWanted, setToasterWanted] = useState(pathname !== '/');
  if (pathname !== '/' && !toasterWanted) setToasterWanted(true);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <ShellToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
