import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import {
  DOMAIN_GRACE_DAYS,
  DOMAIN_MESSAGES as M,
  challengeName,
  isAdminRole,
  destinationUrlProblem,
  normaliseHostname,
  normalizeDestinationUrl,
  type CreateDomainInput,
  type DomainDto,
  type Role,
  type UpdateDomainInput,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { fieldsError } from '../../platform/common/validation';
import { conflictOnDuplicate } from '../../platform/database/unique-violation';
import { DomainEvents } from '../../platform/events/domain-events';
import { WindowCounters } from '../../platform/redis/window-counters';
import { EntitlementsService } from '../billing';
import { UsersService } from '../identity';
import { MailQueue, mailText } from '../mail';
import { SettingsService } from '../settings';
import { WorkspacesService } from '../workspaces';
import type { Domain } from './domain.entity';
import { DomainDns } from './domain-dns';
import { DomainsRepository } from './domains.repository';
import { AuditLog, auditChanges, type AuditRecord } from '../audit';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** DNS checks asked for by hand, an hour per domain. */
const VERIFIES_PER_HOUR = 30;
/** How many codes answer on each of these domains, those with none left out (qrcodes counts them: a floor above). */
export type CodeCounter = (domainIds: readonly number[]) => Promise<Map<number, number>>;

/**
 * Custom domains (docs/product.md, Custom domains): added by a workspace's owners and admins
 * within their plan, proven in DNS, re-checked daily, and turned inactive (their owner
 * mailed) when they fail for DOMAIN_GRACE_DAYS. Routing by host reads them through
 * DomainHosts; every change is announced (`domain.changed`) so each replica forgets its copy.
 */
@Injectable()
export class DomainsService {
  private readonly logger = new Logger('Domains');
  /** Supplied by qrcodes, a floor above: how many codes use each domain. */
  private countCodes: CodeCounter = () => Promise.resolve(new Map<number, number>());
  /** The panel's own host name, never a custom domain. */
  private readonly panelHostname: string;

  constructor(
    private readonly domains: DomainsRepository,
    private readonly dns: DomainDns,
    private readonly workspaces: WorkspacesService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly events: DomainEvents,
    private readonly entitlements: EntitlementsService,
    private readonly counters: WindowCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {
    this.panelHostname = new URL(config.publicUrl).hostname;
  }

  /** qrcodes tells how many of its codes use each domain (a domain in use is not deleted). */
  countCodesWith(counter: CodeCounter): void {
    this.countCodes = counter;
  }

  async list(workspaceId: number): Promise<DomainDto[]> {
    return this.views(await this.domains.listOf(workspaceId));
  }

  async get(workspaceId: number, id: number): Promise<DomainDto> {
    return (await this.views([await this.find(workspaceId, id)]))[0];
  }

  /**
   * A pending domain of the workspace, within its plan's domain limit (platform
   * administrators and their workspaces have none); the workspace's row is locked first, so
   * two requests cannot both pass the count. A hostname is one workspace's on the whole
   * instance (409).
   */
  async create(actorRole: Role, workspaceId: number, input: CreateDomainInput): Promise<DomainDto> {
    const hostname = await this.checkedHostname(input.hostname);
    // Taken is said before the plan's limit: the name is someone's whatever this plan allows.
    if (await this.domains.byHostname(hostname)) throw new ConflictException(M.taken);
    const limit = isAdminRole(actorRole)
      ? -1
      : ((await this.entitlements.forWorkspace(workspaceId))?.domainLimit ?? -1);
    const saved = await conflictOnDuplicate(
      () =>
        this.domains.transaction(async (manager) => {
          if (limit >= 0) {
            await this.workspaces.lockForChange(manager, workspaceId);
            if ((await this.domains.countOf(manager, workspaceId)) >= limit)
              throw new ForbiddenException(M.limitReached);
          }
          const domain = await this.domains.insert(manager, {
            workspaceId,
            hostname,
            verificationToken: `qrpanel-verify=${randomBytes(16).toString('hex')}`,
          });
          await this.audit.record(manager, domainEntry('domain.added', domain));
          return domain;
        }),
      M.taken,
    );
    return this.get(workspaceId, saved.id);
  }

  /** Where the bare domain and unknown keys send people. */
  async update(workspaceId: number, id: number, input: UpdateDomainInput): Promise<DomainDto> {
    const domain = await this.find(workspaceId, id);
    const problems: Record<string, string[]> = {};
    const read = (field: string, value: string | null) => {
      const checked = address(value, domain);
      if ('problem' in checked) problems[field] = [checked.problem];
      return 'url' in checked ? checked.url : null;
    };
    const rootUrl = input.root_url === undefined ? domain.rootUrl : read('root_url', input.root_url);
    const notFoundUrl =
      input.not_found_url === undefined ? domain.notFoundUrl : read('not_found_url', input.not_found_url);
    if (Object.keys(problems).length) throw fieldsError(problems);
    const before = { ...domain };
    Object.assign(domain, { rootUrl, notFoundUrl });
    await this.domains.transaction(async (manager) => {
      await this.domains.save(domain, manager);
      const { fields, changes } = auditChanges(before, domain, ['rootUrl', 'notFoundUrl']);
      if (fields.length)
        await this.audit.record(manager, domainEntry('domain.updated', domain, { fields, changes }));
    });
    this.changed(domain);
    return this.get(workspaceId, id);
  }

  /** Removes a domain no code uses (409 while some do: their printed copies carry it). */
  async remove(workspaceId: number, id: number): Promise<void> {
    const domain = await this.find(workspaceId, id);
    if ((await this.countCodes([id])).get(id)) throw new ConflictException(M.inUse);
    await this.domains.transaction(async (manager) => {
      await this.domains.delete(id, manager);
      await this.audit.record(manager, domainEntry('domain.deleted', domain));
    });
    this.changed(domain);
  }

  /** Checks DNS now (VERIFIES_PER_HOUR a domain): pending or inactive domains turn verified once proven. */
  async verify(workspaceId: number, id: number): Promise<DomainDto> {
    const domain = await this.find(workspaceId, id);
    await this.counters.take('domain-verify', id, HOUR_MS, VERIFIES_PER_HOUR, M.checkedTooOften);
    await this.check(domain);
    return this.get(workspaceId, id);
  }

  /** A verified domain of the workspace, for a code to answer on (400 otherwise). */
  async usableBy(workspaceId: number, id: number): Promise<Domain> {
    const domain = await this.domains.byId(id);
    if (!domain || domain.workspaceId !== workspaceId || domain.status !== 'verified')
      throw fieldsError({ domain_id: [M.notUsable] });
    return domain;
  }

  /** The ascii host names of these domains, for the addresses codes print. */
  async hostnames(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)].filter((id) => id > 0);
    return new Map((await this.domains.byIds(unique)).map((d) => [d.id, d.hostname]));
  }

  /** Whether the TLS edge may get a certificate for this host: a verified domain, or the panel's own. */
  async mayHaveCertificate(host: string): Promise<boolean> {
    const { ascii, problem } = normaliseHostname(host);
    if (problem) return false;
    if (ascii === this.panelHostname) return true;
    return (await this.domains.byHostname(ascii))?.status === 'verified';
  }

  /**
   * The daily check, a batch at a time: each domain not checked for a day is read from DNS
   * again. Returns how many were checked (the job runs again while a batch is full).
   */
  async checkDue(batch: number): Promise<number> {
    const due = await this.domains.due(new Date(Date.now() - DAY_MS + 60_000), batch);
    for (const domain of due) await this.check(domain);
    return due.length;
  }

  private async check(domain: Domain): Promise<void> {
    const proof = await this.dns.proof(domain.hostname, domain.verificationToken, await this.cnameTarget());
    const now = new Date();
    const was = domain.status;
    domain.lastCheckedAt = now;
    if (proof.proven) {
      domain.status = 'verified';
      domain.verifiedAt ??= now;
      domain.failingSince = null;
      domain.lastCheckMessage = null;
    } else {
      domain.lastCheckMessage = proof.message;
      if (domain.status === 'verified') {
        domain.failingSince ??= now;
        if (now.getTime() - new Date(domain.failingSince).getTime() >= DOMAIN_GRACE_DAYS * DAY_MS)
          domain.status = 'inactive';
      }
    }
    // Proven now, by its route or the daily check (the system then): verified, in one transaction.
    await this.domains.transaction(async (manager) => {
      await this.domains.save(domain, manager);
      if (domain.status === 'verified' && was !== 'verified')
        await this.audit.record(manager, domainEntry('domain.verified', domain, { was }));
    });
    if (domain.status !== was) {
      this.logger.log(`Domain ${domain.hostname} is now ${domain.status}`);
      this.changed(domain);
      if (domain.status === 'inactive') await this.tellOwner(domain);
    }
  }

  /** The workspace's owner hears that their domain stopped answering, in their language. */
  private async tellOwner(domain: Domain): Promise<void> {
    const holder = await this.workspaces.planHolder(domain.workspaceId);
    const owner = holder === undefined ? null : await this.users.findById(holder);
    if (!owner) return;
    const { app_name: appName } = await this.settings.get();
    const params = {
      appName,
      hostname: domainToUnicode(domain.hostname),
      days: DOMAIN_GRACE_DAYS,
      link: `${this.config.publicUrl}/domains`,
    };
    await this.mail.queue({ to: owner.email, ...mailText('domainInactive', owner.language ?? 'en', params) });
  }

  private async find(workspaceId: number, id: number): Promise<Domain> {
    const domain = await this.domains.of(workspaceId, id);
    if (!domain) throw new NotFoundException(M.notFound);
    return domain;
  }

  /** The hostname as stored, or 400 naming why it cannot be a custom domain. */
  private async checkedHostname(typed: unknown): Promise<string> {
    const { ascii, problem } = normaliseHostname(typeof typed === 'string' ? typed : '');
    if (problem) throw fieldsError({ hostname: [problem] });
    const own = [this.panelHostname, await this.cnameTarget()];
    if (own.includes(ascii)) throw fieldsError({ hostname: [M.hostnameOwn] });
    return ascii;
  }

  /** The host a CNAME may point to: the setting domain_target, or PUBLIC_URL's host. */
  private async cnameTarget(): Promise<string> {
    return (await this.settings.get()).domain_target || this.panelHostname;
  }

  private changed(domain: Domain): void {
    this.events.emit('domain.changed', { hostname: domain.hostname });
  }

  private async views(domains: Domain[]): Promise<DomainDto[]> {
    const counts = await this.countCodes(domains.map((d) => d.id));
    const target = await this.cnameTarget();
    return domains.map((domain) => toDomainDto(domain, target, counts.get(domain.id) ?? 0));
  }
}

