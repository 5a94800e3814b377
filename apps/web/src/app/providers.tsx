import { retryDelayMs, shouldRetryRead } from '@lectern/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '@/components/toaster';

/**
 * Failed reads retry a few times with a doubling wait, and only when asking again can help
 * (the network or the server failed); then the page shows the failure with "Try again"
 * (decision 153). A query that overrides this keeps its own rule.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => shouldRetryRead(failureCount, (error as { status?: number }).status),
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: 0 },
    },
  });
}

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
