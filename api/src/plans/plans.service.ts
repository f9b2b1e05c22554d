import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  MESSAGES,
  PLAN_DEFAULTS,
  type PlanDto,
  type PlanInput,
  type PublicPlanDto,
} from '@qrpanel/contracts';
import { User } from '../users/user.entity';
import { Plan } from './plan.entity';
import { toPlanDto, toPublicPlanDto } from './plan.view';

/** Plan management (SPEC.md §2 Plan Management, §3 Plan). */
@Injectable()
export class PlansService {
  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /** What the pricing page offers: active plans only, cheapest first. */
  async listActive(): Promise<PublicPlanDto[]> {
    const plans = await this.plans.find({ where: { status: 'active' }, order: { price: 'ASC', id: 'ASC' } });
    return plans.map(toPublicPlanDto);
  }

  async listAll(): Promise<PlanDto[]> {
    const [plans, counts] = await Promise.all([
      this.plans.find({ order: { price: 'ASC', id: 'ASC' } }),
      this.subscriberCounts(),
    ]);
    return plans.map((plan) => toPlanDto(plan, counts.get(plan.id) ?? 0));
  }

  async getById(id: number): Promise<Plan> {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw new NotFoundException(MESSAGES.planNotFound);
    return plan;
  }

  async create(input: PlanInput): Promise<PlanDto> {
    const plan = this.plans.create({
      description: '',
      billingInterval: PLAN_DEFAULTS.billing_interval,
      status: 'active',
      isFeatured: false,
      featureAnalytics: false,
      featureCustomLogos: false,
    });
    return this.view(await this.plans.save(apply(plan, input)));
  }

  /** Fields left out keep their value; the status may be set either way. */
  async update(id: number, input: PlanInput): Promise<PlanDto> {
    const plan = await this.getById(id);
    return this.view(await this.plans.save(apply(plan, input)));
  }

  /** Subscribers keep the plan; nobody new can choose it. */
  async archive(id: number): Promise<PlanDto> {
    const plan = await this.getById(id);
    plan.status = 'archived';
    return this.view(await this.plans.save(plan));
  }

  /**
   * Users on each plan. Counts users whose plan it is; once subscriptions exist, this is
   * where trialing and active subscriptions are counted instead (DESIGN.md decision 23).
   */
  async subscriberCounts(): Promise<Map<number, number>> {
    const rows = await this.users
      .createQueryBuilder('user')
      .select('user.subscriptionPlanId', 'planId')
      .addSelect('COUNT(*)', 'count')
      .where('user.subscriptionPlanId IS NOT NULL')
      .groupBy('user.subscriptionPlanId')
      .getRawMany<{ planId: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.planId), Number(r.count)]));
  }

  private async view(plan: Plan): Promise<PlanDto> {
    const count = await this.users.countBy({ subscriptionPlanId: plan.id });
    return toPlanDto(plan, count);
  }
}

function apply(plan: Plan, input: PlanInput): Plan {
  plan.name = input.name;
  plan.price = input.price;
  plan.currency = input.currency;
  plan.qrCodeLimit = input.qr_code_limit;
  plan.scanLimit = input.scan_limit;
  plan.trialPeriodDays = input.trial_period_days;
  if (input.description !== undefined) plan.description = input.description;
  if (input.billing_interval !== undefined) plan.billingInterval = input.billing_interval;
  if (input.status !== undefined) plan.status = input.status;
  if (input.is_featured !== undefined) plan.isFeatured = input.is_featured;
  if (input.features?.analytics !== undefined) plan.featureAnalytics = input.features.analytics;
  if (input.features?.customLogos !== undefined) plan.featureCustomLogos = input.features.customLogos;
  return plan;
}
