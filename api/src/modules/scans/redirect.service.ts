import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnModuleInit,
  UnauthorizedException,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { createHmac } from 'node:crypto';
import {
  REDIRECT_MESSAGES,
  isOwnRedirectUrl,
  isPageQrType,
  normalizeDestinationUrl,
  type Entitlements,
  type RedirectResult,
} from '@qrpanel/contracts';
import { ROUTING_MESSAGES, localClock, routeScan, routesOf } from '@qrpanel/contracts/smart-routing';
import { errorText } from '../../platform/common/errors';
import { REDIS_CLIENT } from '../../platform/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ownHosts } from '../../platform/config/own-hosts';
import { DomainEvents } from '../../platform/events/domain-events';
import { EntitlementsService } from '../billing';
import { CodeCounters, CodeLookup } from '../qrcodes';
import { RedirectCache, type CodeAddress, type RedirectTarget } from './redirect-cache';
import { ScanRollupsRepository } from './scan-rollups.repository';
import { ScanWriter } from './scan-writer.service';
import { UsageMeter } from './usage-meter';
import { SlotsFull } from '../../platform/load/slots';
import { PasswordService } from '../identity';
import { WorkspacesService } from '../workspaces';
import { UnlockAttempts } from './unlock-attempts';
import { loadVisitorData, VisitorClassifier, type ScanRequest, type VisitorInfo } from './visitor-info';
import { VisitorSalts } from './visitor-salts';

const ENTITLEMENTS_TTL_MS = 10_000;

export type ScanDecision =
  | { kind: 'serve'; target: RedirectTarget }
  /** A protected code: the scanner gets the password page, and no scan is recorded yet. */
  | { kind: 'locked'; target: RedirectTarget }
  | { kind: 'inactive'; target: RedirectTarget; message: string }
  | { kind: 'unknown' };

/** A scan about to be answered: who scanned, and where a url code sends them. */
export interface Visit {
  visitor: VisitorInfo;
  /** The destination the rules and split picked (url codes), or a page's rule, else null. */
  destination: string | null;
}

/** What a right password opens: the answer, and a hosted page to be served at its address. */
export interface Unlocked {
  result: RedirectResult;
  /** A page no rule sent elsewhere: its scan is recorded when the page is served. */
  page?: RedirectTarget;
}

/**
 * The scan path: find the code (in memory after the first scan), decide what the scanner
 * gets, and record the scan once. Kept free of per-request database reads.
 */
@Injectable()
export class RedirectService implements OnModuleInit {
  private readonly logger = new Logger('Redirect');
  private readonly cache = new RedirectCache();
  private readonly visitors: VisitorClassifier;
  private readonly usage: UsageMeter;
  /** Each workspace's limits (null: none, a platform admin's), read at most every ENTITLEMENTS_TTL_MS. */
  private readonly entitlementsByWorkspace = new Map<number, { value: Entitlements | null; at: number }>();
  private readonly ownHosts: string[];
  private readonly unlockAttempts: UnlockAttempts;

  constructor(
    private readonly codes: CodeLookup,
    private readonly counters: CodeCounters,
    private readonly rollups: ScanRollupsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly writer: ScanWriter,
    private readonly entitlements: EntitlementsService,
    private readonly events: DomainEvents,
    private readonly passwords: PasswordService,
    private readonly workspaces: WorkspacesService,
    private readonly salts: VisitorSalts,
    @Inject(REDIS_CLIENT) redis: Redis | null,
  ) {
    this.visitors = new VisitorClassifier((now) => salts.of(now));
    // The owner roll-ups are kept per workspace, whose plan the monthly limit is.
    this.usage = new UsageMeter((workspaceId, month) =>
      this.rollups.scansSince({ owner: workspaceId }, month),
    );
    this.ownHosts = ownHosts(config);
    this.unlockAttempts = new UnlockAttempts(redis);
  }

  async onModuleInit(): Promise<void> {
    // Read before the api answers, so that no scan waits for a file (nor is recorded without its place).
    await loadVisitorData().catch((e: unknown) =>
      this.logger.warn(`GeoIP data could not be read: scans have no country or place (${errorText(e)})`),
    );
    this.events.on('qrcode.changed', ({ uuid, keys }) => this.cache.drop(uuid, keys));
    this.events.on('user.changed', ({ userId }) => {
      this.cache.dropOwner(userId);
      // A user's plan is the plan of the workspaces they hold: read them all again.
      this.entitlementsByWorkspace.clear();
    });
    this.events.on('settings.changed', () => this.entitlementsByWorkspace.clear());
    this.events.on('workspace.changed', ({ workspaceId }) => {
      this.entitlementsByWorkspace.delete(workspaceId);
      // Its codes carry its time zone.
      this.cache.dropWorkspace(workspaceId);
    });
    this.events.on('events.missed', () => {
      this.cache.clear();
      this.entitlementsByWorkspace.clear();
    });
  }

