import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { FOLDERS_PER_USER_MAX, FOLDER_MESSAGES as M, isAdminRole, type FolderDto } from '@qrpanel/contracts';
import type { Principal } from '../../../platform/common/principal';
import { isSqlite } from '../../../platform/database/sql';
import { conflictOnDuplicate } from '../../../platform/database/unique-violation';
import { mayDo, WorkspacesService, type ActingWorkspace } from '../../workspaces';
import { CodeEvents } from '../code-events';
import { QrCode } from '../qr-code.entity';
import { Folder } from './folder.entity';

/** A workspace's folders: one level, names unique in the workspace; admins reach anyone's. */
@Injectable()
export class FoldersService {
  private readonly sqlite: boolean;

  constructor(
    @InjectRepository(Folder) private readonly folders: Repository<Folder>,
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
    private readonly codeEvents: CodeEvents,
    private readonly workspaces: WorkspacesService,
  ) {
    this.sqlite = isSqlite(folders.manager.connection);
  }

  /**
   * The active workspace's folders, or, for an admin, those of the named user's own
   * workspace (a code's owner's), by name.
   */
  async list(actor: Principal, workspace: ActingWorkspace, userId?: number): Promise<FolderDto[]> {
    let workspaceId = workspace.id;
    if (userId !== undefined && userId !== actor.id) {
      if (!isAdminRole(actor.role)) throw new ForbiddenException(M.othersFolders);
      const theirs = await this.workspaces.personalOf(userId);
      if (theirs === undefined) return [];
      workspaceId = theirs;
    }
    const folders = await this.folders.find({ where: { workspaceId } });
    // Sorted here, not by the database: the two databases' collations order accents apart.
    return this.withCounts(folders.sort((a, b) => byName(a.name, b.name) || a.id - b.id));
  }

  /**
   * A new folder, within FOLDERS_PER_USER_MAX per workspace (403 past it). The workspace's
   * row is locked first, so two replicas cannot both pass the count.
   */
  async create(actor: Principal, workspace: ActingWorkspace, name: string): Promise<FolderDto> {
    mayDo(workspace, 'edit');
    const folder = await conflictOnDuplicate(
      () =>
        this.folders.manager.transaction(async (manager) => {
          await this.workspaces.lockForChange(manager, workspace.id);
          await this.withinCap(manager, workspace.id);
          return manager.save(
            manager.create(Folder, {
              workspaceId: workspace.id,
              userId: actor.id,
              name,
              nameKey: nameKey(name),
            }),
          );
        }),
      M.nameTaken,
    );
    return (await this.withCounts([folder]))[0];
  }

  /** Folders one workspace may have are bounded: every list of them is read whole. */
  private async withinCap(manager: EntityManager, workspaceId: number): Promise<void> {
    if ((await manager.countBy(Folder, { workspaceId })) >= FOLDERS_PER_USER_MAX)
      throw new ForbiddenException(M.tooMany);
  }

  /** The id of the workspace's folder of this name (whatever the case), or null. */
  async idNamed(workspaceId: number, name: string, manager = this.folders.manager): Promise<number | null> {
    return (await manager.findOneBy(Folder, { workspaceId, nameKey: nameKey(name) }))?.id ?? null;
  }

  /**
   * The workspace's folder of this name (whatever the case), made by `owner` when there is
   * none, in the transaction of `manager` (an import makes it with the first code filed in it).
   */
  async named(
    owner: Principal,
    workspaceId: number,
    name: string,
    manager = this.folders.manager,
  ): Promise<number> {
    const found = await this.idNamed(workspaceId, name, manager);
    if (found !== null) return found;
    const where = { workspaceId, nameKey: nameKey(name) };
    await this.withinCap(manager, workspaceId);
    try {
      // A savepoint of its own: a name taken meanwhile leaves the caller's transaction usable.
      return await conflictOnDuplicate(
        () =>
          manager.transaction(
            async (m) => (await m.save(m.create(Folder, { ...where, userId: owner.id, name }))).id,
          ),
        M.nameTaken,
      );
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      // Made meanwhile by another import into the same workspace. In a MariaDB transaction a
      // plain read sees its snapshot, from before that folder: a locking read sees it.
      const locking = !this.sqlite && manager.queryRunner?.isTransactionActive;
      const made = await manager.findOne(Folder, {
        where,
        ...(locking ? { lock: { mode: 'pessimistic_read' as const } } : {}),
      });
      if (made) return made.id;
      throw error;
    }
  }

  async rename(actor: Principal, workspace: ActingWorkspace, id: number, name: string): Promise<FolderDto> {
    mayDo(workspace, 'edit');
    const folder = await this.reachable(actor, workspace, id);
    await conflictOnDuplicate(
      () => this.folders.update({ id }, { name, nameKey: nameKey(name) }),
      M.nameTaken,
    );
    return (await this.withCounts([{ ...folder, name }]))[0];
  }

  /** The folder goes; its codes stay, in no folder, each told of as a move out of it is. */
  async remove(actor: Principal, workspace: ActingWorkspace, id: number): Promise<void> {
    mayDo(workspace, 'edit');
    const folder = await this.reachable(actor, workspace, id);
    await this.folders.manager.transaction(async (manager) => {
      const filed = await manager.find(QrCode, {
        select: EVENT_COLUMNS,
        where: { folderId: folder.id },
        order: { id: 'ASC' },
      });
      await manager.update(QrCode, { folderId: folder.id }, { folderId: null });
      await manager.delete(Folder, { id: folder.id });
      for (const code of filed)
        await this.codeEvents.record(manager, 'qrcode.updated', { ...code, folderId: null });
    });
  }

  /** Whether the folder exists in this workspace (a code may only be filed in its workspace's folders). */
  async isInWorkspace(
    workspaceId: number,
    folderId: number,
    manager: EntityManager = this.folders.manager,
  ): Promise<boolean> {
    return (await manager.countBy(Folder, { id: folderId, workspaceId })) > 0;
  }

  /** Another workspace's folder is 404, as codes are. */
  private async reachable(actor: Principal, workspace: ActingWorkspace, id: number): Promise<Folder> {
    const folder = await this.folders.findOneBy(
      isAdminRole(actor.role) ? { id } : { id, workspaceId: workspace.id },
    );
    if (!folder) throw new NotFoundException(M.notFound);
    return folder;
  }

  private async withCounts(folders: readonly Folder[]): Promise<FolderDto[]> {
    const ids = folders.map((f) => f.id);
    const rows = ids.length
      ? await this.codes
          .createQueryBuilder('q')
          .select('q.folder_id', 'id')
          .addSelect('COUNT(*)', 'n')
          .where({ folderId: In(ids) })
          .groupBy('q.folder_id')
          .getRawMany<{ id: number | string; n: number | string }>()
      : [];
    const counts = new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
    return folders.map((f) => ({
      id: f.id,
      name: f.name,
      user_id: f.userId,
      codes_count: counts.get(f.id) ?? 0,
      created_at: new Date(f.createdAt).toISOString(),
    }));
  }
}

/** What a code's event tells of it (see CodeEvents). */
const EVENT_COLUMNS = {
  id: true,
  uuid: true,
  key: true,
  workspaceId: true,
  label: true,
  type: true,
  generationType: true,
  currentDestination: true,
  status: true,
} as const;

const nameKey = (name: string) => name.toLowerCase();
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
