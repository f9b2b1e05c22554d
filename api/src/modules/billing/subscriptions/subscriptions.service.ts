import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, Not, Repository } from 'typeorm';
import { MESSAGES, type PaymentsQuery } from '@qrpanel/contracts';
import { errorText } from '../../../platform/common/errors';
import type { Plan } from '../plans/plan.entity';
import { PlanAssignmentService } from '../plans/plan-assignment.service';
import { PlansService } from '../plans/plans.service';
import { SettingsService } from '../../settings/settings.service';
import type { User } from '../../identity/users/user.entity';
import { UsersService } from '../../identity/users/users.service';
import { stripeSecretKey } from './gateways/gateway-settings';
import { StripeGateway } from './gateways/stripe.gateway';
import { SerialQueue } from './serial-queue';
import { Subscription } from './subscription.entity';
import { addInterval, applyReport, type GatewayReport, isLive, LIVE } from './subscription-state';

/** Gateways that take a payment before the plan is given. */
export type PaidGateway = 'stripe' | 'paypal' | 'razorpay' | 'manual';

export interface GatewayIds {
  sessionId?: string;
  orderId?: string;
  subscriptionId?: string;
  paymentId?: string;
}

/**
 * Stripe renews by itself and says so by webhook; a renewal reported a little late must not
 * cost the user their plan in between.
 */
export const STRIPE_RENEWAL_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

