import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { FOLDER_MESSAGES as M, isAdminRole, type FolderDto } from '@qrpanel/contracts';
import type { Principal } from '../../../platform/common/principal';
import { QrCode } from '../qr-code.entity';
import { Folder } from './folder.entity';

/** A user's folders: one level, names unique per user; admins reach anyone's. */
@Injectable()
export class FoldersService {
  constructor(
    @InjectRepository(Folder) private readonly folders: Repository<Folder>,
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
  ) {}

  /** The caller's folders, or, for an admin, the named user's (a code's owner's), by name. */
  async list(actor: Principal, userId?: number): Promise<FolderDto[]> {
    const ownerId = userId ?? actor.id;
    if (ownerId !== actor.id && !isAdminRole(actor.role)) throw new ForbiddenException(M.othersFolders);
    const folders = await this.folders.find({ where: { userId: ownerId } });
    // Sorted here, not by the database: the two databases' collations order accents apart.
    return this.withCounts(folders.sort((a, b) => byName(a.name, b.name) || a.id - b.id));
  }

  async create(actor: Principal, name: string): Promise<FolderDto> {
    const folder = await this.saved(() =>
      this.folders.save(this.folders.create({ userId: actor.id, name, nameKey: nameKey(name) })),
    );
    return (await this.withCounts([folder]))[0];
  }

  async rename(actor: Principal, id: number, name: string): Promise<FolderDto> {
    const folder = await this.reachable(actor, id);
    await this.saved(() => this.folders.update({ id }, { name, nameKey: nameKey(name) }));
    return (await this.withCounts([{ ...folder, name }]))[0];
  }

  /** The folder goes; its codes stay, in no folder. */
  async remove(actor: Principal, id: number): Promise<void> {
    const folder = await this.reachable(actor, id);
    await this.folders.manager.transaction(async (manager) => {
      await manager.update(QrCode, { folderId: folder.id }, { folderId: null });
      await manager.delete(Folder, { id: folder.id });
    });
  }

  /** Whether the folder exists and is this owner's (a code may only be filed in its owner's folders). */
  async isOwners(
    ownerId: number,
    folderId: number,
    manager: EntityManager = this.folders.manager,
  ): Promise<boolean> {
    return (await manager.countBy(Folder, { id: folderId, userId: ownerId })) > 0;
  }

  /** Another user's folder is 404 to a user, as codes are. */
  private async reachable(actor: Principal, id: number): Promise<Folder> {
    const folder = await this.folders.findOneBy(isAdminRole(actor.role) ? { id } : { id, userId: actor.id });
    if (!folder) throw new NotFoundException(M.notFound);
    return folder;
  }

  /** A name already taken by the owner (the unique index, whatever raced) answers 409. */
  private async saved<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof QueryFailedError && /UNIQUE|Duplicate/i.test(error.message)) {
        throw new ConflictException(M.nameTaken);
      }
      throw error;
    }
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

const nameKey = (name: string) => name.toLowerCase();
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
