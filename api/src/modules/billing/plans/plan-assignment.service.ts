import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { DomainEvents } from '../../../platform/events/domain-events';
import type { User } from '../../identity/users/user.entity';
import { UsersService } from '../../identity/users/users.service';
import { Plan } from './plan.entity';

export interface SetPlanOptions {
  /**
   * The plan was already decided elsewhere (a confirmed payment, a subscription in force):
   * it is applied even if the plan has been archived since.
   */
  confirmed?: boolean;
}

/**
 * Decides which plan is a user's: the one place that sets it (through identity's UsersService).
 * The subscriptions module calls it when a subscription starts or ends (DESIGN.md 22).
 */
@Injectable()
export class PlanAssignmentService {
  constructor(
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
  ) {}

  /**
   * Puts the user on the plan, or back on the Free Trial with null. Unless `confirmed`, an
   * unknown or archived plan is refused; a user already on an archived plan may keep it.
   */
  async setPlan(userId: number, planId: number | null, options: SetPlanOptions = {}): Promise<User> {
    const user = await this.users.getById(userId);
    if (planId !== null && planId !== user.subscriptionPlanId && !options.confirmed)
      await this.assertChoosable(planId);
    if (planId !== user.subscriptionPlanId) {
      await this.users.setPlanId(user.id, planId);
      this.events.emit('user.changed', { userId: user.id });
    }
    return this.users.getById(user.id);
  }

  /** The plan, if a user may newly choose it: it exists and is not archived (400 otherwise). */
  async assertChoosable(planId: number): Promise<Plan> {
    const plan = await this.plans.findOneBy({ id: planId });
    if (!plan) throw new BadRequestException(MESSAGES.planNotFound);
    if (plan.status === 'archived') throw new BadRequestException(MESSAGES.planArchived);
    return plan;
  }
}
