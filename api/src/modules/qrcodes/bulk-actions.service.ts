import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
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
import type { User } from '../identity/users/user.entity';
import { CodeListRepository } from './code-list.repository';
import { CodeTagsRepository } from './code-tags.repository';
import { CODES_DELETED, type CodesDeleted } from './codes-deleted.job';
import type { BulkActionDto } from './dto/bulk-action.dto';
import { Folder } from './folders/folder.entity';
import { QrCode } from './qr-code.entity';
import { fieldsError } from '../../platform/common/validation';

/** Codes are changed this many at a time, each batch in one transaction. */
const CHUNK = 500;

type Outcome = { changed: number; failed: BulkFailure[] };
type Act = (manager: EntityManager, codes: QrCode[]) => Promise<Outcome>;

/**
 * Bulk actions on codes: the ids given or every code a list filter matches,
 * in the caller's reach (a user's own codes, an admin's all). A code the action cannot
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
  ) {}

  async run(actor: User, dto: BulkActionDto): Promise<BulkResultDto> {
    const act = await this.action(actor, dto);
    const ids = await this.targets(actor, dto);
    const result: BulkResultDto = { action: dto.action, matched: ids.length, changed: 0, failed: [] };
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const outcome = await this.codes.manager.transaction(async (manager) => {
        const found = await this.reachable(manager, actor, chunk);
        const missing = chunk.filter((id) => !found.some((c) => c.id === id));
        const done = await act(manager, found);
        return {
          changed: done.changed,
          failed: [...missing.map((id) => ({ id, message: M.notFound })), ...done.failed],
        };
      });
      result.changed += outcome.changed;
      result.failed.push(...outcome.failed);
    }
    result.failed.sort((a, b) => a.id - b.id);
    return result;
  }

  /** The ids given (each once), or the ids the filter matches in the caller's reach. */
  private async targets(actor: User, dto: BulkActionDto): Promise<number[]> {
    if ((dto.ids === undefined) === (dto.filter === undefined)) throw badRequest('ids', M.idsOrFilter);
    if (dto.ids) return [...new Set(dto.ids)];
    const { filter } = parseCodeFilter(dto.filter as Record<string, unknown>);
    return this.lists.matchingIds({ ownerId: isAdminRole(actor.role) ? null : actor.id }, filter);
  }

  /** The codes of these ids the caller may act on; another user's is as missing (never confirmed). */
  private reachable(manager: EntityManager, actor: User, ids: number[]): Promise<QrCode[]> {
    const where = isAdminRole(actor.role) ? { id: In(ids) } : { id: In(ids), userId: actor.id };
    return manager.find(QrCode, { where, order: { id: 'ASC' } });
  }

  /** What the action does to a batch of codes, its arguments checked before any code is touched. */
  private async action(actor: User, dto: BulkActionDto): Promise<Act> {
    switch (dto.action) {
      case 'delete':
        return (manager, codes) => this.remove(manager, codes);
      case 'pause':
      case 'activate':
        return (manager, codes) =>
          this.setStatus(manager, actor, codes, dto.action === 'pause' ? 'paused' : 'active');
      case 'move':
        return this.mover(actor, dto.folderId);
      case 'add_tags':
      case 'remove_tags': {
        const tags = normalizeTags(dto.tags);
        if (!tags?.length) throw badRequest('tags', M.tagsRequired);
        return dto.action === 'add_tags'
          ? (manager, codes) => this.addTags(manager, codes, tags)
          : async (manager, codes) => {
              await this.tags.remove(
                manager,
                codes.map((c) => c.id),
                tags,
              );
              return { changed: codes.length, failed: [] };
            };
      }
    }
  }

  private async remove(manager: EntityManager, codes: QrCode[]): Promise<Outcome> {
    if (!codes.length) return { changed: 0, failed: [] };
    const ids = codes.map((c) => c.id);
    await manager.delete(QrCode, { id: In(ids) });
    await this.jobs.enqueue(CODES_DELETED, { ids } satisfies CodesDeleted, { manager });
    this.changed(codes);
    return { changed: codes.length, failed: [] };
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
    const ids: number[] = [];
    for (const code of codes) {
      if (code.generationType === 'static') failed.push({ id: code.id, message: M.staticHasNoStatus });
      else if (code.status === 'suspended' && !isAdminRole(actor.role))
        failed.push({ id: code.id, message: M.suspended });
      else if (code.status !== status) ids.push(code.id);
    }
    if (ids.length) await manager.update(QrCode, { id: In(ids) }, { status });
    this.changed(codes.filter((c) => ids.includes(c.id)));
    return { changed: ids.length, failed };
  }

  /** Into one folder (every code must be its owner's) or out of any (null). */
  private async mover(actor: User, folderId: number | null | undefined): Promise<Act> {
    if (folderId === undefined) throw badRequest('folderId', M.folderIdRequired);
    let folder: Folder | null = null;
    if (folderId !== null) {
      folder = await this.codes.manager.findOneBy(
        Folder,
        isAdminRole(actor.role) ? { id: folderId } : { id: folderId, userId: actor.id },
      );
      if (!folder) throw new NotFoundException(FOLDER_MESSAGES.notFound);
    }
    return async (manager, codes) => {
      const failed = folder
        ? codes
            .filter((c) => c.userId !== folder.userId)
            .map((c) => ({ id: c.id, message: M.folderOfOtherOwner }))
        : [];
      const ids = codes
        .filter((c) => !failed.some((f) => f.id === c.id) && c.folderId !== folderId)
        .map((c) => c.id);
      if (ids.length) await manager.update(QrCode, { id: In(ids) }, { folderId });
      return { changed: ids.length, failed };
    };
  }

  /** Each code keeps at most 10 tags: one that would pass it is listed, the others tagged. */
  private async addTags(manager: EntityManager, codes: QrCode[], tags: string[]): Promise<Outcome> {
    const current = await this.tags.of(
      codes.map((c) => c.id),
      manager,
    );
    const failed: BulkFailure[] = [];
    let changed = 0;
    for (const code of codes) {
      const have = current.get(code.id) ?? [];
      const fresh = tags.filter((t) => !have.includes(t));
      if (have.length + fresh.length > TAGS_PER_CODE_MAX)
        failed.push({ id: code.id, message: M.tooManyTags });
      else if (fresh.length) {
        await this.tags.add(manager, code.id, fresh);
        changed += 1;
      }
    }
    return { changed, failed };
  }

  /** Scans read codes from memory: tell them these changed. */
  private changed(codes: readonly QrCode[]): void {
    for (const code of codes) this.events.emit('qrcode.changed', { uuid: code.uuid });
  }
}

function badRequest(field: string, message: string): BadRequestException {
  return fieldsError({ [field]: [message] });
}
