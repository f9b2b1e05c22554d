import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { DomainEvents } from '../../../platform/events/domain-events';
import { UsersService } from '../../identity';
import { WorkspacesService } from '../../workspaces';
import { Plan } from './plan.entity';

export interface SetPlanOptions {
  /**
   * The plan was already decided elsewhere (a confirmed payment, a subscription in force):
   * it is applied even if the plan has been archived since.
   */
  confirmed?: boolean;
}

/** The transaction a plan change is written in. */
export interface PlanChange {
  manager: EntityManager;
  /**
   * Runs `announce` once the transaction has committed, never if it rolls back: a listener
   * (another replica's cache, for one) reading the user before would keep the old plan.
   */
  afterCommit(announce: () => void): void;
}

/**
 * Decides which plan is a workspace's: the one place that sets it (through WorkspacesService),
 * and a person's personal workspace's plan shown as theirs (through identity's UsersService).
 * The subscriptions module calls it when a subscription starts or ends (docs/product.md,
 * Payments), in the transaction of that change.
 */
@Injectable()
export class PlanAssignmentService {
  constructor(
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly events: DomainEvents,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
  ) {}

  /**
   * Puts the workspace on the plan, or back on the Free Trial with null (the workspace
   * locked by the caller's transaction). Unless `confirmed`, an unknown or archived plan is
   * refused; a workspace already on an archived plan may keep it. A personal workspace's
   * plan is its person's too (their account's subscription_plan_id).
   */
  async setWorkspacePlan(
    change: PlanChange,
    workspaceId: number,
    planId: number | null,
    options: SetPlanOptions = {},
  ): Promise<void> {
    const before = await this.workspaces.planOf(workspaceId, change.manager);
    if (planId !== null && planId !== before && !options.confirmed) await this.assertChoosable(planId);
    if (planId !== before) {
      await this.workspaces.setPlanIn(change.manager, workspaceId, planId);
      change.afterCommit(() => this.events.emit('workspace.changed', { workspaceId }));
    }
    const person = await this.workspaces.personOf(change.manager, workspaceId);
    if (person !== undefined) await this.showOnAccount(change, person, planId);
  }

  /** Shows the workspace's plan on its person's account, the plan already decided. */
  private async showOnAccount(change: PlanChange, userId: number, planId: number | null): Promise<void> {
    const user = await this.users.getById(userId, change.manager);
    if (planId === user.subscriptionPlanId) return;
    await this.users.setPlanId(user.id, planId, change.manager);
    change.afterCommit(() => this.events.emit('user.changed', { userId: user.id }));
  }

  /** The plan, if a user may newly choose it: it exists and is not archived (400 otherwise). */
  async assertChoosable(planId: number): Promise<Plan> {
    const plan = await this.plans.findOneBy({ id: planId });
    if (!plan) throw new BadRequestException(MESSAGES.planNotFound);
    if (plan.status === 'archived') throw new BadRequestException(MESSAGES.planArchived);
    return plan;
  }
}
