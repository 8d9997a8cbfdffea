import { useAuthState, type AuthUser } from '@thesis-studio/client/auth-store';
import { useT } from '@thesis-studio/i18n';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { CookieBanner } from './chrome/CookieBanner';
import { FooterSlotProvider } from './chrome/footer-slot';
import { LanguageSelect } from './chrome/LanguageSelect';
import { MenuIcon, menuButtonClass } from './chrome/MenuButton';
import { appNavItems } from './chrome/nav';
import { chromeButton } from './chrome/styles';
import { useToasterRequested } from './chrome/toaster-demand';
import { PageSpinner } from './PageSpinner';
import { CHROME_ATTRIBUTE, layer } from '@thesis-studio/ui/layers';

// The toaster and the header menu come with the ui kit: the toaster is mounted once the visitor leaves
// the landing page or a landing dialog asks for it; the menu only for a signed-in user.
const ShellToaster = lazy(() => import('./ShellToaster'));
const HeaderMenu = lazy(() => import('./chrome/HeaderMenu'));

/** Sign-out needs Apollo: it is loaded on click, so the landing page never ships it. */
async function signOutFromHeader(): Promise<boolean> {
  const { createAuthActions, getApolloClient, signOut } = await import('@thesis-studio/client');
  return signOut(createAuthActions(getApolloClient()));
}

const navLinkClass =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted ' +
  'hover:text-foreground aria-[current=page]:text-foreground aria-[current=page]:bg-muted ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function SignedInHeader({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const t = useT();
  const items = appNavItems(user.capabilities, t);
  const signOut = () => {
    setSigningOut(true);
    void signOutFromHeader()
      .then((ok) => (ok ? navigate('/') : undefined))
      .finally(() => setSigningOut(false));
  };
  return (
    <>
      <nav aria-label={t('shell.header.mainNav')} className="items-center gap-1 max-lg:hidden lg:flex">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end className={navLinkClass}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
        <LanguageSelect />
        <NavLink
          to="/account"
          data-testid="header-user-email"
          title={t('shell.header.accountSettings')}
          className="min-w-0 max-w-[12rem] truncate rounded-md text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-foreground max-sm:hidden sm:block lg:max-w-[10rem] xl:max-w-[14rem]"
        >
          {user.email}
        </NavLink>
        <div className="max-lg:hidden lg:block">
          <button type="button" className={chromeButton('outline')} disabled={signingOut} onClick={signOut}>
            {t('shell.header.signOut')}
          </button>
        </div>
        <div className="max-lg:block lg:hidden">
          <Suspense
            fallback={
              <button type="button" className={menuButtonClass} disabled>
                <MenuIcon />
                <span>{t('shell.header.menu')}</span>
              </button>
            }
          >
            <HeaderMenu items={items} email={user.email} signingOut={signingOut} onSignOut={signOut} />
          </Suspense>
        </div>
      </div>
    </>
  );
}

/**
 * The header's Login steps aside where the page offers its own (the shared thesis's toolbar, spec §2,
 * marked data-page-login), so a visitor never sees two Login buttons; pages without one keep it.
 */
const HIDDEN_BESIDE_PAGE_LOGIN = '[body:has([data-page-login])_&]:hidden';

export function Header() {
  const { status, user } = useAuthState();
  const t = useT();
  return (
    <header
      {...{ [CHROME_ATTRIBUTE.header]: '' }}
      className={`sticky top-0 ${layer.header} border-b border-border bg-background/95 backdrop-blur`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={user ? '/dashboard' : '/'}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-semibold tracking-tight"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-primary text-primary-foreground"
          >
            T
          </span>
          Thesis Studio
        </Link>
        {status === 'loading' ? (
          <div className="ml-auto flex items-center gap-3">
            <LanguageSelect />
            <span aria-hidden="true" className="h-10 w-20" />
          </div>
        ) : user ? (
          <SignedInHeader user={user} />
        ) : (
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <LanguageSelect />
            <Link to="/auth" className={`${chromeButton('primary')} ${HIDDEN_BESIDE_PAGE_LOGIN}`}>
              {t('shell.header.login')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const toasterRequested = useToasterRequested();
  const [leftLanding, setLeftLanding] = useState(pathname !== '/');
  const [footerSlot, setFooterSlot] = useState<HTMLDivElement | null>(null);
  if (pathname !== '/' && !leftLanding) setLeftLanding(true);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <FooterSlotProvider slot={footerSlot}>
        <main className="flex flex-1 flex-col">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </FooterSlotProvider>
      <div ref={setFooterSlot} className="contents" />
      <CookieBanner />
      {leftLanding || toasterRequested ? (
        <Suspense fallback={null}>
          <ShellToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
