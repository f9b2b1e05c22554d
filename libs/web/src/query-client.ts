import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

/**
 * Server state for every screen. Only a lost connection is retried (once): an answer of
 * the api, even an error, is the answer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 0,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
