import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';

/** Tests of a page's list: its query client and an in-memory URL around the hook under test. */
export function listWrapper(client: QueryClient, location: { hook: BaseLocationHook; searchHook: BaseSearchHook }) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}
