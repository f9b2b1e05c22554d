import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api/api-client';

/**
 * The active workspace's use of its plan's limits (GET /api/qrcodes/stats/usage), one entry
 * of the shared query cache for the dashboard's meters and the create form's notice.
 */
export function useWorkspaceUsage() {
  return useQuery({
    queryKey: ['workspace-usage'],
    queryFn: () => dataOf(api.GET('/api/qrcodes/stats/usage')),
  });
}
