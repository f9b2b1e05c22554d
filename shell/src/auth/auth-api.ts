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
import type { MfaVerifyInput, PasskeyResponseJson } from '@qrpanel/contracts';

/** The sign-in and account calls the shell makes, typed by the api's document. */
export const authApi = {
  /** The signed-in user as the api knows them now (plan, role, profile). */
  me: () => dataOf(api.GET('/api/auth/me')),
  /** A session, or with two-factor sign-in on the challenge of its second step. */
  login: (body: LoginDto) => dataOf(api.POST('/api/auth/login', { body })),
  verifySecondStep: (body: MfaVerifyInput) => dataOf(api.POST('/api/auth/2fa/verify', { body })),
  /** The prompt of a passkey in place of the code, for the sign-in the mfa_token stands for. */
  secondStepPasskeyOptions: (mfaToken: string) =>
    dataOf(api.POST('/api/auth/2fa/passkey/options', { body: { mfa_token: mfaToken } })),
  /** The prompt of a sign-in with a passkey and no password (it names nobody). */
  passkeySignInOptions: () => dataOf(api.POST('/api/auth/passkeys/authentication/options')),
  passkeySignIn: (response: PasskeyResponseJson) =>
    dataOf(api.POST('/api/auth/passkeys/authentication', { body: { response } })),
  register: (body: RegisterDto) => dataOf(api.POST('/api/auth/register', { body })),
  forgotPassword: (body: ForgotPasswordDto) => dataOf(api.POST('/api/auth/forgot-password', { body })),
  resetPassword: (body: ResetPasswordDto) => dataOf(api.POST('/api/auth/reset-password', { body })),
  updateProfile: (body: UpdateProfileDto) => dataOf(api.PUT('/api/auth/profile', { body })),
  changePassword: (body: ChangePasswordDto) => dataOf(api.PUT('/api/auth/password', { body })),
  /** Ends the caller's session on the server: its token answers 401 from now on. */
  endSession: () => dataOf(api.DELETE('/api/auth/sessions/current')),
};
