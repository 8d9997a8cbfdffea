// Guards a protected route (spec §2): spinner while loading, the page for a user, else a redirect.
import { protectedRouteDecision, rememberAuthRedirect, useAuth } from '@thesis-studio/client';
import type { RouteAccess } from '@thesis-studio/domain';
import { FullPageSpinner } from '@thesis-studio/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ServerRenderedFallback } from '../remotes/ServerRendered';

export function RequireAuth({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const decision = protectedRouteDecision(auth, access, `${location.pathname}${location.search}`);
  // While the user loads, a page the gateway rendered for them stays on screen (ServerRendered.tsx).
  if (decision.kind === 'spinner') return <ServerRenderedFallback fallback={<FullPageSpinner />} />;
  if (decision.kind === 'render') return <>{children}</>;
  return <Redirect to={decision.to} remember={decision.remember} />;
}

function Redirect({ to, remember }: { to: string; remember: string | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberAuthRedirect(window.sessionStorage, remember);
    void navigate(to, { replace: true });
  }, [navigate, to, remember]);
  return <FullPageSpinner label="Redirecting" />;
}
