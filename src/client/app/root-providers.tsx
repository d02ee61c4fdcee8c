import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavigationContext } from '#client/components/navigation/navigation-context.tsx';
import { routerNavigation } from '#client/components/navigation/router-navigation.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { queryClient } from '#client/lib/query-client.ts';

/** App-wide providers: the query cache, React Router's links for shared components, the single toast area. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationContext value={routerNavigation}>{children}</NavigationContext>
      <Toaster />
    </QueryClientProvider>
  );
}
