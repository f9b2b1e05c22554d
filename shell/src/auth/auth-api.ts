import { api, dataOf, type ApiSchemas } from '@qrpanel/web';

/** The sign-in and account calls the shell makes, typed by the api's document. */
export const authApi = {
  /** The signed-in user as the api knows them now (plan, role, profile). */
  me: () => dataOf(api.GET('/api/auth/me')),
  login: (body: ApiSchemas['LoginDto']) => dataOf(api.POST('/api/auth/login', { body })),
  register: (body: ApiSchemas['RegisterDto']) => dataOf(api.POST('/api/auth/register', { body })),
  forgotPassword: (body: ApiSchemas['ForgotPasswordDto']) =>
    dataOf(api.POST('/api/auth/forgot-password', { body })),
  resetPassword: (body: ApiSchemas['ResetPasswordDto']) =>
    dataOf(api.POST('/api/auth/reset-password', { body })),
  updateProfile: (body: ApiSchemas['UpdateProfileDto']) => dataOf(api.PUT('/api/auth/profile', { body })),
  changePassword: (body: ApiSchemas['ChangePasswordDto']) => dataOf(api.PUT('/api/auth/password', { body })),
};
