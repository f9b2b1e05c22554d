import type { Language } from './languages';
import type { Role } from './roles';

/** A user as every api answer shows it (docs/product.md, Accounts and sign-in). */
export interface UserDto {
  id: number;
  name: string;
  email: string;
  role: Role;
  plan_name: string;
  subscription_plan_id: number | null;
  created_at: string;
  /** IANA time zone the owner's analytics read hours in (hour of the week); default 'UTC'. */
  time_zone: string;
  /** The screens' colours: light, dark, or as the device is set ('auto', the default). */
  color_scheme: ColorScheme;
  /** The screens' and mails' language; null: the browser's (the mails then go out in English). */
  language: Language | null;
}

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export interface AuthResponse {
  token: string;
  user: UserDto;
  /**
   * Sign-in only: two-factor sign-in is required of this account (require_2fa_admins) and not
   * set up yet; the screens ask to set it up.
   */
  mfa_enrollment_required?: true;
}

/** The one error body every failing call answers with. */
export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Validation failures, by field (the form shows each at its field). */
  fields?: Record<string, string[]>;
  requestId?: string;
}

export const FREE_TRIAL_PLAN_NAME = 'Free Trial';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
