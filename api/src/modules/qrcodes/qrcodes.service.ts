import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  OnModuleInit,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { EntityManager, In, Repository } from 'typeorm';
import {
  DEFAULT_FRAME_ID,
  DESIGN_MESSAGES,
  QR_DEFAULT_BACKGROUND,
  QR_DEFAULT_FOREGROUND,
  QR_MESSAGES,
  QR_SIZE_DEFAULT,
  applyStyle,
  destinationUrlProblem,
  encodeQrPayload,
  encodeStaticValue,
  fitsInQrCode,
  FOLDER_MESSAGES,
  SHORT_KEY_MESSAGES,
  DOMAIN_MESSAGES,
  foldKey,
  isAdminRole,
  normalizeTags,
  type CodeListFilter,
  normalizeDestinationUrl,
  parseQrData,
  styleOfDesign,
  TEMPLATE_MESSAGES,
  validateQrData,
  validateQrDesign,
  validatePageQrData,
  isPageQrType,
  uploadPathsIn,
  PAGE_MESSAGES,
  type PageQrType,
  type PageQrData,
  type PageLink,
  pageLinks,
  pageOf,
  type FieldErrors,
  type GenerationType,
  type QrDesign,
  type SettableQrStatus,
  type UrlQrData,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ownHosts } from '../../platform/config/own-hosts';
import { DomainEvents } from '../../platform/events/domain-events';
import { CodeEvents } from './code-events';
import { codeChanges, codeEntry } from './code-audit';
import { AuditLog } from '../audit';
import { ReadBarrier } from '../../platform/jobs/read-barrier';
import { EntitlementsService } from '../billing';
import { DomainsService } from '../domains';
import { LogoStorage, PageFiles } from '../uploads';
import { User, PasswordService, UsersService } from '../identity';
import { mayDo, WorkspacesService, type ActingWorkspace } from '../workspaces';
import { DestinationHistory } from './destination-history.entity';
import type { SaveQrCodeDto } from './dto/save-qrcode.dto';
import { QrCode } from './qr-code.entity';
import { QrCodesRepository } from './qr-codes.repository';
import { CodeOwnerChanges } from './code-owner-changes';
import { Jobs } from '../../platform/jobs/jobs.service';
import { CODES_DELETED, type CodesDeleted } from './codes-deleted.job';
import { codeAccess } from './code-access';
import type { Paging } from '../../platform/common/list-query';
import { CodeListRepository, scopeOf } from './code-list.repository';
import { CodeTagsRepository } from './code-tags.repository';
import { Folder } from './folders/folder.entity';
import { FoldersService } from './folders/folders.service';
import { QrTemplate } from './templates/qr-template.entity';
import { QrImageService } from './qr-image.service';
import { TemplatesService } from './templates/templates.service';
import { fieldsError } from '../../platform/common/validation';
import { handOverMadeBy } from '../../platform/database/hand-over';
import { retryDeadlocks } from '../../platform/database/deadlock';
import { isUniqueViolation } from '../../platform/database/unique-violation';
import { ShortKeys } from './short-keys.service';
import { printedShortUrl } from './qr-code.view';

type Content = Pick<QrCode, 'type' | 'data' | 'currentDestination'>;
type Style = Pick<QrCode, 'size' | 'foregroundColor' | 'backgroundColor' | 'logoPath' | 'frameId' | 'design'>;

/** QR codes: who may reach which, the content rules, the plan's limit, the destination history. */
@Injectable()
export class QrCodesService implements OnModuleInit {
  constructor(
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
    private readonly passwords: PasswordService,
    @InjectRepository(DestinationHistory) private readonly history: Repository<DestinationHistory>,
    private readonly repository: QrCodesRepository,
    private readonly workspaces: WorkspacesService,
    private readonly users: UsersService,
    private readonly entitlements: EntitlementsService,
    private readonly logos: LogoStorage,
    private readonly pageFiles: PageFiles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
    private readonly rollups: ReadBarrier,
    private readonly ownerChanges: CodeOwnerChanges,
    private readonly jobs: Jobs,
    private readonly lists: CodeListRepository,
    private readonly tags: CodeTagsRepository,
    private readonly folders: FoldersService,
    private readonly images: QrImageService,
    private readonly templates: TemplatesService,
    private readonly codeEvents: CodeEvents,
    private readonly keys: ShortKeys,
    private readonly domains: DomainsService,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    // Whichever runs first, each takes off the roll-ups of the codes still there and deletes them.
    this.workspaces.whileRemoving((manager, workspaceId) => this.removeAllOf(manager, workspaceId));
    this.users.whileRemoving(async (manager, userId) => {
      // What they made in a team's workspace stays the team's; the rest goes.
      await handOverMadeBy(manager, [QrCode, Folder, QrTemplate], userId, (workspaceId) =>
        this.workspaces.heirIn(manager, workspaceId, userId),
      );
      await this.removeMadeBy(manager, userId);
    });
  }

