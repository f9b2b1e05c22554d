import {
  api,
  dataOf,
  type ChangePasswordDto,
  type ForgotPasswordDto,
  type LoginDto,
  type RegisterDto,
  type ResetPasswordDto,
  type UpdateProfileDto,
} from '@qrpanel/web';
import type { MfaVerifyInput } from '@qrpanel/contracts';

/** The sign-in and account calls the shell makes, typed by the api's document. */
export const authApi = {
  /** The signed-in user as the api knows them now (plan, role, profile). */
  me: () => dataOf(api.GET('/api/auth/me')),
  /** A session, or with two-factor sign-in on the challenge of its second step. */
  login: (body: LoginDto) => dataOf(api.POST('/api/auth/login', { body })),
  verifySecondStep: (body: MfaVerifyInput) => dataOf(api.POST('/api/auth/2fa/verify', { body })),
  register: (body: RegisterDto) => dataOf(api.POST('/api/auth/register', { body })),
  forgotPassword: (body: ForgotPasswordDto) => dataOf(api.POST('/api/auth/forgot-password', { body })),
  resetPassword: (body: ResetPasswordDto) => dataOf(api.POST('/api/auth/reset-password', { body })),
  updateProfile: (body: UpdateProfileDto) => dataOf(api.PUT('/api/auth/profile', { body })),
  changePassword: (body: ChangePasswordDto) => dataOf(api.PUT('/api/auth/password', { body })),
};
