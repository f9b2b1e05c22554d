import type { Role } from './roles';

/** A user as every api answer shows it (SPEC.md §3). */
export interface UserDto {
  id: number;
  name: string;
  email: string;
  role: Role;
  plan_name: string;
  subscription_plan_id: number | null;
  created_at: string;
}

export interface AuthResponse {
  token: string;
  user: UserDto;
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