  /**
   * A list of codes: the active workspace's (`own`) or everyone's (admins, `all`), filtered
   * and sorted; a page of it when a page is asked, else every row. Reads settle the scan
   * roll-ups first: a code's counters include the scans stored so far.
   */
  async list(
    actor: User,
    workspace: ActingWorkspace,
    which: 'own' | 'all',
    filter: CodeListFilter,
    paging: Paging,
  ): Promise<{ codes: QrCode[]; total: number }> {
    const all = which === 'all';
    const scope = scopeOf(actor, workspace, filter, !all);
    await this.rollups.settle();
    if (paging.page === undefined) {
      const codes = await this.lists.all(scope, filter, paging.sort, all);
      return { codes, total: codes.length };
    }
    return this.lists.page(scope, filter, paging.sort, paging.page, paging.limit, all);
  }

  /** Each code's tags, for answers. */
  tagsOf(codes: readonly QrCode[]): Promise<Map<number, string[]>> {
    return this.tags.of(codes.map((c) => c.id));
  }

  /** get(), its counters including the scans stored so far. */
  async read(actor: User, workspace: ActingWorkspace, id: number): Promise<QrCode> {
    await this.rollups.settle();
    return this.get(actor, workspace, id);
  }

  /**
   * Admins reach every code, anyone else the active workspace's: another's is 404, never
   * 403. Every role of the workspace reads its codes.
   */
  async get(actor: User, workspace: ActingWorkspace, id: number): Promise<QrCode> {
    const code = await this.codes.findOneBy(
      isAdminRole(actor.role) ? { id } : { id, workspaceId: workspace.id },
    );
    if (!code) throw new NotFoundException(QR_MESSAGES.notFound);
    return code;
  }

  /**
   * A new code. With `options.manager` it is made in that transaction (as a savepoint of
   * it: a refused code leaves the rest of it alone); `within` runs in the transaction that
   * makes it (an import settles its row there, so a row is made once), and throwing there
   * rolls the code back. Inside a caller's transaction the answer is the code as saved, not
   * read again.
   */
  async create(
    actor: User,
    workspace: ActingWorkspace,
    given: SaveQrCodeDto,
    options: {
      manager?: EntityManager;
      within?: (manager: EntityManager, codeId: number) => Promise<void>;
    } = {},
  ): Promise<QrCode> {
    mayDo(workspace, 'edit');
    const dto = await this.withTemplate(workspace.id, given);
    const generationType: GenerationType = dto.generation_type ?? 'dynamic';
    const content = this.content(dto, generationType);
    await this.assertOwnFiles(workspace.id, content);
    const short = await this.shortKeyOf(dto, generationType, workspace.id);
    const { uuid, style } = await this.keyAndStyle(actor, dto, content, generationType, short);
    const expiresAt = this.expiry(dto.expires_at, generationType, null);
    const access = await codeAccess(
      dto,
      { type: dto.type, generationType },
      ownHosts(this.config),
      (password) => this.passwords.hash(password),
    );
    const saved = await (options.manager ?? this.codes.manager).transaction(async (manager) => {
      await this.checkLimit(manager, actor, workspace.id);
      const folderId = await this.folderFor(manager, workspace.id, dto.folderId ?? null);
      const code = manager.create(QrCode, {
        uuid,
        key: short?.key ?? null,
        keyFolded: short ? foldKey(short.key) : null,
        keyChosen: short?.chosen ?? false,
        domainId: short?.domainId ?? 0,
        workspaceId: workspace.id,
        userId: actor.id,
        folderId,
        label: dto.label,
        generationType,
        ...content,
        ...style,
        status: generationType === 'dynamic' ? 'active' : null,
        expiresAt,
        ...access,
        scansCount: 0,
      });
      const made = await this.savedWithKey(() => manager.save(code), short);
      await this.tags.add(manager, made.id, normalizeTags(dto.tags ?? []) ?? []);
      await options.within?.(manager, made.id);
      await this.codeEvents.record(manager, 'qrcode.created', made);
      await this.audit.record(manager, codeEntry('code.created', made));
      return made;
    });
    // Inside a caller's transaction the code as saved will do (the caller reads it later, if at all).
    return options.manager ? saved : this.codes.findOneByOrFail({ id: saved.id });
  }

