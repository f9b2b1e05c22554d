import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import {
  IMPORT_ERROR_COLUMNS,
  IMPORT_ERRORS_SHOWN,
  IMPORT_MESSAGES as M,
  importRowInput,
  isAdminRole,
  type CodeImportDto,
  type CodeImportStartedDto,
} from '@qrpanel/contracts';
import type { Principal } from '../../../platform/common/principal';
import { csvFrom } from '../../../platform/common/spreadsheet-csv';
import { createValidationPipe } from '../../../platform/common/validation';
import { errorText } from '../../../platform/common/errors';
import { isDatabaseUnavailable } from '../../../platform/database/database-unavailable';
import { isLockLost } from '../../../platform/database/deadlock';
import { isSqlite } from '../../../platform/database/sql';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { UsersService, type User } from '../../identity';
import { can, mayDo, WorkspacesService, type ActingWorkspace } from '../../workspaces';
import { SaveQrCodeDto } from '../dto/save-qrcode.dto';
import { SaveFolderDto } from '../folders/dto/save-folder.dto';
import { FoldersService } from '../folders/folders.service';
import { TemplatesService } from '../templates/templates.service';
import { QrCodesService } from '../qrcodes.service';
import { QRCODE_JOBS } from '../qrcode-jobs';
import { CodeImport, CodeImportRow } from './code-import.entities';
import { CodeImportsRepository } from './code-imports.repository';
import { readImportCsv } from './import-csv';

/** An uploaded CSV file and its name. */
export interface UploadedCsv {
  fileName: string;
  body: Buffer;
}

/** The job that makes an import's rows; its payload names the import. */
export const CODE_IMPORT = QRCODE_JOBS.codeImport;
interface CodeImportJob {
  importId: number;
}

/**
 * One run of the job makes this many rows or runs this long, whichever comes first, then
 * queues the rest as a new job: a stopping replica waits for one slice only.
 */
const SLICE_ROWS = 250;
const SLICE_MS = 2_000;
/**
 * Rows made in one transaction (each code a savepoint of it): one commit, and on MariaDB
 * one flush to disk, per batch rather than per code.
 */
const BATCH = 25;
/** Batches run side by side: on MariaDB each waits on its own round trips, not on the others'. */
const BATCHES_AT_ONCE = 3;
/** A user's imports listed on the import screen. */
const LATEST = 10;
/** Rows of the errors CSV read at a time, and the cells written between two turns of the event loop. */
const ERRORS_PAGE = 100;
const ERRORS_TURN_BYTES = 64 * 1024;

/**
 * The folders an import's rows name, by lower-cased name: the id of the owner's folder of
 * that name, the checked name of a folder still to make, or why the name was refused.
 */
type Folders = Map<string, number | string | HttpException>;

/** The design templates an import's rows name, by lower-cased name: the template's id, or why there is none. */
type Templates = Map<string, number | HttpException>;

/** The lower-cased folder name a row gives ('' for none). */
function folderKey(row: CodeImportRow): string {
  return ((JSON.parse(row.cells) as { folder?: string }).folder ?? '').trim().toLowerCase();
}

/** A template resolved before the batch: its id, or the refusal the row fails with. */
function resolved(known: Templates, name: string): number {
  const found = known.get(name.toLowerCase());
  if (found instanceof HttpException) throw found;
  if (found === undefined) throw new Error(`Import: "${name}" was not resolved`);
  return found;
}

/** Thrown in a code's transaction when its row was settled by another run: the code is rolled back. */
class RowSettledAlready extends Error {}

/**
 * CSV imports of codes. The upload is checked as a file (header, size, rows), stored with
 * its rows and answered at once; a durable job then makes each row through the same path
 * as a single create (its validation, URL rules and plan limit, so the same messages), in
 * slices, so a stop waits for a slice only and a restart takes the import up where it was.
 */