/** An address a domain sends people to, as stored (null: none), or why not; never the domain itself. */
function address(value: string | null, domain: Domain): { url: string | null } | { problem: string } {
  if (value === null || !value.trim()) return { url: null };
  const problem = destinationUrlProblem(value, [domain.hostname]);
  return problem ? { problem } : { url: normalizeDestinationUrl(value.trim()) };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function toDomainDto(domain: Domain, cnameTarget: string, codes: number): DomainDto {
  return {
    id: domain.id,
    workspace_id: domain.workspaceId,
    hostname: domainToUnicode(domain.hostname) || domain.hostname,
    ascii_hostname: domain.hostname,
    status: domain.status,
    verification: { type: 'TXT', name: challengeName(domain.hostname), value: domain.verificationToken },
    cname_target: cnameTarget,
    root_url: domain.rootUrl,
    not_found_url: domain.notFoundUrl,
    verified_at: iso(domain.verifiedAt),
    last_checked_at: iso(domain.lastCheckedAt),
    last_check_message: domain.lastCheckMessage,
    failing_since: iso(domain.failingSince),
    codes_count: codes,
    created_at: new Date(domain.createdAt).toISOString(),
  };
}

/** A domain's entry: its workspace and its host name. */
function domainEntry(
  action: 'domain.added' | 'domain.verified' | 'domain.updated' | 'domain.deleted',
  domain: Pick<Domain, 'id' | 'hostname' | 'workspaceId'>,
  details?: Record<string, unknown>,
): AuditRecord {
  return {
    action,
    workspaceId: domain.workspaceId,
    target: { type: 'domain', id: domain.id, label: domainToUnicode(domain.hostname) },
    ...(details && { details }),
  };
}