  /** Edits a dynamic code; a changed destination is written to the history first. */
  async update(actor: User, workspace: ActingWorkspace, id: number, given: SaveQrCodeDto): Promise<QrCode> {
    mayDo(workspace, 'edit');
    const existing = await this.get(actor, workspace, id);
    const dto = await this.withTemplate(workspace.id, given);
    if (existing.generationType === 'static') throw new BadRequestException(QR_MESSAGES.staticNotEditable);
    if (dto.generation_type && dto.generation_type !== existing.generationType) {
      throw new BadRequestException(QR_MESSAGES.generationTypeFixed);
    }
    const content = this.content(dto, existing.generationType);
    await this.assertOwnFiles(existing.workspaceId, content);
    const short = await this.changedKeyOf(dto, existing);
    const printed = await this.printedOf(short ?? keyOf(existing));
    const payload = this.payloadOf(content, existing.generationType, existing.uuid, printed);
    const style = await this.style(actor, dto, payload, existing);
    const expiresAt = this.expiry(dto.expires_at, existing.generationType, existing.expiresAt);
    const access = await codeAccess(
      dto,
      { type: dto.type, generationType: existing.generationType },
      ownHosts(this.config),
      (password) => this.passwords.hash(password),
      existing,
    );
    // A cap set where there was none counts the scans so far: counted first, outside the transaction.
    if (existing.maxScans === null && access.maxScans !== null) await this.rollups.settle();
    await this.codes.manager.transaction(async (manager) => {
      // Locked first: two servers editing one code would otherwise both take a shared lock
      // (the history row's foreign key) and then both wait to write the code, a deadlock.
      const current = await this.repository.lockOne(manager, id);
      if (!current) throw new NotFoundException(QR_MESSAGES.notFound);
      const previous = current.currentDestination;
      if (previous && previous !== content.currentDestination) {
        await manager.insert(DestinationHistory, { qrCodeId: id, previousDestination: previous });
      }
      const folderId =
        dto.folderId === undefined
          ? current.folderId
          : await this.folderFor(manager, current.workspaceId, dto.folderId);
      // Named columns only: the scan roll-ups add to scans_count meanwhile, and the redirect
      // to cap_count while a cap is set (CodeCounters); a changed cap keeps its count.
      const capCount =
        current.maxScans === null && access.maxScans !== null ? { capCount: current.scansCount } : {};
      const keyed = short
        ? { key: short.key, keyFolded: foldKey(short.key), keyChosen: short.chosen, domainId: short.domainId }
        : {};
      const changes = {
        label: dto.label,
        ...content,
        ...style,
        expiresAt,
        ...access,
        folderId,
        ...capCount,
        ...keyed,
      };
      await this.savedWithKey(() => manager.update(QrCode, { id }, changes), short);
      const tags = dto.tags === undefined ? undefined : (normalizeTags(dto.tags) ?? []);
      const tagsChanged = tags !== undefined && (await this.tags.replaced(manager, id, tags));
      await this.audit.record(
        manager,
        codeEntry(
          'code.updated',
          { ...current, label: dto.label },
          codeChanges(current, changes, tagsChanged),
        ),
      );
      await this.codeEvents.record(manager, 'qrcode.updated', {
        ...current,
        label: dto.label,
        ...content,
        folderId,
      });
    });
    this.changed(existing, short);
    return this.codes.findOneByOrFail({ id });
  }