@Injectable()
export class CodeImportsService implements OnModuleInit {
  private readonly pipe = createValidationPipe();
  private readonly logger = new Logger('CodeImports');
  /** The users whose upload this replica is reading. */
  private readonly reading = new Set<number>();
  private readonly sqlite: boolean;

  constructor(
    @InjectRepository(CodeImport) private readonly imports: Repository<CodeImport>,
    private readonly repository: CodeImportsRepository,
    private readonly codes: QrCodesService,
    private readonly folders: FoldersService,
    private readonly templates: TemplatesService,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly jobs: Jobs,
  ) {
    this.sqlite = isSqlite(imports.manager.connection);
  }

  onModuleInit(): void {
    this.jobs.handle<CodeImportJob>(CODE_IMPORT, ({ importId }) => this.run(importId), {
      // Its attempts spent (the database away for long, a row that breaks the run): the
      // import ends as failed, and its screen stops waiting.
      onGiveUp: ({ importId }) => this.repository.fail(importId, M.stopped),
    });
  }

  /**
   * Reads the uploaded file, then stores its rows and queues their making, in one
   * transaction. One upload per user is read at a time on this replica (429 for another
   * meanwhile): a user cannot make the api hold several 5 MB files and their rows at once.
   */
  async start(
    actor: Principal,
    workspace: ActingWorkspace,
    upload: () => Promise<UploadedCsv>,
  ): Promise<CodeImportStartedDto> {
    mayDo(workspace, 'edit');
    if (this.reading.has(actor.id)) throw new HttpException(M.busy, HttpStatus.TOO_MANY_REQUESTS);
    this.reading.add(actor.id);
    try {
      const file = await upload();
      const rows = await readImportCsv(file.body);
      const id = await this.imports.manager.transaction(async (manager) => {
        const importId = await this.repository.insert(
          manager,
          actor.id,
          workspace.id,
          file.fileName.slice(0, 255),
          rows,
        );
        await this.jobs.enqueue(CODE_IMPORT, { importId } satisfies CodeImportJob, { manager });
        return importId;
      });
      return { id, total: rows.length };
    } finally {
      this.reading.delete(actor.id);
    }
  }

  async status(actor: Principal, workspace: ActingWorkspace, id: number): Promise<CodeImportDto> {
    return this.dto(await this.reachable(actor, workspace, id));
  }

  /** The active workspace's newest imports (the import screen's list). */
  async latest(workspace: ActingWorkspace): Promise<CodeImportDto[]> {
    const imports = await this.repository.latest(workspace.id, LATEST);
    return Promise.all(imports.map((i) => this.dto(i)));
  }

  /**
   * Every refused row (and, when the import stopped, every row not reached) with its
   * message and its cells as the file had them: fixed, it can be imported as it is.
   */
  async errorsCsv(
    actor: Principal,
    workspace: ActingWorkspace,
    id: number,
  ): Promise<{ fileName: string; body: Readable }> {
    const found = await this.reachable(actor, workspace, id);
    const columns = await this.repository.columns(found.id);
    return {
      fileName: `${found.fileName.replace(/\.csv$/i, '')} errors.csv`,
      body: csvFrom([...IMPORT_ERROR_COLUMNS, ...columns], this.errorRows(found, columns)),
    };
  }

  /**
   * The errors CSV's rows, read ERRORS_PAGE at a time, with a turn of the event loop after
   * every ERRORS_TURN_BYTES of cells: written to a client that takes them at once, 10,000
   * rows of 5 MB would otherwise go out in one go, holding up every other request.
   */
  private async *errorRows(found: CodeImport, columns: string[]): AsyncGenerator<(string | number)[]> {
    let bytes = 0;
    for (let after = 0; ;) {
      const page = await this.repository.withoutCode(found.id, found.status === 'failed', after, ERRORS_PAGE);
      if (page.length === 0) return;
      for (const r of page) {
        const cells = JSON.parse(r.cells) as Record<string, string>;
        yield [r.row, r.error ?? M.notImported, ...columns.map((column) => cells[column] ?? '')];
        bytes += r.cells.length;
        if (bytes > ERRORS_TURN_BYTES) {
          bytes = 0;
          await nextTurn();
        }
      }
      after = page[page.length - 1].row;
    }
  }

