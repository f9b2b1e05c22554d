import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, LessThan, Not, Repository } from 'typeorm';
import { MESSAGES, type PaymentDecision, type PaymentsQuery, type SortField } from '@qrpanel/contracts';
import type { Paging } from '../../../platform/common/list-query';
import { retryDeadlocks } from '../../../platform/database/deadlock';
import { readPage } from '../../../platform/database/paged-query';
import { errorText } from '../../../platform/common/errors';
import type { Plan } from '../plans/plan.entity';
import { PlanAssignmentService, type PlanChange } from '../plans/plan-assignment.service';
import { PlansService } from '../plans/plans.service';
import { SettingsService } from '../../settings';
import { type User, UsersService } from '../../identity';
import { WorkspacesService } from '../../workspaces';
import { stripeSecretKey } from './gateways/gateway-settings';
import { StripeGateway } from './gateways/stripe.gateway';
import { Subscription } from './subscription.entity';
import { addInterval, applyReport, type GatewayReport, isLive, LIVE } from './subscription-state';
import { type MonthRevenue, PaymentLedgerRepository } from './payment-ledger.repository';
import { AuditLog } from '../../audit';

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

/** Tries of a change that MariaDB chose as a deadlock's victim (it rolled back whole). */
const DEADLOCK_TRIES = 4;

/** One change of a workspace's subscriptions: its transaction, and what it replaced. */
interface Change extends PlanChange {
  /** Subscriptions it cancelled: their Stripe billing stops once it has committed. */
  replaced: Subscription[];
}

/**
 * The life of subscriptions (docs/product.md, Payments): pending until the server has
 * confirmed the payment, then trialing or active, until cancelled or expired. A subscription
 * pays for one workspace, started by one of its owners (the payer). A workspace has at most
 * one live (trialing or active) subscription: a new one replaces the old, whose Stripe
 * billing is stopped. The workspace's plan always follows its live subscription, through
 * PlanAssignmentService.
 *
 * A change reads, decides and writes in several queries: two at once for one workspace
 * would each decide on a state the other is rewriting (two live subscriptions, or none, and
 * a plan matching neither). So each change runs in one transaction that first locks the
 * workspace's row (WorkspacesService.lockForChange): changes for one workspace take turns
 * on every replica sharing the database, and a failed change leaves nothing half done.
 * Gateway calls and events wait until it has committed.
 */
/** Ids grow with creation: the newest first by id, as the list always was. */
const PAYMENT_SORT_COLUMNS: Record<SortField<'payments'>, string> = {
  created_at: 's.id',
  amount: 's.amount',
  status: 's.status',
  gateway: 's.gateway',
  decided_at: 's.decided_at',
};

@Injectable()
export class SubscriptionsService implements OnModuleInit {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly assignment: PlanAssignmentService,
    private readonly plans: PlansService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly stripe: StripeGateway,
    private readonly ledger: PaymentLedgerRepository,
    private readonly workspaces: WorkspacesService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Registered here rather than in the constructor: the workspaces module's own check (a
   * team's only owner is not deleted) runs first, so a refused deletion ends no billing.
   */
  onModuleInit(): void {
    this.users.beforeRemove((userId) => this.stopBillingOf(userId));
    // A deleted workspace's subscription ends with it; its record stays (workspace_id null).
    this.workspaces.whileRemoving(async (manager, workspaceId) => {
      const announcements: (() => void)[] = [];
      const change: Change = {
        manager,
        replaced: [],
        afterCommit: (announce) => announcements.push(announce),
      };
      await this.cancelLive(workspaceId, change);
      return () => {
        for (const announce of announcements) announce();
        void this.stopBilling(change.replaced).catch((error) =>
          this.logger.warn(
            `Could not stop the billing of deleted workspace ${workspaceId}: ${errorText(error)}`,
          ),
        );
      };
    });
  }

  // Reading

  /** The workspace's live subscription (trialing or active), if any. */
  current(
    workspaceId: number,
    manager: EntityManager = this.subscriptions.manager,
  ): Promise<Subscription | null> {
    return manager.findOne(Subscription, {
      where: { workspaceId, status: In(LIVE), planId: Not(IsNull()) },
      order: { id: 'DESC' },
    });
  }

