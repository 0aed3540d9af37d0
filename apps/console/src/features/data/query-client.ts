import { QueryClient } from '@tanstack/react-query';

/**
 * The console's one query client, built with the layout's chunk (never on /login). Retries are off: the backend
 * answers business errors with HTTP 200 and a code, which a retry would only repeat; the sdk already toasts them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
