import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CodeOwnerChanges } from './code-owner-changes';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import {
  BULK_MESSAGES as M,
  FOLDER_MESSAGES,
  TAGS_PER_CODE_MAX,
  isAdminRole,
  normalizeTags,
  parseCodeFilter,
  type BulkFailure,
  type BulkResultDto,
  type SettableQrStatus,
} from '@qrpanel/contracts';
import { DomainEvents } from '../../platform/events/domain-events';
import { Jobs } from '../../platform/jobs/jobs.service';
import type { User } from '../identity';
import { mayDo, type ActingWorkspace } from '../workspaces';
import { CodeListRepository, scopeOf } from './code-list.repository';
import { CodeTagsRepository } from './code-tags.repository';
import { CODES_DELETED, type CodesDeleted } from './codes-deleted.job';
import { CodeEvents } from './code-events';
import type { BulkActionDto } from './dto/bulk-action.dto';
import { Folder } from './folders/folder.entity';
import { QrCode } from './qr-code.entity';
import { fieldsError } from '../../platform/common/validation';
import { retryDeadlocks } from '../../platform/database/deadlock';
import { AuditLog } from '../audit';

/** Codes are changed this many at a time, each batch in one transaction. */
const CHUNK = 500;

/** The codes the action changed, as it left them, and those it refused. */
type Outcome = { changed: QrCode[]; failed: BulkFailure[] };
type Act = (manager: EntityManager, codes: QrCode[]) => Promise<Outcome>;

/**
 * Bulk actions on codes: the ids given or every code a list filter matches,
 * in the caller's reach (the active workspace's codes, an admin's all). A code the action cannot
 * change is listed with the reason; the others are changed.
 */
@Injectable()
export class BulkActionsService {
  constructor(
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
    private readonly lists: CodeListRepository,
    private readonly tags: CodeTagsRepository,
    private readonly events: DomainEvents,
    private readonly jobs: Jobs,
    private readonly codeEvents: CodeEvents,
    private readonly ownerChanges: CodeOwnerChanges,
    private readonly audit: AuditLog,
  ) {}