/** Gateways and database keep whole seconds. */
const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * The life of subscriptions (DESIGN.md decisions 22-23): pending until the server has
 * confirmed the payment, then trialing or active, until cancelled or expired. A user has at
 * most one live (trialing or active) subscription: a new one replaces the old, whose Stripe
 * billing is stopped. The user's plan always follows their live subscription, through
 * PlanAssignmentService. Changes run one at a time (SerialQueue).
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');
  private readonly queue = new SerialQueue();

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly assignment: PlanAssignmentService,
    private readonly plans: PlansService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly stripe: StripeGateway,
  ) {
    this.users.beforeRemove((userId) => this.stopBillingOf(userId));
  }

  // Reading

  /** The user's live subscription (trialing or active), if any. */
  current(userId: number): Promise<Subscription | null> {
    return this.subscriptions.findOne({
      where: { userId, status: In(LIVE), planId: Not(IsNull()) },
      order: { id: 'DESC' },
    });
  }

  latestPending(userId: number): Promise<Subscription | null> {
    return this.subscriptions.findOne({ where: { userId, status: 'pending' }, order: { id: 'DESC' } });
  }

  async getById(id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOneBy({ id });
    if (!sub) throw new NotFoundException(MESSAGES.subscriptionNotFound);
    return sub;
  }

  async getWithUser(id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({ where: { id }, relations: { user: true } });
    if (!sub) throw new NotFoundException(MESSAGES.subscriptionNotFound);
    return sub;
  }

  findById(id: number): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** The caller's subscription made for this gateway order (null when it is not theirs). */
  findOwnedOrder(
    userId: number,
    gateway: 'paypal' | 'razorpay',
    orderId: string,
  ): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ userId, gateway, gatewayOrderId: orderId });
  }

  findByOrder(gateway: 'paypal' | 'razorpay', orderId: string): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ gateway, gatewayOrderId: orderId });
  }

  findByStripeSubscription(stripeSubscriptionId: string): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ gateway: 'stripe', gatewaySubscriptionId: stripeSubscriptionId });
  }

  /** Newest first, with their users; `onlyIds` narrows them (none: no subscription). */
  list(query: PaymentsQuery, onlyIds?: number[]): Promise<Subscription[]> {
    if (onlyIds && !onlyIds.length) return Promise.resolve([]);
    return this.subscriptions.find({
      where: {
        ...(query.status ? { status: query.status } : {}),
        ...(query.gateway ? { gateway: query.gateway } : {}),
        ...(onlyIds ? { id: In(onlyIds) } : {}),
      },
      relations: { user: true },
      order: { id: 'DESC' },
      take: query.limit ?? 200,
    });
  }

  /** Active Subscriptions of the dashboard: subscriptions trialing or active (DESIGN.md 23). */
  countActive(): Promise<number> {
    return this.subscriptions.count({ where: { status: In(LIVE), planId: Not(IsNull()) } });
  }

  // Starting

  createPending(user: User, plan: Plan, gateway: PaidGateway): Promise<Subscription> {
    return this.subscriptions.save(
      this.subscriptions.create({
        userId: user.id,
        planId: plan.id,
        planName: plan.name,
        gateway,
        status: 'pending',
        amount: plan.price,
        currency: plan.currency,
        billingInterval: plan.billingInterval,
        currentPeriodEnd: null,
      }),
    );
  }

  async recordGatewayIds(id: number, ids: GatewayIds): Promise<void> {
    await this.subscriptions.update({ id }, columnsOf(ids));
  }

  /** Forgets a checkout the gateway refused to start. */
  async discard(id: number): Promise<void> {
    await this.subscriptions.delete({ id, status: 'pending' });
  }

  /** A plan priced 0: live at once and open-ended; choosing the plan one is on changes nothing. */
  activateFree(user: User, plan: Plan): Promise<Subscription> {
    return this.change(async (replaced) => {
      const live = await this.current(user.id);
      if (live?.planId === plan.id) return live;
      const sub = await this.subscriptions.save(this.openEnded(user.id, plan, 'free'));
      await this.replaceOthers(sub, replaced);
      await this.syncUserPlan(user.id);
      return sub;
    });
  }

  /**
   * Assign Plan (super_admin): an active, open-ended subscription marked as assigned by an
   * administrator; null cancels the live subscription (back to the Free Trial). The plan the
   * user is already on is kept as it is, archived or not.
   */
  assignByAdmin(userId: number, planId: number | null): Promise<User> {
    return this.change(async (replaced) => {
      const user = await this.users.getById(userId);
      if (planId === null) {
        await this.cancelLive(userId, replaced);
        return this.assignment.setPlan(userId, null);
      }
      const live = await this.current(userId);
      if (live?.planId === planId) return this.assignment.setPlan(userId, planId, { confirmed: true });
      const plan =
        user.subscriptionPlanId === planId
          ? await this.plans.getById(planId)
          : await this.assignment.assertChoosable(planId);
      const sub = await this.subscriptions.save(this.openEnded(userId, plan, 'admin'));
      await this.replaceOthers(sub, replaced);
      return this.assignment.setPlan(userId, planId, { confirmed: true });
    });
  }

  // Confirming

  /**
   * A one-off payment confirmed by the server (PayPal capture, Razorpay signature, manual
   * approval): the subscription becomes active for one billing interval, counted from the
   * end of the user's live period on the same plan when there is one (an early renewal loses
   * nothing). Confirming twice changes nothing.
   */
  confirmPayment(id: number, paymentId?: string): Promise<Subscription> {
    return this.change(async (replaced) => {
      const sub = await this.getById(id);
      if (sub.status !== 'pending') return sub;
      return this.activateOneOff(sub, paymentId, replaced);
    });
  }

  /**
   * An administrator confirms a manual payment made by someone else: an administrator who
   * could approve their own would get any plan without paying.
   */
  approveManual(id: number, actor: User): Promise<Subscription> {
    return this.change(async (replaced) => {
      const sub = await this.pendingManual(id);
      if (sub.userId === actor.id) throw new ForbiddenException(MESSAGES.cannotApproveOwnPayment);
      return this.activateOneOff(sub, undefined, replaced);
    });
  }

  /** An administrator refuses a manual payment: the subscription is cancelled, the plan unchanged. */
  rejectManual(id: number): Promise<Subscription> {
    return this.change(async () => {
      const sub = await this.pendingManual(id);
      await this.subscriptions.update({ id: sub.id, status: 'pending' }, { status: 'cancelled' });
      return this.getById(id);
    });
  }

  /**
   * What a recurring gateway (Stripe) reports: a start, a renewal, a cancellation. Applied
   * so that repeated or reordered reports end in the same state (subscription-state.ts).
   */
  applyGatewayReport(id: number, report: GatewayReport, ids: GatewayIds = {}): Promise<Subscription> {
    return this.change(async (replaced) => {
      const sub = await this.getById(id);
      const next = applyReport({ status: sub.status, periodEnd: sub.currentPeriodEnd }, report, new Date());
      const wentLive = !isLive(sub.status) && isLive(next.status);
      const moved = next.periodEnd?.getTime() !== sub.currentPeriodEnd?.getTime();
      const patch: Partial<Subscription> = {
        ...(next.status !== sub.status ? { status: next.status } : {}),
        ...(moved ? { currentPeriodEnd: next.periodEnd } : {}),
        ...(ids.subscriptionId && !sub.gatewaySubscriptionId
          ? { gatewaySubscriptionId: ids.subscriptionId }
          : {}),
        ...(ids.paymentId && (wentLive || moved) ? { gatewayPaymentId: ids.paymentId } : {}),
      };
      if (!Object.keys(patch).length) return sub;
      const result = await this.subscriptions.update({ id: sub.id, status: sub.status }, patch);
      if (!result.affected) return this.getById(id);
      if (wentLive) await this.replaceOthers(sub, replaced);
      if (isLive(sub.status) !== isLive(next.status)) await this.syncUserPlan(sub.userId);
      return this.getById(id);
    });
  }

  // Ending

  /**
   * Live subscriptions whose period has ended without a renewal expire, and their users go
   * back to the Free Trial. Answers how many expired.
   */
  expireDue(now = new Date()): Promise<number> {
    return this.change(async () => {
      const due = await this.subscriptions.find({
        where: { status: In(LIVE), currentPeriodEnd: LessThan(now) },
      });
      let expired = 0;
      for (const sub of due) {
        const end = sub.currentPeriodEnd?.getTime() ?? 0;
        if (sub.gateway === 'stripe' && end + STRIPE_RENEWAL_GRACE_MS > now.getTime()) continue;
        const result = await this.subscriptions.update(
          { id: sub.id, status: sub.status },
          { status: 'expired' },
        );
        if (!result.affected) continue;
        expired += 1;
        await this.syncUserPlan(sub.userId);
      }
      return expired;
    });
  }

  // Internals (run inside the queue)

  /** Runs a change in the queue, then stops the gateway billing of the subscriptions it replaced. */
  private async change<T>(work: (replaced: Subscription[]) => Promise<T>): Promise<T> {
    const replaced: Subscription[] = [];
    const result = await this.queue.run(() => work(replaced));
    await this.stopBilling(replaced);
    return result;
  }

  private async activateOneOff(sub: Subscription, paymentId: string | undefined, replaced: Subscription[]) {
    const now = toSecond(new Date());
    const live = await this.current(sub.userId);
    const liveEnd = live?.planId === sub.planId ? live?.currentPeriodEnd : null;
    const start = liveEnd && liveEnd > now ? liveEnd : now;
    const result = await this.subscriptions.update(
      { id: sub.id, status: 'pending' },
      {
        status: 'active',
        currentPeriodEnd: addInterval(start, sub.billingInterval),
        ...(paymentId ? { gatewayPaymentId: paymentId } : {}),
      },
    );
    if (result.affected) {
      await this.replaceOthers(sub, replaced);
      await this.syncUserPlan(sub.userId);
    }
    return this.getById(sub.id);
  }

  private async pendingManual(id: number): Promise<Subscription> {
    const sub = await this.getById(id);
    if (sub.gateway !== 'manual' || sub.status !== 'pending')
      throw new BadRequestException(MESSAGES.onlyPendingManualPayments);
    return sub;
  }

  private openEnded(userId: number, plan: Plan, gateway: 'admin' | 'free'): Subscription {
    return this.subscriptions.create({
      userId,
      planId: plan.id,
      planName: plan.name,
      gateway,
      status: 'active',
      amount: 0,
      currency: plan.currency,
      billingInterval: plan.billingInterval,
      currentPeriodEnd: null,
    });
  }

  /** The user's other live subscriptions end: one live subscription per user. */
  private async replaceOthers(sub: Subscription, replaced: Subscription[]): Promise<void> {
    const others = await this.subscriptions.find({
      where: { userId: sub.userId, status: In(LIVE), id: Not(sub.id) },
    });
    for (const other of others) await this.cancel(other, replaced);
  }

  private async cancelLive(userId: number, replaced: Subscription[]): Promise<void> {
    const live = await this.subscriptions.find({ where: { userId, status: In(LIVE) } });
    for (const sub of live) await this.cancel(sub, replaced);
  }

  private async cancel(sub: Subscription, replaced: Subscription[]): Promise<void> {
    const result = await this.subscriptions.update(
      { id: sub.id, status: sub.status },
      { status: 'cancelled' },
    );
    if (result.affected) replaced.push(sub);
  }

  /** The user's plan is their live subscription's, or the Free Trial. */
  private async syncUserPlan(userId: number): Promise<void> {
    const live = await this.current(userId);
    await this.assignment.setPlan(userId, live?.planId ?? null, { confirmed: true });
  }

  /** A deleted user's subscriptions go with them (foreign key); at Stripe they must end too. */
  private async stopBillingOf(userId: number): Promise<void> {
    await this.stopBilling(await this.subscriptions.find({ where: { userId, status: In(LIVE) } }));
  }

  /** Cancelled locally, a Stripe subscription would still bill: it is cancelled at Stripe too. */
  private async stopBilling(replaced: Subscription[]): Promise<void> {
    const billed = replaced.filter((s) => s.gateway === 'stripe' && s.gatewaySubscriptionId);
    if (!billed.length) return;
    const key = stripeSecretKey(await this.settings.get());
    for (const sub of billed) {
      try {
        if (!key) throw new Error('no Stripe secret key is set');
        await this.stripe.cancelSubscription(key, sub.gatewaySubscriptionId as string);
      } catch (error) {
        this.logger.warn(
          `Stripe subscription ${sub.gatewaySubscriptionId} (subscription ${sub.id}) was replaced but could not be cancelled at Stripe: ${errorText(error)}`,
        );
      }
    }
  }
}

function columnsOf(ids: GatewayIds): Partial<Subscription> {
  return {
    ...(ids.sessionId ? { gatewaySessionId: ids.sessionId } : {}),
    ...(ids.orderId ? { gatewayOrderId: ids.orderId } : {}),
    ...(ids.subscriptionId ? { gatewaySubscriptionId: ids.subscriptionId } : {}),
    ...(ids.paymentId ? { gatewayPaymentId: ids.paymentId } : {}),
  };
}
