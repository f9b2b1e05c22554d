import { api } from '@qrpanel/web';
import type {
  AssignPlanInput,
  ContactMessageDto,
  PaymentDto,
  PlanDto,
  PlanInput,
  Role,
  SettingsDto,
  SettingsInput,
  TestEmailResult,
  UserDto,
} from '@qrpanel/contracts';

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
}

/** The calls of the administration screens (SPEC.md §7), one per action. */
export const adminApi = {
  users: () => api.get<UserDto[]>('/auth/users'),
  createUser: (input: CreateUserInput) => api.post<UserDto>('/auth/users', input),
  changeRole: (id: number, role: Role) => api.put<UserDto>(`/auth/users/${id}/role`, { role }),
  deleteUser: (id: number) => api.delete<void>(`/auth/users/${id}`),
  assignPlan: (id: number, input: AssignPlanInput) =>
    api.put<UserDto>(`/auth/users/${id}/assign-plan`, input),

  plans: () => api.get<PlanDto[]>('/plans/all'),
  assignablePlans: () => api.get<PlanDto[]>('/plans/admin'),
  createPlan: (input: PlanInput) => api.post<PlanDto>('/plans', input),
  updatePlan: (id: number, input: PlanInput) => api.put<PlanDto>(`/plans/${id}`, input),
  archivePlan: (id: number) => api.patch<PlanDto>(`/plans/${id}/archive`),

  settings: () => api.get<SettingsDto>('/settings'),
  saveSettings: (input: SettingsInput) => api.put<SettingsDto>('/settings', input),
  sendTestEmail: (to: string) => api.post<TestEmailResult>('/settings/test-email', { to }),

  messages: () => api.get<ContactMessageDto[]>('/contact'),
  markRead: (id: number) => api.patch<ContactMessageDto>(`/contact/${id}/read`),

  pendingManualPayments: () => api.get<PaymentDto[]>('/subscriptions/payments?status=pending&gateway=manual'),
  refusedPayments: () => api.get<PaymentDto[]>('/subscriptions/payments?refused=true'),
  approvePayment: (id: number) => api.patch<PaymentDto>(`/subscriptions/${id}/approve`),
  rejectPayment: (id: number) => api.patch<PaymentDto>(`/subscriptions/${id}/reject`),
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
};
