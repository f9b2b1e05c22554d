import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from './api/api-client';

/**
 * Unread contact messages: the shell's sidebar shows the count beside Messages, and the
 * admin inbox refreshes it (same key, one shared query cache) once a message is read.
 */
export const UNREAD_MESSAGES_KEY = ['contact', 'unread-count'] as const;

/** How often the sidebar looks for new messages while the page is open. */
const UNREAD_REFRESH_MS = 60_000;

export function useUnreadMessageCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: () => dataOf(api.GET('/api/contact/unread-count')),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 0,
  });
  return query.data?.count ?? 0;
}
