import {
  BadRequestException,
  HttpException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import archiver, { type Archiver } from 'archiver';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { In, Repository } from 'typeorm';
import {
  CODE_FILTER_KEYS,
  EXPORT_CSV_COLUMNS,
  EXPORT_CSV_NAME,
  EXPORT_MAX_CODES,
  EXPORT_MESSAGES as M,
  EXPORT_TICKET_SECONDS,
  EXPORT_TICKETS_PER_USER,
  QR_MESSAGES,
  isAdminRole,
  parseCodeFilter,
  type DownloadFormat,
  type ExportProgressDto,
  type ExportTicketDto,
} from '@qrpanel/contracts';
import type { Principal } from '../../../platform/common/principal';
import { csvStream } from '../../../platform/common/spreadsheet-csv';
import { ShortKeys, type Printing } from '../short-keys.service';
import { ReadBarrier } from '../../../platform/jobs/read-barrier';
import { SharedStore } from '../../../platform/redis/shared-store';
import { SingleUseTickets } from '../../../platform/redis/single-use-tickets';
import { CodeListRepository, scopeOf } from '../code-list.repository';
import type { RenderCaller } from '../image-workers';
import { QrCode } from '../qr-code.entity';
import { encodedPayload } from '../qr-code.view';
import { mayDo, type ActingWorkspace } from '../../workspaces';
import { QrImageService } from '../qr-image.service';
import type { ExportQuery } from './export-codes-query.dto';
import { ExportProgress, type ProgressTracker } from './export-progress';
import { ZipEntryNames } from './zip-entry-names';

/** What a download ticket stands for: whose ZIP, of what, followed under which token. */
interface ExportTicket {
  userId: number;
  /** The workspace it was issued in: the download acts there, the holder still its member. */
  workspaceId: number;
  query: ExportQuery;
  progress: string;
}

/** Codes read from the database at a time. */
const READ_CHUNK = 100;
/** Images drawn at once: enough to keep the render processes busy, few enough to leave room in their queue. */
const RENDERS_AT_ONCE = 3;
/** A render refused because the processes are busy (others downloading) is tried again after this. */
const BUSY_RETRY_MS = 200;

/**
 * Bulk download: a ZIP of codes' images (one per code, named after its label) and a
 * codes.csv listing them, streamed as it is built. Codes are read a hundred at a time and
 * each image is added once the archive has taken the previous ones, and codes.csv's rows
 * wait in a temporary file, so memory stays flat however many codes there are; images
 * are drawn by the render processes, never here. A browser downloads with a single-use
 * ticket (no Authorization header on a navigation), so that it saves the ZIP to disk as
 * it comes; its progress is kept where every replica reads it.
 */
@Injectable()
export class CodeExportService {
  private readonly tickets: SingleUseTickets<ExportTicket>;

  constructor(
    @InjectRepository(QrCode) private readonly codes: Repository<QrCode>,
    private readonly lists: CodeListRepository,
    private readonly images: QrImageService,
    private readonly rollups: ReadBarrier,
    private readonly progress: ExportProgress,
    store: SharedStore,
    private readonly keys: ShortKeys,
  ) {
    this.tickets = new SingleUseTickets(store, 'qrpanel:export-ticket:', EXPORT_TICKET_SECONDS, {
      max: EXPORT_TICKETS_PER_USER,
      holderOf: (held) => held.userId,
      message: M.tooManyTickets,
    });
  }

  /**
   * A ticket for the ZIP the query describes, checked now (a wrong query or no codes is
   * answered here, not to a download the browser would only call failed).
   */
  async ticket(actor: Principal, workspace: ActingWorkspace, query: ExportQuery): Promise<ExportTicketDto> {
    const ids = await this.ids(actor, workspace, query);
    const progress = randomBytes(16).toString('base64url');
    const issued = await this.tickets.issue({ userId: actor.id, workspaceId: workspace.id, query, progress });
    await this.progress.announce(actor.id, progress, ids.length, EXPORT_TICKET_SECONDS);
    return { ...issued, total: ids.length, progress };
  }

  /** What a ticket was issued for, once; 401 for an unknown, expired or used one. */
  async redeem(ticket: string): Promise<ExportTicket> {
    const found = await this.tickets.redeem(ticket);
    if (!found) throw new UnauthorizedException(M.badTicket);
    return found;
  }

  /**
   * The ids to export, checked before anything is sent: ids given (all reachable) or the
   * filter's, in the active workspace.
   */
  async ids(actor: Principal, workspace: ActingWorkspace, query: ExportQuery): Promise<number[]> {
    mayDo(workspace, 'edit');
    const raw = query as Record<string, unknown>;
    const filtered = CODE_FILTER_KEYS.some((key) => raw[key] !== undefined && raw[key] !== '');
    let ids: number[];
    if (query.ids !== undefined) {
      if (filtered) throw new BadRequestException(M.idsOrFilter);
      ids = [...new Set(query.ids.split(',').map(Number))];
      const where = isAdminRole(actor.role) ? { id: In(ids) } : { id: In(ids), workspaceId: workspace.id };
      // Another workspace's code is as missing (never confirmed).
      if ((await this.codes.countBy(where)) !== ids.length) throw new NotFoundException(QR_MESSAGES.notFound);
    } else {
      const { filter } = parseCodeFilter(raw);
      ids = await this.lists.matchingIds(scopeOf(actor, workspace, filter), filter);
    }
    if (ids.length === 0) throw new NotFoundException(M.none);
    if (ids.length > EXPORT_MAX_CODES) throw new BadRequestException(M.tooMany(ids.length));
    return ids;
  }

  /** The ZIP of these codes, built as it is read; `token` lets its owner follow it. */
  zip(actor: Principal, ids: number[], format: DownloadFormat, token?: string): Archiver {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const progress = token ? this.progress.track(actor.id, token, ids.length) : undefined;
    this.fill(archive, ids, format, { owner: actor.id }, progress).catch(async (error: unknown) => {
      archive.destroy(error as Error);
      await progress?.finish(true);
    });
    return archive;
  }

  /** How far the caller's ZIP with this token is (404 when there is none). */
  async progressOf(actor: Principal, token: string): Promise<ExportProgressDto> {
    const found = await this.progress.read(actor.id, token);
    if (!found) throw new NotFoundException(M.progressNotFound);
    return found;
  }

  private async fill(
    archive: Archiver,
    ids: number[],
    format: DownloadFormat,
    caller: RenderCaller,
    progress: ProgressTracker | undefined,
  ): Promise<void> {
    await this.rollups.settle();
    // codes.csv goes last, but its rows are known code by code: they wait on disk.
    const dir = await mkdtemp(join(tmpdir(), 'qrpanel-zip-'));
    const listFile = join(dir, EXPORT_CSV_NAME);
    const list = csvStream(EXPORT_CSV_COLUMNS);
    const written = list.pipe(createWriteStream(listFile));
    try {
      await this.addImages(archive, ids, format, caller, progress, async (row) => {
        if (!list.write(row)) await once(list, 'drain');
      });
      list.end();
      await once(written, 'finish');
      await added(archive, createReadStream(listFile), { name: EXPORT_CSV_NAME });
      // Said before the ZIP's last bytes go: whoever has them reads it finished.
      await progress?.finish(false);
      await archive.finalize();
    } finally {
      list.destroy();
      written.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Each code's image into the archive, in id order, and its row to `list`. */
  private async addImages(
    archive: Archiver,
    ids: number[],
    format: DownloadFormat,
    caller: RenderCaller,
    progress: ProgressTracker | undefined,
    list: (row: (string | number)[]) => Promise<void>,
  ): Promise<void> {
    const names = new ZipEntryNames([EXPORT_CSV_NAME]);
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const codes = await this.codes.find({
        where: { id: In(ids.slice(i, i + READ_CHUNK)) },
        order: { id: 'ASC' },
      });
      const printing = await this.keys.printing(codes.map((code) => code.domainId));
      for (let j = 0; j < codes.length; j += RENDERS_AT_ONCE) {
        const some = codes.slice(j, j + RENDERS_AT_ONCE);
        const drawn = await Promise.all(some.map((code) => this.draw(code, format, caller)));
        for (const [k, code] of some.entries()) {
          const image = drawn[k];
          const name = 'body' in image ? names.next(code.label, format) : '';
          if ('body' in image) await added(archive, image.body, { name, store: format !== 'svg' });
          await list(this.listing(code, printing, name, 'error' in image ? image.error : ''));
          progress?.advance();
        }
      }
    }
  }

  /** A code's image, or why it could not be drawn (listed in codes.csv; the others go on). */
  private async draw(
    code: QrCode,
    format: DownloadFormat,
    caller: RenderCaller,
  ): Promise<{ body: Buffer } | { error: string }> {
    for (;;) {
      try {
        return { body: (await this.images.render(code, format, code.size, { caller })).body };
      } catch (error) {
        if (error instanceof ServiceUnavailableException) {
          await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
          continue;
        }
        if (error instanceof HttpException) return { error: error.message };
        throw error;
      }
    }
  }

  private listing(code: QrCode, printing: Printing, file: string, error: string): (string | number)[] {
    const shortLink = code.generationType === 'dynamic' ? encodedPayload(code, printing) : '';
    return [file, code.label, code.type, code.uuid, shortLink, code.scansCount, error];
  }
}

/**
 * Adds an entry and resolves once the archive has written it: a slow client (the archive's
 * output not read) holds the next image back rather than letting entries pile up here.
 */
function added(
  archive: Archiver,
  body: Buffer | Readable,
  data: { name: string; store?: boolean },
): Promise<void> {
  if (archive.destroyed) return Promise.reject(new Error('The download was cancelled.'));
  return new Promise((resolve, reject) => {
    const onEntry = (entry: { name: string }) => {
      if (entry.name !== data.name) return;
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The download was cancelled.'));
    };
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('close', onClose);
      archive.off('error', onClose);
    };
    archive.on('entry', onEntry);
    archive.on('close', onClose);
    archive.on('error', onClose);
    archive.append(body, data);
  });
}