  async remove(actor: User, workspace: ActingWorkspace, id: number): Promise<void> {
    mayDo(workspace, 'edit');
    const code = await this.get(actor, workspace, id);
    // Its roll-ups leave its owner's, whose rows a roll-up pass may be adding to: a deadlock
    // between the two rolls this back whole, to run again.
    await retryDeadlocks(() =>
      this.codes.manager.transaction(async (manager) => {
        await this.ownerChanges.deleting(manager, [code.id]);
        await manager.delete(QrCode, { id: code.id });
        await this.jobs.enqueue(CODES_DELETED, { ids: [code.id] } satisfies CodesDeleted, { manager });
        await this.codeEvents.record(manager, 'qrcode.deleted', code);
        await this.audit.record(manager, codeEntry('code.deleted', code));
      }),
    );
    this.changed(code);
  }

  /**
   * A workspace being deleted takes its codes: their roll-ups and scans go as a deleted
   * code's do; once the deletion is committed, scans stop finding them.
   */
  private async removeAllOf(manager: EntityManager, workspaceId: number): Promise<() => void> {
    const codes = await manager.find(QrCode, {
      select: { id: true, uuid: true, key: true },
      where: { workspaceId },
    });
    await this.ownerChanges.emptying(manager, workspaceId);
    if (codes.length) {
      await manager.delete(QrCode, { workspaceId });
      const ids = codes.map((c) => c.id);
      await this.jobs.enqueue(CODES_DELETED, { ids } satisfies CodesDeleted, { manager });
    }
    return () => codes.forEach((code) => this.changed(code));
  }

  /**
   * What a user's deletion still finds made by them (a workspace with no owner left, which
   * cannot be) goes: their roll-ups as a deleted code's do (their scans go with
   * USER_DELETED; scans stop finding them on the user.changed that follows the commit).
   */
  private async removeMadeBy(manager: EntityManager, userId: number): Promise<void> {
    const ids = await this.repository.lockWhere(manager, 'user_id', userId);
    if (!ids.length) return;
    await this.ownerChanges.deleting(manager, ids);
    await manager.delete(QrCode, { userId });
  }

