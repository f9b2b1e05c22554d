import { api, dataOf } from '@qrpanel/web';

/** The signed-in user's sign-in sessions. */
export const sessionsApi = {
  list: () => dataOf(api.GET('/api/auth/sessions')),
  revoke: (id: number) =>
    dataOf(api.DELETE('/api/auth/sessions/{id}', { params: { path: { id: String(id) } } })),
  revokeOthers: () => dataOf(api.DELETE('/api/auth/sessions')),
};

export const SESSIONS_QUERY_KEY = ['sessions'] as const;