  /** Members reach their workspace's imports; admins any. Another workspace's is 404, as codes are. */
  private async reachable(actor: Principal, workspace: ActingWorkspace, id: number): Promise<CodeImport> {
    const found = await this.repository.find(id);
    if (!found || (found.workspaceId !== workspace.id && !isAdminRole(actor.role)))
      throw new NotFoundException(M.notFound);
    return found;
  }

  private async dto(found: CodeImport): Promise<CodeImportDto> {
    const counts = await this.repository.counts(found.id);
    return {
      id: found.id,
      file_name: found.fileName,
      status: found.status,
      total: found.total,
      ...counts,
      errors: counts.failed ? await this.repository.errors(found.id, IMPORT_ERRORS_SHOWN) : [],
      message: found.message,
      created_at: new Date(found.createdAt).toISOString(),
      finished_at: found.finishedAt ? new Date(found.finishedAt).toISOString() : null,
    };
  }

  /**
   * A slice of an import: its unsettled rows in file order, then the rest as
   * a new job. Safe to run twice at once or again after a crash: a row is settled in the
   * transaction that makes its code, and a run that finds it settled makes nothing.
   */
  private async run(importId: number): Promise<void> {
    const found = await this.repository.find(importId);
    if (!found || found.status === 'done' || found.status === 'failed') return;
    const owner = await this.users.findById(found.userId);
    if (!owner) return this.repository.fail(importId, M.ownerGone);
    // Made with the role its maker has now: one who left the workspace, or may no longer edit, makes nothing.
    const workspace = await this.workspaces.active(owner.id, found.workspaceId).catch(() => undefined);
    if (!workspace || !can(workspace, 'edit')) return this.repository.fail(importId, M.makerLeft);
    if (found.status === 'queued') await this.repository.setStatus(importId, 'running');
    const limited = (await this.codes.codeLimitOf(owner, workspace.id)) > 0;
    const until = Date.now() + SLICE_MS;
    const folders: Folders = new Map();
    const templates: Templates = new Map();
    let made = 0;
    for (;;) {
      const rows = await this.repository.pending(importId, BATCH * BATCHES_AT_ONCE);
      if (rows.length === 0) {
        await this.repository.setStatus(importId, 'done');
        return;
      }
      await this.resolveFolders(workspace.id, rows, folders);
      await this.resolveTemplates(workspace.id, rows, templates);
      const batches = Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) =>
        rows.slice(i * BATCH, (i + 1) * BATCH),
      );
      const makeBatch = (batch: CodeImportRow[]) =>
        this.imports.manager.transaction(async (manager) => {
          // Taken first, so the batch's reads see every code made before it (see lockForChange).
          if (limited) await this.workspaces.lockForChange(manager, workspace.id);
          for (const row of batch) await this.make(manager, owner, workspace, row, { folders, templates });
        });
      // In turn, in file order, where order matters: under a plan's limit (the first rows
      // of the file are the ones made) and while rows make folders (the next batch then
      // finds them); and on SQLite, which answers synchronously: each batch after a turn
      // of the event loop, or the batches would hold up every request (scans included)
      // until the slice ends. Else side by side (MariaDB: each its own connection).
      if (this.sqlite || limited || rows.some((row) => typeof folders.get(folderKey(row)) === 'string')) {
        for (const batch of batches) {
          await nextTurn();
          await makeBatch(batch);
        }
      } else await Promise.all(batches.map(makeBatch));
      made += rows.length;
      if (made >= SLICE_ROWS || Date.now() > until) {
        await this.jobs.enqueue(CODE_IMPORT, { importId } satisfies CodeImportJob);
        return;
      }
    }
  }

  /**
   * The folders these rows name, looked up before the batches start. A folder is made
   * only with the first code filed in it, in that code's transaction, so a folder whose
   * rows all fail is never left behind; names still to make are looked up again for the
   * next rows, a batch having made them meanwhile. A name refused as a folder's name is
   * kept as the error of the rows that give it.
   */
  private async resolveFolders(workspaceId: number, rows: CodeImportRow[], known: Folders): Promise<void> {
    for (const [key, value] of known) if (typeof value === 'string') known.delete(key);
    for (const row of rows) {
      const key = folderKey(row);
      if (!key || known.has(key)) continue;
      try {
        const checked = (await this.pipe.transform(
          { name: (JSON.parse(row.cells) as { folder: string }).folder.trim() },
          { type: 'body', metatype: SaveFolderDto },
        )) as SaveFolderDto;
        known.set(key, (await this.folders.idNamed(workspaceId, checked.name)) ?? checked.name);
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        known.set(key, error);
      }
    }
  }

  /** One row, made or refused with the message a single create would answer. */
  private async make(
    batch: EntityManager,
    owner: User,
    workspace: ActingWorkspace,
    row: CodeImportRow,
    { folders, templates }: { folders: Folders; templates: Templates },
  ): Promise<void> {
    try {
      const input = importRowInput(JSON.parse(row.cells) as Record<string, string>);
      if ('error' in input)
        return await this.repository.settleFailed(batch, row.importId, row.row, input.error);
      const dto = (await this.pipe.transform(input.body, {
        type: 'body',
        metatype: SaveQrCodeDto,
      })) as SaveQrCodeDto;
      if (input.template) dto.templateId = resolved(templates, input.template);
      const folder = input.folder ? folders.get(input.folder.toLowerCase()) : undefined;
      if (folder instanceof HttpException) throw folder;
      // One savepoint for the code and a folder made for it: refused, neither stays.
      await batch.transaction(async (manager) => {
        if (typeof folder === 'number') dto.folderId = folder;
        else if (folder !== undefined)
          dto.folderId = await this.folders.named(owner, workspace.id, folder, manager);
        await this.codes.create(owner, workspace, dto, {
          manager,
          within: async (inner, codeId) => {
            if (!(await this.repository.settleCreated(inner, row.importId, row.row, codeId))) {
              throw new RowSettledAlready();
            }
          },
        });
      });
    } catch (error) {
      if (error instanceof RowSettledAlready) return;
      // The database away or a lock lost: the batch and the job fail, and are tried again
      // with their rows unsettled. Anything else is this row's doing: it is refused, with
      // the answer's message when there is one, and the import goes on.
      if (isDatabaseUnavailable(error) || isLockLost(error)) throw error;
      if (!(error instanceof HttpException) || error.getStatus() >= 500) {
        this.logger.warn(`Import ${row.importId}, row ${row.row}: ${errorText(error)}`);
      }
      const message =
        error instanceof HttpException && error.getStatus() < 500 ? messageOf(error) : M.rowFailed;
      await this.repository.settleFailed(batch, row.importId, row.row, message);
    }
  }

  /** The design templates these rows name, looked up once a slice: an id, or why there is none. */
  private async resolveTemplates(
    workspaceId: number,
    rows: CodeImportRow[],
    known: Templates,
  ): Promise<void> {
    for (const row of rows) {
      const name = (JSON.parse(row.cells) as { template?: string }).template?.trim();
      if (!name || known.has(name.toLowerCase())) continue;
      try {
        known.set(name.toLowerCase(), await this.templates.idNamed(workspaceId, name));
      } catch (error) {
        if (!(error instanceof HttpException)) throw error;
        known.set(name.toLowerCase(), error);
      }
    }
  }
}

/** An error answer's text: its message, or its messages by field joined. */
function messageOf(error: HttpException): string {
  const body = error.getResponse();
  const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : error.message;
}