  /** Decides what a scan of this address gets, without recording it. */
  async decide(address: CodeAddress, now = new Date()): Promise<ScanDecision> {
    const target = await this.lookup(address);
    if (!target) return { kind: 'unknown' };
    const inactive = await this.inactiveMessage(target, now);
    if (inactive) return { kind: 'inactive', target, message: inactive };
    return target.passwordHash ? { kind: 'locked', target } : { kind: 'serve', target };
  }

  /**
   * Who scans, and where the code sends them, evaluated from the cache: a url code's rules
   * and split, or the rule that takes a hosted page's scan elsewhere (null: the page).
   */
  visit(decision: ScanDecision, request: ScanRequest, now = new Date()): Visit {
    const visitor = this.visitors.classify(request, now);
    if (decision.kind !== 'serve') return { visitor, destination: null };
    const { routing, destination, type } = decision.target;
    const routes = routesOf(type);
    const fallback = routes === 'url' ? destination : null;
    // A url code with no destination of its own gets the public page, rules or not.
    if (!routing || !routes || (routes === 'url' && !destination)) return { visitor, destination: fallback };
    return {
      visitor,
      destination: routeScan(routing, fallback, this.visitors.routingVisitor(visitor, request), now),
    };
  }

  /**
   * Records a scan and resolves once it is stored, with what the scanner is to get: the
   * decision, or the cap's page when a capped code had no scan left for this one. Over the
   * monthly limit the scan is kept as blocked; HEAD requests are not scans at all, and a
   * locked code's page is not one yet. People's scans of a capped code take one of its
   * scans first (bots' do not count, as in analytics); an uncapped code's scan goes
   * straight to the writer.
   */
  async record(
    decision: ScanDecision,
    request: ScanRequest,
    visit?: Visit,
    now = new Date(),
  ): Promise<ScanDecision> {
    if (decision.kind === 'unknown' || decision.kind === 'locked' || request.method === 'HEAD')
      return decision;
    const blocked = decision.kind === 'inactive' && decision.message === REDIRECT_MESSAGES.scanLimit;
    if (decision.kind === 'inactive' && !blocked) return decision;
    const { target } = decision;
    const { visitor, destination } = visit ?? this.visit(decision, request, now);
    const outcome = blocked ? 'blocked' : 'served';
    const counted = !visitor.isBot && outcome === 'served';
    const capped = counted && target.maxScans !== null;
    if (capped && !(await this.takeCappedScan(target))) {
      return { kind: 'inactive', target, message: REDIRECT_MESSAGES.scanCap };
    }
    if (counted) this.usage.add(target.workspaceId);
    try {
      await this.writer.add({
        qrCodeId: target.id,
        at: now,
        visitor,
        outcome,
        destination,
        hourOfWeek: hourOfWeek(target.timeZone, now),
        code: {
          uuid: target.uuid,
          key: target.key,
          label: target.label,
          ownerId: target.userId,
          workspaceId: target.workspaceId,
        },
      });
    } catch (e) {
      // The scanner gets an error, not the code: the scan taken is theirs no more.
      if (capped) await this.counters.giveBackCappedScan(target.id).catch(() => undefined);
      throw e;
    }
    return decision;
  }

  /** One of a capped code's scans, taken in the database before the scanner is answered. */
  private async takeCappedScan(target: RedirectTarget): Promise<boolean> {
    const taken = await this.counters.takeCappedScan(target.id);
    if (!taken) target.capReached = true;
    return taken;
  }

  /**
   * POST /qrcodes/redirect/{uuid}/unlock: the right password gets what an open code's
   * page gets (its scan recorded, once); a wrong one 401. Each attempt is taken from the
   * address's five for the code in 10 minutes before its password is checked, so the sixth
   * and later get 429 unchecked, however many arrive at once. A right password gives its
   * attempt back (it was no guess) but does not clear the wrong ones: knowing the password
   * behind a shared address must not buy more guesses for others there. A check that could
   * not run (every slot for code passwords taken, 503) gives its attempt back too.
   *
   * A hosted page that no rule sends elsewhere is not recorded here: the page answers with
   * its data and `page`, whose ticket opens the scan address, and that address records the
   * scan when it serves the page.
   */
  async unlock(
    code: CodeAddress,
    password: string,
    request: ScanRequest,
    now = new Date(),
  ): Promise<Unlocked> {
    const decision = await this.decide(code, now);
    if (decision.kind !== 'locked') {
      const visit = this.visit(decision, request, now);
      return { result: this.result(await this.record(decision, request, visit, now), visit) };
    }
    // Counted by a keyed hash of the address: no address is kept, in Redis or here.
    const address = createHmac('sha256', this.salts.of(now)).update(request.ip).digest('base64url');
    // Counted per code, whichever address (uuid or key) the guesses come by.
    const turn = await this.unlockAttempts.take(address, decision.target.uuid, now.getTime());
    if (!turn.allowed) throw new TooManyAttempts(turn.waitMs);
    let right: boolean;
    try {
      right = await this.passwords.verifyCodePassword(decision.target.passwordHash ?? '', password);
    } catch (e) {
      await turn.giveBack();
      throw e instanceof SlotsFull ? new PasswordChecksBusy() : e;
    }
    if (!right) throw new UnauthorizedException(ROUTING_MESSAGES.incorrectPassword);
    await turn.giveBack();
    const opened: ScanDecision = { kind: 'serve', target: decision.target };
    const visit = this.visit(opened, request, now);
    if (isPageQrType(opened.target.type) && !visit.destination) {
      return { result: this.result(opened), page: opened.target };
    }
    return { result: this.result(await this.record(opened, request, visit, now), visit) };
  }

