import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  MESSAGES,
  PLAN_DEFAULTS,
  type PlanDto,
  type PlanInput,
  type PublicPlanDto,
} from '@qrpanel/contracts';
import { Subscription } from '../subscriptions/subscription.entity';
import { Plan } from './plan.entity';
import { toPlanDto, toPublicPlanDto } from './plan.view';

/** Plan management (docs/product.md, Plans and limits). */
@Injectable()
export class PlansService {
  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
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

  findById(id: number): Promise<Plan | null> {
    return this.plans.findOneBy({ id });
  }

  async getById(id: number): Promise<Plan> {
    const plan = await this.findById(id);
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
      templateLimit: PLAN_DEFAULTS.template_limit,
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

  /** Subscribers of each plan: its trialing and active subscriptions (docs/product.md, Plans and limits). */
  async subscriberCounts(): Promise<Map<number, number>> {
    const rows = await this.subscriptions
      .createQueryBuilder('subscription')
      .select('subscription.planId', 'planId')
      .addSelect('COUNT(*)', 'count')
      .where('subscription.planId IS NOT NULL')
      .andWhere('subscription.status IN (:...live)', { live: [...LIVE_SUBSCRIPTION_STATUSES] })
      .groupBy('subscription.planId')
      .getRawMany<{ planId: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.planId), Number(r.count)]));
  }

  private async view(plan: Plan): Promise<PlanDto> {
    const count = await this.subscriptions.countBy({
      planId: plan.id,
      status: In([...LIVE_SUBSCRIPTION_STATUSES]),
    });
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
  if (input.template_limit !== undefined) plan.templateLimit = input.template_limit;
  if (input.api_key_limit !== undefined) plan.apiKeyLimit = input.api_key_limit;
  if (input.api_rate_limit !== undefined) plan.apiRateLimit = input.api_rate_limit;
  if (input.member_limit !== undefined) plan.memberLimit = input.member_limit;
  if (input.domain_limit !== undefined) plan.domainLimit = input.domain_limit;
  if (input.storage_limit_mb !== undefined) plan.storageLimitMb = input.storage_limit_mb;
  return plan;
}
