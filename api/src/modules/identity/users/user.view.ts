import { Injectable } from '@nestjs/common';
import type { UserDto } from '@qrpanel/contracts';
import { PlanNames, planNameOf } from './plan-names';
import type { User } from './user.entity';

/** The user as answers show it; never the password hash or token version. */
export function toUserDto(user: User, planName: string): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    plan_name: planName,
    subscription_plan_id: user.subscriptionPlanId ?? null,
    created_at: new Date(user.createdAt).toISOString(),
    time_zone: user.timeZone ?? 'UTC',
    color_scheme: user.colorScheme ?? 'auto',
    language: user.language ?? null,
  };
}

/** Users as answers show them, each with their plan's name (one look-up for a whole list). */
@Injectable()
export class UserViews {
  constructor(private readonly planNames: PlanNames) {}

  async one(user: User): Promise<UserDto> {
    return (await this.many([user]))[0];
  }

  async many(users: readonly User[]): Promise<UserDto[]> {
    const ids = [
      ...new Set(users.map((u) => u.subscriptionPlanId).filter((id): id is number => id !== null)),
    ];
    const names = ids.length > 0 ? await this.planNames.of(ids) : new Map<number, string>();
    return users.map((user) => toUserDto(user, planNameOf(names, user.subscriptionPlanId)));
  }
}