  /**
   * The redirect result for the public page (docs/product.md, The public redirect page); a url code's
   * destination as the visit picked it, and a page's rule's as a url.
   */
  result(decision: ScanDecision, visit?: Visit): RedirectResult {
    if (decision.kind === 'unknown') return { type: 'error', data: { message: REDIRECT_MESSAGES.notFound } };
    if (decision.kind === 'inactive') return { type: 'inactive', data: { message: decision.message } };
    if (decision.kind === 'locked') return { type: 'password', data: {} };
    if (decision.target.type === 'url' && visit?.destination) {
      return { type: 'url', data: { ...decision.target.data, url: visit.destination } };
    }
    if (visit?.destination) return { type: 'url', data: { url: visit.destination } };
    return { type: decision.target.type, data: decision.target.data };
  }

  private async lookup(address: CodeAddress): Promise<RedirectTarget | null> {
    const cached = this.cache.get(address);
    if (cached) return cached.target;
    const generation = this.cache.begin();
    const code = await ('uuid' in address
      ? this.codes.dynamicByUuid(address.uuid)
      : this.codes.dynamicByKey(address.key, address.domainId));
    const zone = code?.status ? await this.workspaces.analyticsZone(code.workspaceId) : null;
    const target: RedirectTarget | null =
      code?.status && zone
        ? {
            id: code.id,
            uuid: code.uuid,
            key: code.key,
            userId: code.userId,
            workspaceId: code.workspaceId,
            type: code.type,
            data: code.data,
            destination: sendable(code.currentDestination),
            status: code.status,
            expiresAt: code.expiresAt ? new Date(code.expiresAt).getTime() : null,
            startsAt: code.startsAt ? new Date(code.startsAt).getTime() : null,
            maxScans: code.maxScans,
            capReached: code.maxScans !== null && code.capCount >= code.maxScans,
            routing: code.routing,
            passwordHash: code.passwordHash,
            label: code.label,
            leadsBack: this.leadsBack(code.currentDestination),
            timeZone: zone.zone,
            zoneFollows: zone.follows,
          }
        : null;
    this.cache.set(address, target, generation);
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
    if (target.startsAt !== null && target.startsAt > now.getTime()) return REDIRECT_MESSAGES.notYetActive;
    if (target.capReached) return REDIRECT_MESSAGES.scanCap;
    const scanLimit = (await this.workspaceEntitlements(target.workspaceId, now))?.scanLimit ?? 0;
    if (scanLimit > 0 && (await this.usage.current(target.workspaceId, now)) >= scanLimit)
      return REDIRECT_MESSAGES.scanLimit;
    return null;
  }

  private async workspaceEntitlements(workspaceId: number, now: Date): Promise<Entitlements | null> {
    const known = this.entitlementsByWorkspace.get(workspaceId);
    if (known && now.getTime() - known.at < ENTITLEMENTS_TTL_MS) return known.value;
    const value = await this.entitlements.forWorkspace(workspaceId);
    this.entitlementsByWorkspace.set(workspaceId, { value, at: now.getTime() });
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

/** 0 (Monday 00:00) to 167 (Sunday 23:00) in the zone; the zone's clock is remembered for the minute. */
export function hourOfWeek(zone: string, now: Date): number {
  const { weekday, minuteOfDay } = localClock(zone, now);
  return weekday * 24 + Math.floor(minuteOfDay / 60);
}

/** An answer that tells the client when to try again (Retry-After, in seconds), in the api's one error body. */
export abstract class RetryLater extends HttpException {
  constructor(
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE,
    message: string,
    readonly waitMs: number,
  ) {
    const error = status === HttpStatus.TOO_MANY_REQUESTS ? 'Too Many Requests' : 'Service Unavailable';
    super({ statusCode: status, message, error }, status);
  }
}

/** 429: this address has had its five attempts for this code. */
export class TooManyAttempts extends RetryLater {
  constructor(waitMs: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, ROUTING_MESSAGES.tooManyAttempts, waitMs);
  }
}

/** 503: every slot for checking code passwords is taken, and as many already wait; a second or so frees them. */
export class PasswordChecksBusy extends RetryLater {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, ROUTING_MESSAGES.passwordChecksBusy, 1000);
  }
}
