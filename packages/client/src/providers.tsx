import { ApolloProvider } from '@apollo/client/react';
import { Toaster, TooltipProvider } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { getApolloClient } from './apollo.js';
import { AuthProvider } from './auth.js';

export interface AppProvidersProps {
  children: ReactNode;
  /** False when an outer AppProviders/Toaster already renders toasts (a remote inside the shell). */
  toaster?: boolean;
}

/** Everything a page of the product needs around it: Apollo, the signed-in user, tooltips, the toaster. */
export function AppProviders({ children, toaster = true }: AppProvidersProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <AuthProvider>
        <TooltipProvider>
          {children}
          {toaster ? <Toaster /> : null}
        </TooltipProvider>
      </AuthProvider>
    </ApolloProvider>
  );
}
