import { ForbiddenException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MESSAGES,
  UPLOAD_PATH_PREFIX,
  uploadNameOf,
  type FileUploadResponse,
  type StorageUsage,
  type UploadExtension,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { TooManyRequestsException } from '../../platform/common/too-many-requests';
import { Slots, SlotsFull } from '../../platform/load/slots';
import { AuditLog } from '../audit';
import { EntitlementsService } from '../billing';
import { readPageFile } from './page-file-content';
import { PageFile } from './page-file.entity';

const MB = 1024 * 1024;
/** Files read and re-encoded at once on this replica, and how many more may wait. */
const SLOTS = 2;
const WAITING = 16;
/** One workspace's uploads at once, and how many more of its may wait. */
const WORKSPACE_WAITING = 2;

export interface StoredPageFile {
  body: Buffer;
  contentType: string;
  kind: PageFile['kind'];
  originalName: string;
}

/**
 * Hosted pages' files (docs/product.md, Hosted pages): PDFs and images under
 * DATA_DIR/uploads/files, a row each in page_files naming its workspace and size. A
 * workspace uploads one file at a time, and a replica reads at most SLOTS at once, so a
 * burst from one account waits its turn or is told to come back (429), and never holds the
 * others' uploads or the redirect's cores.
 */
@Injectable()
export class PageFiles {
  private readonly dir: string;
  private readonly shared = new Slots(SLOTS, WAITING);
  private readonly perWorkspace = new Map<number, Slots>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(PageFile) private readonly files: Repository<PageFile>,
    private readonly entitlements: EntitlementsService,
    private readonly audit: AuditLog,
  ) {
    this.dir = join(config.dataDir, 'uploads', 'files');
  }

  /**
   * Checks the file by content, within the plan's storage, keeps it and answers its path.
   * `read` gives the body; it is called only once the workspace's turn has come, so a
   * waiting upload holds no buffer. Administrators' own workspaces have no limit.
   */
  async store(
    workspaceId: number,
    userId: number,
    read: () => Promise<{ body: Buffer; fileName: string }>,
  ): Promise<FileUploadResponse> {
    return this.inTurn(workspaceId, async () => {
      const limitMb = await this.limitMb(workspaceId);
      if (limitMb === 0) throw new ForbiddenException(UPLOAD_MESSAGES.noStorage);
      const { body, fileName } = await read();
      const content = await readPageFile(body);
      if (limitMb > 0) await this.assertRoom(workspaceId, content.body.length, limitMb);
      const name = `${randomBytes(18).toString('base64url')}.${content.extension}`;
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, name), content.body, { mode: 0o640, flag: 'wx' });
      const originalName = cleanName(fileName, content.extension);
      await this.files.manager.transaction(async (manager) => {
        const { identifiers } = await manager.insert(PageFile, {
          workspaceId,
          name,
          kind: content.kind,
          sizeBytes: content.body.length,
          originalName,
          uploadedBy: userId,
        });
        await this.audit.record(manager, {
          action: 'file.uploaded',
          workspaceId,
          target: { type: 'file', id: Number(identifiers[0].id), label: originalName },
          details: { path: `${UPLOAD_PATH_PREFIX}${name}`, kind: content.kind, size: content.body.length },
        });
      });
      return {
        path: `${UPLOAD_PATH_PREFIX}${name}`,
        kind: content.kind,
        content_type: UPLOAD_CONTENT_TYPES[content.extension],
        size: content.body.length,
        ...(content.width ? { width: content.width, height: content.height } : {}),
      };
    });
  }

  async usage(workspaceId: number): Promise<StorageUsage> {
    const limitMb = await this.limitMb(workspaceId);
    return { used_bytes: await this.usedBytes(workspaceId), limit_bytes: limitMb < 0 ? -1 : limitMb * MB };
  }

  /** The file of that name, or null (names not made here are never looked up). */
  async read(name: string): Promise<StoredPageFile | null> {
    if (!uploadNameOf(`${UPLOAD_PATH_PREFIX}${name}`)) return null;
    const row = await this.files.findOneBy({ name });
    if (!row) return null;
    try {
      const body = await readFile(join(this.dir, name));
      const extension = name.split('.')[1] as UploadExtension;
      return {
        body,
        contentType: UPLOAD_CONTENT_TYPES[extension],
        kind: row.kind,
        originalName: row.originalName,
      };
    } catch {
      return null;
    }
  }

  /**
   * Refuses (422) a page naming an uploaded file that is not the workspace's: a path copied
   * from another workspace's page would keep that file alive and count it against them.
   */
  async assertOwned(workspaceId: number, paths: string[]): Promise<void> {
    const names = paths.map((path) => uploadNameOf(path)).filter((name): name is string => !!name);
    if (!names.length) return;
    const own = await this.files.find({ select: { name: true }, where: { workspaceId, name: In(names) } });
    const owned = new Set(own.map((row) => row.name));
    const stranger = names.find((name) => !owned.has(name));
    if (stranger)
      throw new UnprocessableEntityException(UPLOAD_MESSAGES.notYours(`${UPLOAD_PATH_PREFIX}${stranger}`));
  }

  /**
   * Deletes the files uploaded before `before` whose paths none of `inUse` holds, a batch at
   * a time; answers how many it deleted.
   */
  async deleteUnused(inUse: ReadonlySet<string>, before: Date, batch = 500): Promise<number> {
    let deleted = 0;
    let afterId = 0;
    for (;;) {
      const rows = await this.files.find({
        select: { id: true, name: true },
        where: { createdAt: LessThan(before), id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: batch,
      });
      if (!rows.length) return deleted + (await this.deleteOrphans(before, batch));
      afterId = rows[rows.length - 1].id;
      const unused = rows.filter((row) => !inUse.has(`${UPLOAD_PATH_PREFIX}${row.name}`));
      if (!unused.length) continue;
      await this.files.delete({ id: In(unused.map((row) => row.id)) });
      await Promise.all(unused.map((row) => rm(join(this.dir, row.name), { force: true })));
      deleted += unused.length;
    }
  }

  /**
   * Deletes the files written before `before` that no row names any more: a deleted
   * workspace's rows go with it (a foreign key), its files stay until here. Answers how many.
   */
  private async deleteOrphans(before: Date, batch: number): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let deleted = 0;
    for (let i = 0; i < names.length; i += batch) {
      const some = names.slice(i, i + batch);
      const known = new Set(
        (await this.files.find({ select: { name: true }, where: { name: In(some) } })).map((row) => row.name),
      );
      for (const name of some.filter((n) => !known.has(n))) {
        const written = await stat(join(this.dir, name)).catch(() => null);
        if (!written || written.mtime >= before) continue;
        await rm(join(this.dir, name), { force: true });
        deleted += 1;
      }
    }
    return deleted;
  }

  private async usedBytes(workspaceId: number): Promise<number> {
    const row = await this.files
      .createQueryBuilder('f')
      .select('COALESCE(SUM(f.size_bytes), 0)', 'used')
      .where('f.workspace_id = :workspaceId', { workspaceId })
      .getRawOne<{ used: number | string }>();
    return Number(row?.used ?? 0);
  }

  private async assertRoom(workspaceId: number, bytes: number, limitMb: number): Promise<void> {
    const used = await this.usedBytes(workspaceId);
    if (used + bytes > limitMb * MB) {
      throw new ForbiddenException(UPLOAD_MESSAGES.storageFull(Math.ceil(used / MB), limitMb));
    }
  }

  /** The plan's storage in MB: -1 for none to keep (no plan's limit, an administrator's own). */
  private async limitMb(workspaceId: number): Promise<number> {
    const entitlements = await this.entitlements.forWorkspace(workspaceId);
    return entitlements ? entitlements.storageLimitMb : -1;
  }

  /** Runs `work` in the workspace's turn and one of the replica's slots; 429 past the waits. */
  private async inTurn<T>(workspaceId: number, work: () => Promise<T>): Promise<T> {
    let own = this.perWorkspace.get(workspaceId);
    if (!own) this.perWorkspace.set(workspaceId, (own = new Slots(1, WORKSPACE_WAITING)));
    try {
      return await own.run(() => this.shared.run(work));
    } catch (error) {
      if (error instanceof SlotsFull) throw new TooManyRequestsException(UPLOAD_MESSAGES.busy, 2);
      throw error;
    } finally {
      if (own.idle) this.perWorkspace.delete(workspaceId);
    }
  }
}

/** A download's name: the one it was uploaded under, without folders or control characters. */
function cleanName(name: string, extension: UploadExtension): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}
