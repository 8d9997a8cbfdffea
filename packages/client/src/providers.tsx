import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Toaster, TooltipProvider } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { getApolloClient } from './apollo.js';
import { AuthProvider } from './auth.js';

export interface AppProvidersProps {
  children: ReactNode;
  client?: ApolloClient;
  /** False when an outer AppProviders/Toaster already renders toasts (a remote inside the shell). */
  toaster?: boolean;
}

/** Everything a page of the product needs around it: Apollo, the signed-in user, tooltips, the toaster. */
export function AppProviders({ children, client, toaster = true }: AppProvidersProps) {
  return (
    <ApolloProvider client={client ?? getApolloClient()}>
      <AuthProvider>
        <TooltipProvider>
          {children}
          {toaster ? <Toaster /> : null}
        </TooltipProvider>
      </AuthProvider>
    </ApolloProvider>
  );
}