  /** Which of these codes exist (for modules that keep rows of codes without a foreign key). */
  async existing(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.codes.find({ select: { id: true }, where: { id: In([...ids]) } });
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Admins only (the controller's guard): gives a dynamic code to another user, into their
   * personal workspace.
   */
  async reassign(id: number, newUserId: number): Promise<QrCode> {
    const code = await this.findForAdmin(id);
    if (code.generationType === 'static') throw new BadRequestException(QR_MESSAGES.staticNotReassignable);
    const workspaceId = await this.workspaces.personalOf(newUserId);
    if (workspaceId === undefined) throw new NotFoundException(QR_MESSAGES.reassignTargetNotFound);
    // Folders are their workspace's: the code leaves the previous one's folder.
    await retryDeadlocks(() =>
      this.codes.manager.transaction(async (manager) => {
        // Its scans count towards its new workspace's analytics from now on, its past ones too.
        await this.ownerChanges.moving(manager, [id], workspaceId);
        await manager.update(QrCode, { id }, { userId: newUserId, workspaceId, folderId: null });
        // To its previous workspace's webhooks the code is gone; to its new one's, changed.
        await this.codeEvents.record(manager, 'qrcode.deleted', code);
        await this.codeEvents.record(manager, 'qrcode.updated', {
          ...code,
          workspaceId,
          folderId: null,
        });
        const moved = { fields: ['userId', 'workspaceId'], owner: { from: code.userId, to: newUserId } };
        await this.audit.record(manager, codeEntry('code.updated', code, moved));
      }),
    );
    this.changed(code);
    return this.codes.findOneOrFail({ where: { id }, relations: { user: true } });
  }

  /** Admins only (the controller's guard): active, paused or suspended, for dynamic codes. */
  async setStatus(id: number, status: SettableQrStatus): Promise<QrCode> {
    const code = await this.findForAdmin(id);
    if (code.generationType === 'static') throw new BadRequestException(QR_MESSAGES.staticHasNoStatus);
    await this.codes.manager.transaction(async (manager) => {
      await manager.update(QrCode, { id }, { status });
      await this.codeEvents.record(manager, 'qrcode.updated', { ...code, status });
      const changed = { fields: ['status'], status: { from: code.status, to: status } };
      await this.audit.record(manager, codeEntry('code.updated', code, changed));
    });
    this.changed(code);
    return this.codes.findOneOrFail({ where: { id }, relations: { user: true } });
  }

  async historyOf(actor: User, workspace: ActingWorkspace, id: number): Promise<DestinationHistory[]> {
    const code = await this.get(actor, workspace, id);
    return this.history.find({ where: { qrCodeId: code.id }, order: { changedAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Every destination a code leads or led to: its own, its rules' and split's, and its
   * earlier ones. Analytics name the destinations scans were counted under with them.
   */
  /** A hosted page's counted links as the page is now; null for a code of another type (or none). */
  async pageLinksOf(id: number): Promise<PageLink[] | null> {
    const code = await this.codes.findOneBy({ id });
    if (!code || !isPageQrType(code.type)) return null;
    return pageLinks(pageOf(code.type, code.data as PageQrData)).map(({ label, url }) => ({ label, url }));
  }

  async destinationsOf(id: number): Promise<string[]> {
    const code = await this.codes.findOneBy({ id });
    if (!code) return [];
    const history = await this.history.find({
      where: { qrCodeId: id },
      order: { changedAt: 'DESC', id: 'DESC' },
    });
    const routing = code.routing;
    const ofRules = (routing?.rules ?? []).flatMap((rule) =>
      rule.destination ? [rule.destination] : (rule.split ?? []).map((entry) => entry.destination),
    );
    const all = [
      code.currentDestination,
      ...ofRules,
      ...(routing?.split ?? []).map((entry) => entry.destination),
      ...history.map((entry) => entry.previousDestination),
    ];
    return [...new Set(all.filter((url): url is string => !!url))];
  }

  /** The folder a code of this workspace is filed in: one of the workspace's, or none. */
  private async folderFor(
    manager: EntityManager,
    workspaceId: number,
    folderId: number | null,
  ): Promise<number | null> {
    if (folderId === null) return null;
    if (!(await this.folders.isInWorkspace(workspaceId, folderId, manager))) {
      throw fieldsError({ folderId: [FOLDER_MESSAGES.notFound] });
    }
    return folderId;
  }

  /** Scans read codes from memory: tell them this one changed (and which short addresses named it, or now do). */
  private changed(code: QrCode, now?: ShortKey | null): void {
    this.events.emit('qrcode.changed', { uuid: code.uuid, keys: shortAddresses(code, now) });
  }

  private async findForAdmin(id: number): Promise<QrCode> {
    const code = await this.codes.findOneBy({ id });
    if (!code) throw new NotFoundException(QR_MESSAGES.notFound);
    return code;
  }

  /**
   * How many codes a workspace may hold: its plan's limit (EntitlementsService.forWorkspace);
   * 0 for none. Administrators run the installation and have no plan, so no limit for
   * what they make.
   */
  async codeLimitOf(actor: User, workspaceId: number): Promise<number> {
    if (isAdminRole(actor.role)) return 0;
    return (await this.entitlements.forWorkspace(workspaceId))?.qrCodeLimit ?? 0;
  }

  /**
   * The plan's QR-code limit (docs/product.md, Plans and limits), counted per workspace; 0
   * is unlimited. The workspace's row is locked first, so two servers cannot both pass the check.
   */
  private async checkLimit(manager: EntityManager, actor: User, workspaceId: number): Promise<void> {
    const qrCodeLimit = await this.codeLimitOf(actor, workspaceId);
    if (qrCodeLimit <= 0) return;
    await this.workspaces.lockForChange(manager, workspaceId);
    if ((await manager.countBy(QrCode, { workspaceId })) >= qrCodeLimit) {
      throw new ForbiddenException(QR_MESSAGES.limitReached);
    }
  }

  /**
   * The type's data, checked and normalised; a url's safety answers 422 (docs/product.md, Static and
   * dynamic).
   */
  private content(dto: SaveQrCodeDto, generationType: GenerationType): Content {
    const raw = parseQrData(dto.data);
    if (!raw) throw fieldsError({ data: [QR_MESSAGES.dataNotObject] });
    if (isPageQrType(dto.type)) return this.pageContent(dto.type, raw, generationType);
    const destination = typeof dto.currentDestination === 'string' ? dto.currentDestination.trim() : '';
    if (dto.type === 'url' && destination) {
      const given = typeof raw.url === 'string' ? raw.url.trim() : raw.url;
      if (given === undefined || given === null || given === '') raw.url = destination;
      else if (given !== destination)
        throw fieldsError({ currentDestination: [QR_MESSAGES.destinationMismatch] });
    }
    const checked = validateQrData(dto.type, raw);
    if (!checked.ok) throw fieldsError(prefixed('data', checked.errors));
    let currentDestination: string | null = null;
    if (dto.type === 'url') {
      const url = checked.data as UrlQrData;
      const problem = destinationUrlProblem(url.url, ownHosts(this.config));
      if (problem) {
        throw new UnprocessableEntityException({
          message: problem,
          error: 'Unprocessable Entity',
          fields: { 'data.url': [problem] },
        });
      }
      // Stored in the one form a Location header can carry (and a static code encodes).
      url.url = normalizeDestinationUrl(url.url);
      currentDestination = url.url;
    }
    if (generationType === 'static' && !fitsInQrCode(encodeStaticValue(dto.type, checked.data))) {
      throw fieldsError({ data: [QR_MESSAGES.tooLongForQrCode] });
    }
    return { type: dto.type, data: checked.data, currentDestination };
  }

  /**
   * A hosted page's data (docs/product.md, Hosted pages): dynamic only; its shape and texts
   * answer 400, a URL the URL rules refuse 422, as a url code's does.
   */
  private pageContent(
    type: PageQrType,
    raw: Record<string, unknown>,
    generationType: GenerationType,
  ): Content {
    if (generationType === 'static') throw fieldsError({ generation_type: [PAGE_MESSAGES.dynamicOnly] });
    const checked = validatePageQrData(type, raw, ownHosts(this.config));
    if (checked.ok) return { type, data: checked.value, currentDestination: null };
    if (checked.status === 400) throw fieldsError(checked.errors);
    throw new UnprocessableEntityException({
      message: checked.message,
      error: 'Unprocessable Entity',
      fields: checked.errors,
    });
  }

  /** A page's uploaded files must be its workspace's own (422 otherwise). */
  private async assertOwnFiles(workspaceId: number, content: Content): Promise<void> {
    if (isPageQrType(content.type)) {
      await this.pageFiles.assertOwned(workspaceId, uploadPathsIn(JSON.stringify(content.data)));
    }
  }

  /** The text a code with this content will carry. */
  /**
   * A new code's key and style. A dynamic code's key is ours to choose, and whether a styled
   * picture decodes depends a little on the modules its key makes (about 1 key in 150 for
   * a rounded, gradient design): when the decoder misreads the picture with one key, other
   * keys are tried before the design is refused.
   */
  private async keyAndStyle(
    actor: User,
    dto: SaveQrCodeDto,
    content: Content,
    generationType: GenerationType,
    short: ShortKey | null,
  ): Promise<{ uuid: string; style: Style }> {
    for (let attempt = 1; ; attempt += 1) {
      const uuid = randomBytes(16).toString('base64url');
      try {
        const payload = this.payloadOf(content, generationType, uuid, await this.printedOf(short));
        return { uuid, style: await this.style(actor, dto, payload) };
      } catch (e) {
        const anotherKey = generationType === 'dynamic' && attempt < KEY_ATTEMPTS && misread(e);
        if (!anotherKey) throw e;
      }
    }
  }

  private payloadOf(
    content: Content,
    generationType: GenerationType,
    uuid: string,
    shortUrl: string | null,
  ): string {
    return encodeQrPayload({ ...content, generationType, uuid, publicUrl: this.config.publicUrl, shortUrl });
  }

  /**
   * A new code's short key: the one asked for (a dynamic code's; its form was checked by
   * the DTO, whether it is taken is checked here), else one made for it; none for a static
   * code.
   */
  private async shortKeyOf(
    dto: SaveQrCodeDto,
    generationType: GenerationType,
    workspaceId: number,
  ): Promise<ShortKey | null> {
    if (generationType !== 'dynamic') {
      if (dto.key !== undefined) throw fieldsError({ key: [SHORT_KEY_MESSAGES.staticHasNoKey] });
      if (dto.domain_id) throw fieldsError({ domain_id: [DOMAIN_MESSAGES.staticHasNoDomain] });
      return null;
    }
    const domainId = dto.domain_id ? (await this.domains.usableBy(workspaceId, dto.domain_id)).id : 0;
    if (dto.key === undefined) return { key: await this.keys.make(domainId), chosen: false, domainId };
    await this.checkChosenKey(dto.key, domainId);
    return { key: dto.key, chosen: true, domainId };
  }

  /**
   * The key an edit asks for, when it differs from the code's: checked, and refused once
   * the code has been scanned (its printed copies carry the old one). Another case of the
   * same key is found by the same scans, so it may change any time.
   */
  private async changedKeyOf(dto: SaveQrCodeDto, existing: QrCode): Promise<ShortKey | null> {
    const domainId =
      dto.domain_id === undefined
        ? existing.domainId
        : dto.domain_id
          ? (await this.domains.usableBy(existing.workspaceId, dto.domain_id)).id
          : 0;
    const key = dto.key ?? existing.key;
    if (!key || (key === existing.key && domainId === existing.domainId)) return null;
    if (existing.keyFolded !== foldKey(key) || domainId !== existing.domainId) {
      await this.checkChosenKey(key, domainId, existing.id);
      await this.rollups.settle();
      const { scansCount } = await this.codes.findOneByOrFail({ id: existing.id });
      if (scansCount > 0)
        throw keyConflict(SHORT_KEY_MESSAGES.printed, dto.key === undefined ? 'domain_id' : 'key');
    }
    return { key, chosen: dto.key === undefined ? existing.keyChosen : true, domainId };
  }

  /** A chosen key another code has on the domain: 409, named on the field. */
  private async checkChosenKey(key: string, domainId: number, codeId?: number): Promise<void> {
    const problem = await this.keys.problemOf(key, domainId, codeId);
    if (problem === SHORT_KEY_MESSAGES.taken) throw keyConflict(SHORT_KEY_MESSAGES.taken);
    if (problem) throw fieldsError({ key: [problem] });
  }

  /** The short address a code with this key prints, or null when it prints its redirect address. */
  private async printedOf(short: ShortKey | null): Promise<string | null> {
    if (!short) return null;
    return printedShortUrl(
      { key: short.key, keyChosen: short.chosen, domainId: short.domainId },
      await this.keys.printing([short.domainId]),
    );
  }

  /**
   * A write of a code's key: the unique index decides whatever raced. A chosen key taken
   * meanwhile answers 409; a made key taken meanwhile (a chance in millions) too, and the
   * same request again gets another.
   */
  private async savedWithKey<T>(write: () => Promise<T>, short: ShortKey | null): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (short && isUniqueViolation(error) && /short_key/i.test((error as Error).message))
        throw keyConflict(SHORT_KEY_MESSAGES.taken);
      throw error;
    }
  }

  /**
   * Size and design; on edit a field left out keeps its value. A design wins over
   * the older colour, logo and frame fields, which then mirror it; without one those fields
   * work as before (and, on a code with a design, change that design). A new or changed
   * design must scan (422 otherwise).
   */
  private async style(actor: User, dto: SaveQrCodeDto, payload: string, existing?: QrCode): Promise<Style> {
    const design = this.designOf(dto, existing);
    const size = dto.size ?? existing?.size ?? QR_SIZE_DEFAULT;
    if (!design) return { size, ...(await this.legacyStyle(dto, existing)), design: null };
    const logoPath = design.logo?.path ?? null;
    if (logoPath && logoPath !== existing?.logoPath && !(await this.logos.exists(logoPath))) {
      const field = dto.design ? 'design.logo.path' : 'logoPath';
      throw fieldsError({ [field]: [QR_MESSAGES.logoPathInvalid] });
    }
    const changed = JSON.stringify(design) !== JSON.stringify(existing?.design ?? null);
    const problem = changed ? await this.images.scanProblem(design, payload, { owner: actor.id }) : null;
    if (problem) {
      throw new UnprocessableEntityException({
        message: problem,
        error: 'Unprocessable Entity',
        fields: { design: [problem] },
      });
    }
    return { size, ...styleOfDesign(design), design };
  }

  /** A template's design copied in as the code's own: the code does not follow later edits of it. */
  private async withTemplate(workspaceId: number, dto: SaveQrCodeDto): Promise<SaveQrCodeDto> {
    if (dto.templateId === undefined) return dto;
    if (dto.design !== undefined) throw fieldsError({ templateId: [TEMPLATE_MESSAGES.designAndTemplate] });
    return { ...dto, design: await this.templates.designFor(workspaceId, dto.templateId) };
  }

  /** The design to store: the one sent (checked), the stored one with older fields applied, or none. */
  private designOf(dto: SaveQrCodeDto, existing?: QrCode): QrDesign | null {
    if (dto.design === null) return null;
    if (dto.design !== undefined) {
      const checked = validateQrDesign(dto.design);
      if (!checked.ok) throw fieldsError(checked.errors);
      return checked.design;
    }
    if (!existing?.design) return null;
    return applyStyle(existing.design, {
      foregroundColor: dto.foregroundColor?.toUpperCase(),
      backgroundColor: dto.backgroundColor?.toUpperCase(),
      logoPath: dto.logoPath,
      frameId: dto.frameId,
    });
  }

  /** Colours, logo and frame of a code without a design. */
  private async legacyStyle(dto: SaveQrCodeDto, existing?: QrCode) {
    let logoPath = existing?.logoPath ?? null;
    if (dto.logoPath !== undefined) logoPath = dto.logoPath || null;
    if (logoPath && logoPath !== existing?.logoPath && !(await this.logos.exists(logoPath))) {
      throw fieldsError({ logoPath: [QR_MESSAGES.logoPathInvalid] });
    }
    return {
      foregroundColor: (
        dto.foregroundColor ??
        existing?.foregroundColor ??
        QR_DEFAULT_FOREGROUND
      ).toUpperCase(),
      backgroundColor: (
        dto.backgroundColor ??
        existing?.backgroundColor ??
        QR_DEFAULT_BACKGROUND
      ).toUpperCase(),
      logoPath,
      frameId: dto.frameId ?? existing?.frameId ?? DEFAULT_FRAME_ID,
    };
  }

  /** An optional expiry (docs/product.md, Static and dynamic): dynamic codes only, set in the future. */
  private expiry(
    value: string | null | undefined,
    generationType: GenerationType,
    existing: Date | null,
  ): Date | null {
    if (value === undefined) return existing;
    if (value === null) return null;
    if (generationType === 'static') throw fieldsError({ expires_at: [QR_MESSAGES.staticCannotExpire] });
    const date = new Date(value);
    const unchanged =
      existing !== null && Math.floor(existing.getTime() / 1000) === Math.floor(date.getTime() / 1000);
    if (!unchanged && date.getTime() <= Date.now())
      throw fieldsError({ expires_at: [QR_MESSAGES.expiryInPast] });
    return date;
  }
}

function prefixed(prefix: string, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [`${prefix}.${field}`, messages]),
  );
}

/** New dynamic codes' keys tried before a design that misreads is refused. */
const KEY_ATTEMPTS = 3;

/** Whether a save was refused because the decoder could not read the picture back. */
function misread(error: unknown): boolean {
  if (!(error instanceof UnprocessableEntityException)) return false;
  const body = error.getResponse() as { message?: unknown };
  return body.message === DESIGN_MESSAGES.doesNotDecode;
}

/** A dynamic code's short address: its key, whether it was chosen, and its domain (0: the instance's host). */
interface ShortKey {
  key: string;
  chosen: boolean;
  domainId: number;
}

const keyOf = (code: QrCode): ShortKey | null =>
  code.key ? { key: code.key, chosen: code.keyChosen, domainId: code.domainId } : null;

/** 409 named on the key field: taken by another code, or printed already. */
function keyConflict(message: string, field: 'key' | 'domain_id' = 'key'): ConflictException {
  return new ConflictException({ message, error: 'Conflict', fields: { [field]: [message] } });
}

/** The short addresses that named a code, and those that name it now. */
function shortAddresses(code: QrCode, now?: ShortKey | null): { key: string; domainId: number }[] {
  const named = [keyOf(code), now].filter((short): short is ShortKey => !!short);
  return named.map(({ key, domainId }) => ({ key, domainId }));
}
