import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  REDIRECT_MESSAGES,
  isOwnRedirectUrl,
  normalizeDestinationUrl,
  type Entitlements,
  type RedirectResult,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ownHosts } from '../../platform/config/own-hosts';
import { DomainEvents } from '../../platform/events/domain-events';
import { EntitlementsService } from '../billing/plans/entitlements.service';
import { QrCodesRepository } from '../qrcodes/qr-codes.repository';
import { RedirectCache, type RedirectTarget } from './redirect-cache';
import { ScanRollupsRepository } from './scan-rollups.repository';
import { ScanWriter } from './scan-writer.service';
import { UsageMeter } from './usage-meter';
import { VisitorClassifier, type ScanRequest } from './visitor-info';

const ENTITLEMENTS_TTL_MS = 10_000;

export type ScanDecision =
  | { kind: 'serve'; target: RedirectTarget }
  | { kind: 'inactive'; target: RedirectTarget; message: string }
  | { kind: 'unknown' };

/**
 * The scan path: find the code (in memory after the first scan), decide what the scanner
 * gets, and record the scan once. Kept free of per-request database reads.
 */
@Injectable()
export class RedirectService implements OnModuleInit {
  private readonly cache = new RedirectCache();
  private readonly visitors: VisitorClassifier;
  private readonly usage: UsageMeter;
  private readonly entitlementsByOwner = new Map<number, { value: Entitlements; at: number }>();
  private readonly ownHosts: string[];

  constructor(
    private readonly codes: QrCodesRepository,
    private readonly rollups: ScanRollupsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly writer: ScanWriter,
    private readonly entitlements: EntitlementsService,
    private readonly events: DomainEvents,
  ) {
    this.visitors = new VisitorClassifier(`${config.appSecret}:visitor`);
    this.usage = new UsageMeter((userId, month) =>
      this.rollups.scansSince(this.codes.idsIn({ ownerId: userId }), month),
    );
    this.ownHosts = ownHosts(config);
  }

  onModuleInit(): void {
    this.events.on('qrcode.changed', ({ uuid }) => this.cache.drop(uuid));
    this.events.on('user.changed', ({ userId }) => {
      this.cache.dropOwner(userId);
      this.entitlementsByOwner.delete(userId);
      this.usage.forget(userId);
    });
    this.events.on('settings.changed', () => this.entitlementsByOwner.clear());
    this.events.on('events.missed', () => {
      this.cache.clear();
      this.entitlementsByOwner.clear();
    });
  }

  /** Decides what a scan of this uuid gets, without recording it. */
  async decide(uuid: string, now = new Date()): Promise<ScanDecision> {
    const target = await this.lookup(uuid);
    if (!target) return { kind: 'unknown' };
    const inactive = await this.inactiveMessage(target, now);
    return inactive ? { kind: 'inactive', target, message: inactive } : { kind: 'serve', target };
  }

  /**
   * Records a scan and resolves once it is stored. Over the monthly limit the scan is kept
   * as blocked; HEAD requests are not scans at all.
   */
  async record(decision: ScanDecision, request: ScanRequest, now = new Date()): Promise<void> {
    if (decision.kind === 'unknown' || request.method === 'HEAD') return;
    const blocked = decision.kind === 'inactive' && decision.message === REDIRECT_MESSAGES.scanLimit;
    if (decision.kind === 'inactive' && !blocked) return;
    const visitor = this.visitors.classify(request);
    const outcome = blocked ? 'blocked' : 'served';
    if (!visitor.isBot && outcome === 'served') this.usage.add(decision.target.userId);
    await this.writer.add({ qrCodeId: decision.target.id, at: now, visitor, outcome });
  }

  /** SPEC.md's redirect result for the public page. */
  result(decision: ScanDecision): RedirectResult {
    if (decision.kind === 'unknown') return { type: 'error', data: { message: REDIRECT_MESSAGES.notFound } };
    if (decision.kind === 'inactive') return { type: 'inactive', data: { message: decision.message } };
    return { type: decision.target.type, data: decision.target.data };
  }

  private async lookup(uuid: string): Promise<RedirectTarget | null> {
    const cached = this.cache.get(uuid);
    if (cached) return cached.target;
    const generation = this.cache.begin();
    const code = await this.codes.dynamicByUuid(uuid);
    const target: RedirectTarget | null = code?.status
      ? {
          id: code.id,
          uuid: code.uuid,
          userId: code.userId,
          type: code.type,
          data: code.data,
          destination: sendable(code.currentDestination),
          status: code.status,
          expiresAt: code.expiresAt ? new Date(code.expiresAt).getTime() : null,
          leadsBack: this.leadsBack(code.currentDestination),
        }
      : null;
    this.cache.set(uuid, target, generation);
    return target;
  }

  /**
   * A destination that is one of our own redirect addresses, kept from before the rule
   * refused them or made one by a change of PUBLIC_URL: following it would count the
   * visitor again on each hop of a chain (or loop until the browser gives up). Checked
   * once per code as it enters the cache, not per scan.
   */
  private leadsBack(destination: string | null): boolean {
    if (!destination) return false;
    try {
      return isOwnRedirectUrl(new URL(destination), this.ownHosts);
    } catch {
      return false;
    }
  }

  private async inactiveMessage(target: RedirectTarget, now: Date): Promise<string | null> {
    if (target.leadsBack) return REDIRECT_MESSAGES.selfRedirect;
    if (target.status === 'paused') return REDIRECT_MESSAGES.paused;
    if (target.status === 'suspended') return REDIRECT_MESSAGES.suspended;
    if (target.expiresAt !== null && target.expiresAt <= now.getTime()) return REDIRECT_MESSAGES.expired;
    const { scanLimit } = await this.ownerEntitlements(target.userId, now);
    if (scanLimit > 0 && (await this.usage.current(target.userId, now)) >= scanLimit)
      return REDIRECT_MESSAGES.scanLimit;
    return null;
  }

  private async ownerEntitlements(userId: number, now: Date): Promise<Entitlements> {
    const known = this.entitlementsByOwner.get(userId);
    if (known && now.getTime() - known.at < ENTITLEMENTS_TTL_MS) return known.value;
    const value = await this.entitlements.forUser(userId);
    this.entitlementsByOwner.set(userId, { value, at: now.getTime() });
    return value;
  }
}

/**
 * A destination in the form a Location header carries. The api stores it so, and a
 * migration rewrote older rows; one it could not (too long once encoded, which only the
 * database limits) is encoded here, once per code as it enters the cache.
 */
function sendable(destination: string | null): string | null {
  if (!destination) return null;
  try {
    return normalizeDestinationUrl(destination);
  } catch {
    return null;
  }
}