  async run(actor: User, workspace: ActingWorkspace, dto: BulkActionDto): Promise<BulkResultDto> {
    mayDo(workspace, 'edit');
    const act = await this.action(actor, workspace, dto);
    const ids = await this.targets(actor, workspace, dto);
    const result: BulkResultDto = { action: dto.action, matched: ids.length, changed: 0, failed: [] };
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      // A deletion's roll-ups leave their owners', rows a roll-up pass may be adding to: a
      // deadlock between the two rolls the chunk back whole, to run again.
      const outcome = await retryDeadlocks(() =>
        this.codes.manager.transaction(async (manager) => {
          const found = await this.reachable(manager, actor, workspace, chunk);
          const missing = chunk.filter((id) => !found.some((c) => c.id === id));
          const done = await act(manager, found);
          if (dto.action !== 'delete') await this.updatedEvents(manager, done.changed);
          await this.recordBatch(
            manager,
            workspace,
            dto,
            chunk.length,
            done.changed,
            missing.length + done.failed.length,
          );
          return {
            changed: done.changed.length,
            failed: [...missing.map((id) => ({ id, message: M.notFound })), ...done.failed],
          };
        }),
      );
      result.changed += outcome.changed;
      result.failed.push(...outcome.failed);
    }
    result.failed.sort((a, b) => a.id - b.id);
    return result;
  }

  /**
   * code.bulk_<action>, with its counts, in the batch's transaction: one entry per batch of
   * CHUNK codes (the ids it changed are listed, at most CHUNK of them).
   */
  private recordBatch(
    manager: EntityManager,
    workspace: ActingWorkspace,
    dto: BulkActionDto,
    matched: number,
    changed: QrCode[],
    failed: number,
  ): Promise<void> {
    const extra =
      dto.action === 'move'
        ? { folderId: dto.folderId ?? null }
        : dto.tags
          ? { tags: normalizeTags(dto.tags) ?? [] }
          : {};
    // A platform administrator's batch may reach several workspaces: the instance's then.
    const spaces = new Set(changed.map((c) => c.workspaceId));
    const workspaceId = spaces.size > 1 ? null : (changed[0]?.workspaceId ?? workspace.id);
    return this.audit.record(manager, {
      action: `code.bulk_${dto.action}`,
      workspaceId,
      target: { type: 'code', label: `${changed.length} of ${matched} codes` },
      details: { matched, changed: changed.length, failed, ids: changed.map((c) => c.id), ...extra },
    });
  }

  /**
   * A qrcode.updated event for each code the action changed, none for those it found as asked
   * (a pause of a paused code); a deletion tells its own.
   */
  private async updatedEvents(manager: EntityManager, changed: QrCode[]): Promise<void> {
    for (const code of changed) await this.codeEvents.record(manager, 'qrcode.updated', code);
  }

  /** The ids given (each once), or the ids the filter matches in the caller's reach. */
  private async targets(actor: User, workspace: ActingWorkspace, dto: BulkActionDto): Promise<number[]> {
    if ((dto.ids === undefined) === (dto.filter === undefined)) throw badRequest('ids', M.idsOrFilter);
    if (dto.ids) return [...new Set(dto.ids)];
    const { filter } = parseCodeFilter(dto.filter as Record<string, unknown>);
    return this.lists.matchingIds(scopeOf(actor, workspace, filter), filter);
  }

  /** The codes of these ids the caller may act on; another workspace's is as missing (never confirmed). */
  private reachable(
    manager: EntityManager,
    actor: User,
    workspace: ActingWorkspace,
    ids: number[],
  ): Promise<QrCode[]> {
    const where = isAdminRole(actor.role) ? { id: In(ids) } : { id: In(ids), workspaceId: workspace.id };
    return manager.find(QrCode, { where, order: { id: 'ASC' } });
  }

  /** What the action does to a batch of codes, its arguments checked before any code is touched. */
  private async action(actor: User, workspace: ActingWorkspace, dto: BulkActionDto): Promise<Act> {
    switch (dto.action) {
      case 'delete':
        return (manager, codes) => this.remove(manager, codes);
      case 'pause':
      case 'activate':
        return (manager, codes) =>
          this.setStatus(manager, actor, codes, dto.action === 'pause' ? 'paused' : 'active');
      case 'move':
        return this.mover(actor, workspace, dto.folderId);
      case 'add_tags':
      case 'remove_tags': {
        const tags = normalizeTags(dto.tags);
        if (!tags?.length) throw badRequest('tags', M.tagsRequired);
        return dto.action === 'add_tags'
          ? (manager, codes) => this.addTags(manager, codes, tags)
          : (manager, codes) => this.removeTags(manager, codes, tags);
      }
    }
  }

  private async remove(manager: EntityManager, codes: QrCode[]): Promise<Outcome> {
    if (!codes.length) return { changed: [], failed: [] };
    const ids = codes.map((c) => c.id);
    await this.ownerChanges.deleting(manager, ids);
    await manager.delete(QrCode, { id: In(ids) });
    await this.jobs.enqueue(CODES_DELETED, { ids } satisfies CodesDeleted, { manager });
    for (const code of codes) await this.codeEvents.record(manager, 'qrcode.deleted', code);
    this.changed(codes);
    return { changed: codes, failed: [] };
  }

  /**
   * Static codes have no status; a code an administrator suspended stays so until an
   * administrator changes it.
   */
  private async setStatus(
    manager: EntityManager,
    actor: User,
    codes: QrCode[],
    status: SettableQrStatus,
  ): Promise<Outcome> {
    const failed: BulkFailure[] = [];
    const changed: QrCode[] = [];
    for (const code of codes) {
      if (code.generationType === 'static') failed.push({ id: code.id, message: M.staticHasNoStatus });
      else if (code.status === 'suspended' && !isAdminRole(actor.role))
        failed.push({ id: code.id, message: M.suspended });
      else if (code.status !== status) changed.push(Object.assign(code, { status }));
    }
    if (changed.length) await manager.update(QrCode, { id: In(changed.map((c) => c.id)) }, { status });
    this.changed(changed);
    return { changed, failed };
  }

  /** Into one folder (every code must be of its workspace) or out of any (null). */
  private async mover(
    actor: User,
    workspace: ActingWorkspace,
    folderId: number | null | undefined,
  ): Promise<Act> {
    if (folderId === undefined) throw badRequest('folderId', M.folderIdRequired);
    let folder: Folder | null = null;
    if (folderId !== null) {
      folder = await this.codes.manager.findOneBy(
        Folder,
        isAdminRole(actor.role) ? { id: folderId } : { id: folderId, workspaceId: workspace.id },
      );
      if (!folder) throw new NotFoundException(FOLDER_MESSAGES.notFound);
    }
    return async (manager, codes) => {
      const failed = folder
        ? codes
            .filter((c) => c.workspaceId !== folder.workspaceId)
            .map((c) => ({ id: c.id, message: M.folderOfOtherOwner }))
        : [];
      const changed = codes
        .filter((c) => !failed.some((f) => f.id === c.id) && c.folderId !== folderId)
        .map((c) => Object.assign(c, { folderId }));
      if (changed.length) await manager.update(QrCode, { id: In(changed.map((c) => c.id)) }, { folderId });
      return { changed, failed };
    };
  }

  /** Each code keeps at most 10 tags: one that would pass it is listed, the others tagged. */
  private async addTags(manager: EntityManager, codes: QrCode[], tags: string[]): Promise<Outcome> {
    const current = await this.tags.of(
      codes.map((c) => c.id),
      manager,
    );
    const failed: BulkFailure[] = [];
    const changed: QrCode[] = [];
    for (const code of codes) {
      const have = current.get(code.id) ?? [];
      const fresh = tags.filter((t) => !have.includes(t));
      if (have.length + fresh.length > TAGS_PER_CODE_MAX)
        failed.push({ id: code.id, message: M.tooManyTags });
      else if (fresh.length) {
        await this.tags.add(manager, code.id, fresh);
        changed.push(code);
      }
    }
    return { changed, failed };
  }

  /** Changed: the codes that had one of the tags (as the database compares them, before and after). */
  private async removeTags(manager: EntityManager, codes: QrCode[], tags: string[]): Promise<Outcome> {
    const ids = codes.map((c) => c.id);
    const before = await this.tags.of(ids, manager);
    await this.tags.remove(manager, ids, tags);
    const after = await this.tags.of(ids, manager);
    return {
      changed: codes.filter((c) => before.get(c.id)?.length !== after.get(c.id)?.length),
      failed: [],
    };
  }

  /** Scans read codes from memory: tell them these changed. */
  private changed(codes: readonly QrCode[]): void {
    for (const code of codes)
      this.events.emit('qrcode.changed', {
        uuid: code.uuid,
        keys: code.key ? [{ key: code.key, domainId: code.domainId }] : [],
      });
  }
}

function badRequest(field: string, message: string): BadRequestException {
  return fieldsError({ [field]: [message] });
}