  /** The payments received from the moment on (renewals included), by UTC month and currency. */
  revenueSince(since: Date): Promise<MonthRevenue[]> {
    return this.ledger.revenueSince(since);
  }

  latestPending(workspaceId: number): Promise<Subscription | null> {
    return this.subscriptions.findOne({ where: { workspaceId, status: 'pending' }, order: { id: 'DESC' } });
  }

  async getById(id: number, manager: EntityManager = this.subscriptions.manager): Promise<Subscription> {
    const sub = await manager.findOneBy(Subscription, { id });
    if (!sub) throw new NotFoundException(MESSAGES.subscriptionNotFound);
    return sub;
  }

  async getWithUser(id: number): Promise<Subscription> {
    const sub = await this.subscriptions.findOne({
      where: { id },
      relations: { user: true, workspace: true, decider: true },
    });
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
  /**
   * Payments, newest first unless sorted, searched by the payer's name or email. Without a
   * page, the newest `limit` (200 by default), as before pages.
   */
  async list(
    query: PaymentsQuery,
    paging: Paging,
    onlyIds?: number[],
  ): Promise<{ rows: Subscription[]; total: number }> {
    if (onlyIds && !onlyIds.length) return { rows: [], total: 0 };
    const rows = this.subscriptions
      .createQueryBuilder('s')
      .leftJoinAndSelect('s.user', 'u')
      .leftJoinAndSelect('s.workspace', 'w')
      .leftJoinAndSelect('s.decider', 'd')
      .where('1 = 1');
    if (query.status) rows.andWhere('s.status = :status', { status: query.status });
    if (query.gateway) rows.andWhere('s.gateway = :gateway', { gateway: query.gateway });
    if (query.decided) rows.andWhere('s.decided_at IS NOT NULL');
    if (onlyIds) rows.andWhere('s.id IN (:...onlyIds)', { onlyIds });
    return readPage(rows, paging, PAYMENT_SORT_COLUMNS, ['u.name', 'u.email'], query.limit ?? 200);
  }

  /** Active Subscriptions of the dashboard: subscriptions trialing or active (docs/product.md, Dashboard). */
  countActive(): Promise<number> {
    return this.subscriptions.count({ where: { status: In(LIVE), planId: Not(IsNull()) } });
  }

  // Starting

  createPending(user: User, workspaceId: number, plan: Plan, gateway: PaidGateway): Promise<Subscription> {
    return this.subscriptions.save(
      this.subscriptions.create({
        userId: user.id,
        workspaceId,
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
  activateFree(user: User, workspaceId: number, plan: Plan): Promise<Subscription> {
    return this.change(workspaceId, async (change) => {
      const live = await this.current(workspaceId, change.manager);
      if (live?.planId === plan.id) return live;
      const sub = await change.manager.save(this.openEnded(user.id, workspaceId, plan, 'free'));
      await this.recordSub(change, 'subscription.created', sub, { gateway: 'free' });
      await this.replaceOthers(sub, change);
      await this.syncPlan(workspaceId, change);
      return sub;
    });
  }

  /**
   * Assign Plan (super_admin): an active, open-ended subscription of the workspace, marked as
   * assigned by an administrator, in the name of `userId` (the person it is given to); null
   * cancels the live subscription (back to the Free Trial). The plan the workspace is already
   * on is kept as it is, archived or not.
   */
  assignByAdmin(workspaceId: number, userId: number, planId: number | null): Promise<void> {
    return this.change(workspaceId, async (change) => {
      if (planId === null) {
        await this.cancelLive(workspaceId, change);
        return this.assignment.setWorkspacePlan(change, workspaceId, null);
      }
      const live = await this.current(workspaceId, change.manager);
      if (live?.planId === planId)
        return this.assignment.setWorkspacePlan(change, workspaceId, planId, { confirmed: true });
      const plan =
        (await this.workspaces.planOf(workspaceId, change.manager)) === planId
          ? await this.plans.getById(planId)
          : await this.assignment.assertChoosable(planId);
      const sub = await change.manager.save(this.openEnded(userId, workspaceId, plan, 'admin'));
      await this.recordSub(change, 'subscription.created', sub, { gateway: 'admin' });
      await this.replaceOthers(sub, change);
      return this.assignment.setWorkspacePlan(change, workspaceId, planId, { confirmed: true });
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
    return this.changeOf(id, async (sub, change) => {
      if (sub.status !== 'pending') return sub;
      return this.activateOneOff(sub, paymentId, change);
    });
  }

  /**
   * An administrator confirms a manual payment made by someone else: an administrator who
   * could approve their own would get any plan without paying.
   */
  approveManual(id: number, actor: User): Promise<Subscription> {
    return this.changeOf(id, async (sub, change) => {
      assertPendingManual(sub);
      if (sub.userId === actor.id) throw new ForbiddenException(MESSAGES.cannotApproveOwnPayment);
      const approved = await this.activateOneOff(sub, undefined, change);
      await this.recordDecision(change.manager, sub.id, 'approved', actor);
      return approved;
    });
  }

  /** An administrator refuses a manual payment: the subscription is cancelled, the plan unchanged. */
  rejectManual(id: number, actor: User): Promise<Subscription> {
    return this.changeOf(id, async (sub, { manager }) => {
      assertPendingManual(sub);
      await manager.update(Subscription, { id: sub.id, status: 'pending' }, { status: 'cancelled' });
      await this.recordDecision(manager, sub.id, 'rejected', actor);
      await this.recordSub({ manager }, 'subscription.cancelled', sub, { decision: 'rejected' });
      return this.getById(id, manager);
    });
  }

  /** Who approved or rejected a manual payment, and when (the Payments screen's history). */
  private async recordDecision(
    manager: EntityManager,
    id: number,
    decision: PaymentDecision,
    actor: User,
  ): Promise<void> {
    await manager.update(
      Subscription,
      { id },
      { decision, decidedBy: actor.id, decidedAt: toSecond(new Date()) },
    );
  }

  /**
   * What a recurring gateway (Stripe) reports: a start, a renewal, a cancellation. Applied
   * so that repeated or reordered reports end in the same state (subscription-state.ts).
   * A report of money received (`paidAt`, with ids.paymentId) goes into the payments ledger,
   * at the subscription's price, whatever it changes.
   */
  applyGatewayReport(
    id: number,
    report: GatewayReport,
    ids: GatewayIds = {},
    paidAt?: Date,
  ): Promise<Subscription> {
    return this.changeOf(id, async (sub, change) => {
      if (paidAt && ids.paymentId) await this.recordPayment(change.manager, sub, ids.paymentId, paidAt);
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
      const result = await change.manager.update(Subscription, { id: sub.id, status: sub.status }, patch);
      if (!result.affected) return this.getById(id, change.manager);
      await this.recordReport(change, sub, next);
      if (wentLive) await this.replaceOthers(sub, change);
      if (isLive(sub.status) !== isLive(next.status)) await this.syncPlan(sub.workspaceId, change);
      return this.getById(id, change.manager);
    });
  }

  // Ending

  /**
   * Live subscriptions whose period has ended without a renewal expire, and their workspaces
   * go back to the Free Trial. Answers how many expired. One change (one transaction, one
   * workspace locked) per subscription, so no change holds many locks or waits long.
   */
  async expireDue(now = new Date()): Promise<number> {
    const due = await this.subscriptions.find({
      where: { status: In(LIVE), currentPeriodEnd: LessThan(now) },
    });
    let expired = 0;
    for (const sub of due) if (isDue(sub, now) && (await this.expire(sub, now))) expired += 1;
    return expired;
  }

  // Internals

  /** Expires the subscription if it is still due once its workspace is locked (not renewed since). */
  private expire(due: Subscription, now: Date): Promise<boolean> {
    return this.change(due.workspaceId, async (change) => {
      const sub = await change.manager.findOneBy(Subscription, { id: due.id });
      if (!sub || !isDue(sub, now)) return false;
      const result = await change.manager.update(
        Subscription,
        { id: sub.id, status: sub.status },
        { status: 'expired' },
      );
      if (!result.affected) return false;
      await this.recordSub(change, 'subscription.changed', sub, {
        status: { from: sub.status, to: 'expired' },
      });
      await this.syncPlan(sub.workspaceId, change);
      return true;
    });
  }

  /** A change of the subscription's workspace (see the class comment), given the subscription as it is then. */
  private async changeOf<T>(id: number, work: (sub: Subscription, change: Change) => Promise<T>): Promise<T> {
    const { workspaceId } = await this.getById(id);
    return this.change(workspaceId, async (change) => work(await this.getById(id, change.manager), change));
  }

  /**
   * Runs `work` holding the workspace's lock (none for a deleted workspace's records); once
   * committed, announces what changed and stops the Stripe billing of the subscriptions it
   * replaced (a gateway call made inside would hold the lock while the gateway answers).
   */
  private async change<T>(workspaceId: number | null, work: (change: Change) => Promise<T>): Promise<T> {
    const { result, announcements, replaced } = await this.locked(workspaceId, work);
    for (const announce of announcements) announce();
    await this.stopBilling(replaced);
    return result;
  }

  /** `work` in a transaction that first locks the workspace, run again if it was a deadlock's victim. */
  private locked<T>(workspaceId: number | null, work: (change: Change) => Promise<T>) {
    return retryDeadlocks(async () => {
      const announcements: (() => void)[] = [];
      const replaced: Subscription[] = [];
      const result = await this.subscriptions.manager.transaction(async (manager) => {
        if (workspaceId !== null) await this.workspaces.lockForChange(manager, workspaceId);
        return work({ manager, replaced, afterCommit: (announce) => announcements.push(announce) });
      });
      return { result, announcements, replaced };
    }, DEADLOCK_TRIES);
  }

  private async activateOneOff(sub: Subscription, paymentId: string | undefined, change: Change) {
    const now = toSecond(new Date());
    const live = sub.workspaceId === null ? null : await this.current(sub.workspaceId, change.manager);
    const liveEnd = live?.planId === sub.planId ? live?.currentPeriodEnd : null;
    const start = liveEnd && liveEnd > now ? liveEnd : now;
    const result = await change.manager.update(
      Subscription,
      { id: sub.id, status: 'pending' },
      {
        status: 'active',
        currentPeriodEnd: addInterval(start, sub.billingInterval),
        ...(paymentId ? { gatewayPaymentId: paymentId } : {}),
      },
    );
    if (result.affected) {
      await this.recordSub(change, 'subscription.created', sub, { gateway: sub.gateway });
      await this.recordPayment(change.manager, sub, paymentId ?? null, now);
      await this.replaceOthers(sub, change);
      await this.syncPlan(sub.workspaceId, change);
    }
    return this.getById(sub.id, change.manager);
  }

  /** One period of the subscription paid for, in the ledger (revenue by month). */
  private recordPayment(manager: EntityManager, sub: Subscription, paymentId: string | null, paidAt: Date) {
    return this.ledger.record(manager, {
      subscriptionId: sub.id,
      gateway: sub.gateway,
      gatewayPaymentId: paymentId,
      amount: sub.amount,
      currency: sub.currency,
      paidAt,
    });
  }

  private openEnded(
    userId: number,
    workspaceId: number,
    plan: Plan,
    gateway: 'admin' | 'free',
  ): Subscription {
    return this.subscriptions.create({
      userId,
      workspaceId,
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

  /** The workspace's other live subscriptions end: one live subscription per workspace. */
  private async replaceOthers(sub: Subscription, change: Change): Promise<void> {
    if (sub.workspaceId === null) return;
    const others = await change.manager.find(Subscription, {
      where: { workspaceId: sub.workspaceId, status: In(LIVE), id: Not(sub.id) },
    });
    for (const other of others) await this.cancel(other, change);
  }

  private async cancelLive(workspaceId: number, change: Change, payer?: number): Promise<void> {
    const live = await change.manager.find(Subscription, {
      where: { workspaceId, status: In(LIVE), ...(payer === undefined ? {} : { userId: payer }) },
    });
    for (const sub of live) await this.cancel(sub, change);
  }

  private async cancel(sub: Subscription, change: Change): Promise<void> {
    const result = await change.manager.update(
      Subscription,
      { id: sub.id, status: sub.status },
      { status: 'cancelled' },
    );
    if (result.affected) change.replaced.push(sub);
    if (result.affected) await this.recordSub(change, 'subscription.cancelled', sub, { status: sub.status });
  }

  /**
   * A gateway's report that changed the subscription: it went live (created), ended
   * (cancelled), or otherwise changed (a renewal's new period, a past-due status).
   */
  private recordReport(
    change: Pick<Change, 'manager'>,
    sub: Subscription,
    next: { status: string; periodEnd: Date | null },
  ) {
    const action =
      !isLive(sub.status) && isLive(next.status as Subscription['status'])
        ? 'subscription.created'
        : next.status === 'cancelled'
          ? 'subscription.cancelled'
          : 'subscription.changed';
    return this.recordSub(change, action, sub, {
      status: { from: sub.status, to: next.status },
      period_end: { from: isoOrNull(sub.currentPeriodEnd), to: isoOrNull(next.periodEnd) },
    });
  }

  /** A subscription's entry, in the change's transaction: its workspace and its plan's name. */
  private recordSub(
    change: Pick<Change, 'manager'>,
    action: 'subscription.created' | 'subscription.changed' | 'subscription.cancelled',
    sub: Subscription,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(change.manager, {
      action,
      workspaceId: sub.workspaceId,
      target: { type: 'subscription', id: sub.id, label: sub.planName },
      details,
    });
  }

  /** The workspace's plan is its live subscription's, or the Free Trial. */
  private async syncPlan(workspaceId: number | null, change: Change): Promise<void> {
    if (workspaceId === null) return;
    const live = await this.current(workspaceId, change.manager);
    await this.assignment.setWorkspacePlan(change, workspaceId, live?.planId ?? null, { confirmed: true });
  }

  /**
   * A deleted user pays for nothing more: the subscriptions they pay for end, the workspaces
   * they paid for go back to the Free Trial (their records go with the user, by foreign
   * key), and at Stripe their billing stops.
   */
  private async stopBillingOf(userId: number): Promise<void> {
    const paid = await this.subscriptions.find({ where: { userId, status: In(LIVE) } });
    for (const workspaceId of new Set(paid.map((s) => s.workspaceId))) {
      if (workspaceId === null) continue;
      await this.change(workspaceId, async (change) => {
        await this.cancelLive(workspaceId, change, userId);
        await this.syncPlan(workspaceId, change);
      });
    }
    await this.stopBilling(paid.filter((s) => s.workspaceId === null));
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

/** Live past its period's end, and for Stripe past the renewal's grace too. */
function isDue(sub: Subscription, now: Date): boolean {
  if (!isLive(sub.status) || !sub.currentPeriodEnd) return false;
  const end = sub.currentPeriodEnd.getTime();
  return sub.gateway === 'stripe' ? end + STRIPE_RENEWAL_GRACE_MS <= now.getTime() : end < now.getTime();
}

function assertPendingManual(sub: Subscription): void {
  if (sub.gateway !== 'manual' || sub.status !== 'pending')
    throw new BadRequestException(MESSAGES.onlyPendingManualPayments);
}

function columnsOf(ids: GatewayIds): Partial<Subscription> {
  return {
    ...(ids.sessionId ? { gatewaySessionId: ids.sessionId } : {}),
    ...(ids.orderId ? { gatewayOrderId: ids.orderId } : {}),
    ...(ids.subscriptionId ? { gatewaySubscriptionId: ids.subscriptionId } : {}),
    ...(ids.paymentId ? { gatewayPaymentId: ids.paymentId } : {}),
  };
}

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);
