import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { queryClient } from '#client/lib/query-client.ts';

/** App-wide providers: the query cache and the single toast area. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
