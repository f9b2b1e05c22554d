import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { DomainEvents } from '../events/domain-events';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Plan } from './plan.entity';

/**
 * Decides which plan is a user's. Today an administrator assigns it; the billing module
 * will call setPlan() once a payment is confirmed (DESIGN.md decision 22).
 */
@Injectable()
export class PlanAssignmentService {
  constructor(
    private readonly usersService: UsersService,
    private readonly events: DomainEvents,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
  ) {}

  /**
   * Puts the user on the plan, or back on the Free Trial with null. An unknown or archived
   * plan is refused; a user already on an archived plan may keep it.
   */
  async setPlan(userId: number, planId: number | null): Promise<User> {
    const user = await this.usersService.getById(userId);
    if (planId !== null && planId !== user.subscriptionPlanId) await this.assertChoosable(planId);
    // update(), not save(): the user's loaded plan relation would win over the new id.
    await this.users.update({ id: user.id }, { subscriptionPlanId: planId });
    this.events.emit('user.changed', { userId: user.id });
    return this.usersService.getById(user.id);
  }

  private async assertChoosable(planId: number): Promise<void> {
    const plan = await this.plans.findOneBy({ id: planId });
    if (!plan) throw new BadRequestException(MESSAGES.planNotFound);
    if (plan.status === 'archived') throw new BadRequestException(MESSAGES.planArchived);
  }
}
