import { FREE_TRIAL_PLAN_NAME, type UserDto } from '@qrpanel/contracts';
import type { User } from './user.entity';

/** The user as answers show it; never the password hash or token version. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    plan_name: user.plan?.name ?? FREE_TRIAL_PLAN_NAME,
    subscription_plan_id: user.subscriptionPlanId ?? null,
    created_at: new Date(user.createdAt).toISOString(),
  };
}
