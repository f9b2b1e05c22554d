import type { AuthResponse, UserDto } from '@qrpanel/contracts';
import { api } from '@qrpanel/web';

export const authApi = {
  login: (body: { email: string; password: string }) => api.post<AuthResponse>('/auth/login', body),
  register: (body: { name: string; email: string; password: string }) =>
    api.post<AuthResponse>('/auth/register', body),
  forgotPassword: (body: { email: string }) => api.post<unknown>('/auth/forgot-password', body),
  resetPassword: (body: { token: string; password: string }) =>
    api.post<unknown>('/auth/reset-password', body),
  updateProfile: (body: { name: string; email: string }) => api.put<UserDto>('/auth/profile', body),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.put<unknown>('/auth/password', body),
};
