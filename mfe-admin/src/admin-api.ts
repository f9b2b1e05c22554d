import type {
  AssignPlanInput,
  PlanInput,
  PublicSettingsDto,
  Role,
  SettingsDto,
  SettingsInput,
  WorkspacePlanInput,
} from '@qrpanel/contracts';
import { api, ApiError, dataOf, pageOf, rowsOf, type CreateUserDto } from '@qrpanel/web';
import type { PageRequest } from './lists/use-server-list';

const byId = (id: number) => ({ params: { path: { id } } });

/**
 * GET /settings answers every field to an administrator and only the public part to anyone
 * else; the settings screen needs all of them (a secret, masked, is one only admins get).
 */
function everySetting(settings: SettingsDto | PublicSettingsDto): SettingsDto {
  if ('stripe_secret_key' in settings) return settings;
  throw new ApiError(403);
}

/**
 * The calls of the administration screens (docs/architecture.md, Modules: identity, billing, settings,
 * contact), one per action.
 */
/** How many of the latest decisions on manual payments the Payments screen lists. */
export const DECISIONS_SHOWN = 20;

export const adminApi = {
  users: () => rowsOf(api.GET('/api/auth/users')),
  usersPage: (query: PageRequest) => pageOf(api.GET('/api/auth/users', { params: { query } })),
  createUser: (body: CreateUserDto) => dataOf(api.POST('/api/auth/users', { body })),
  changeRole: (id: number, role: Role) =>
    dataOf(api.PUT('/api/auth/users/{id}/role', { ...byId(id), body: { role } })),
  deleteUser: (id: number) => api.DELETE('/api/auth/users/{id}', byId(id)),
  assignPlan: (id: number, body: AssignPlanInput) =>
    dataOf(api.PUT('/api/auth/users/{id}/assign-plan', { ...byId(id), body })),

  plans: () => dataOf(api.GET('/api/plans/all')),
  assignablePlans: () => dataOf(api.GET('/api/plans/admin')),
  createPlan: (body: PlanInput) => dataOf(api.POST('/api/plans', { body })),
  updatePlan: (id: number, body: PlanInput) => dataOf(api.PUT('/api/plans/{id}', { ...byId(id), body })),
  archivePlan: (id: number) => dataOf(api.PATCH('/api/plans/{id}/archive', byId(id))),

  settings: async () => everySetting(await dataOf(api.GET('/api/settings'))),
  saveSettings: (body: SettingsInput) => dataOf(api.PUT('/api/settings', { body })),
  sendTestEmail: (to: string) => dataOf(api.POST('/api/settings/test-email', { body: { to } })),

  messages: () => rowsOf(api.GET('/api/contact')),
  messagesPage: (query: PageRequest) => pageOf(api.GET('/api/contact', { params: { query } })),
  markRead: (id: number) => dataOf(api.PATCH('/api/contact/{id}/read', byId(id))),

  pendingPaymentsPage: (query: PageRequest) =>
    pageOf(
      api.GET('/api/subscriptions/payments', {
        params: { query: { ...query, status: 'pending', gateway: 'manual' } },
      }),
    ),
  refusedPayments: () =>
    rowsOf(api.GET('/api/subscriptions/payments', { params: { query: { refused: true } } })),
  /** The newest decisions on manual payments, the latest first. */
  decidedPayments: () =>
    pageOf(
      api.GET('/api/subscriptions/payments', {
        params: {
          query: {
            gateway: 'manual',
            decided: true,
            page: 1,
            limit: DECISIONS_SHOWN,
            sort: 'decided_at:desc',
          },
        },
      }),
    ),
  approvePayment: (id: number) => dataOf(api.PATCH('/api/subscriptions/{id}/approve', byId(id))),
  rejectPayment: (id: number) => dataOf(api.PATCH('/api/subscriptions/{id}/reject', byId(id))),

  workspacesPage: (query: PageRequest) => dataOf(api.GET('/api/workspaces/all', { params: { query } })),
  setWorkspacePlan: async (id: number, body: WorkspacePlanInput) => {
    await dataOf(api.PUT('/api/workspaces/{id}/plan', { ...byId(id), body }));
  },
};

/** Query keys: each list is refetched (reloaded) after every change to it. */
export const ADMIN_KEYS = {
  users: ['admin', 'users'] as const,
  plans: ['admin', 'plans'] as const,
  assignablePlans: ['admin', 'plans', 'assignable'] as const,
  settings: ['admin', 'settings'] as const,
  messages: ['admin', 'messages'] as const,
  payments: ['admin', 'payments', 'pending-manual'] as const,
  refusedPayments: ['admin', 'payments', 'refused'] as const,
  decidedPayments: ['admin', 'payments', 'decided'] as const,
  workspaces: ['admin', 'workspaces'] as const,
};
