import { setImmediate as nextTurn } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import type { ImportRowError, ImportStatus } from '@qrpanel/contracts';
import { insertRows } from '../../../platform/database/sql';
import { CodeImport, CodeImportRow } from './code-import.entities';
import type { ImportCsvRow } from './import-csv';

/**
 * Rows are written this many to an INSERT at most, and cells of at most INSERT_BYTES
 * together: on SQLite each INSERT runs on the event loop's thread, a few milliseconds each.
 */
const INSERT_ROWS = 200;
const INSERT_BYTES = 128 * 1024;

export interface ImportCounts {
  processed: number;
  created: number;
  failed: number;
}

/** The rows as they are kept (cells as JSON), in INSERTs of at most INSERT_ROWS and INSERT_BYTES. */
function* insertChunks(rows: ImportCsvRow[]): Generator<{ row: number; cells: string }[]> {
  let chunk: { row: number; cells: string }[] = [];
  let bytes = 0;
  for (const { row, cells } of rows) {
    const json = JSON.stringify(cells);
    if (chunk.length === INSERT_ROWS || (chunk.length && bytes + json.length > INSERT_BYTES)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push({ row, cells: json });
    bytes += json.length;
  }
  if (chunk.length) yield chunk;
}

/** The imports' tables (code_imports, code_import_rows), for both dialects. */
@Injectable()
export class CodeImportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new import with its rows, in the caller's transaction. */
  async insert(
    manager: EntityManager,
    userId: number,
    workspaceId: number,
    fileName: string,
    rows: ImportCsvRow[],
  ): Promise<number> {
    const saved = await manager.save(
      manager.create(CodeImport, {
        userId,
        workspaceId,
        fileName,
        status: 'queued',
        total: rows.length,
        message: null,
        finishedAt: null,
      }),
    );
    for (const chunk of insertChunks(rows)) {
      const { sql, params } = insertRows(
        'INSERT INTO code_import_rows (import_id, `row`, cells)',
        chunk.map(({ row, cells }) => [saved.id, row, cells]),
      );
      await manager.query(sql, params);
      // A turn of the event loop between INSERTs: 5 MB of rows do not hold up other requests.
      await nextTurn();
    }
    return saved.id;
  }

  find(id: number): Promise<CodeImport | null> {
    return this.db.manager.findOneBy(CodeImport, { id });
  }

  /** A workspace's newest imports. */
  latest(workspaceId: number, limit: number): Promise<CodeImport[]> {
    return this.db.manager.find(CodeImport, { where: { workspaceId }, order: { id: 'DESC' }, take: limit });
  }

  async setStatus(id: number, status: Exclude<ImportStatus, 'failed'>): Promise<void> {
    await this.db.manager.update(
      CodeImport,
      { id },
      { status, finishedAt: status === 'done' ? new Date() : null },
    );
  }

  /** Stops an import that has not ended, saying why. */
  async fail(id: number, message: string): Promise<void> {
    await this.db.manager.update(
      CodeImport,
      { id, status: In(['queued', 'running']) },
      { status: 'failed', message: message.slice(0, 1000), finishedAt: new Date() },
    );
  }

  /** The next rows not settled yet, in file order. */
  pending(importId: number, limit: number): Promise<CodeImportRow[]> {
    return this.db.manager.find(CodeImportRow, {
      where: { importId, codeId: IsNull(), error: IsNull() },
      order: { row: 'ASC' },
      take: limit,
    });
  }

  /**
   * Marks a row as made into `codeId`, in the transaction that made the code. False when it
   * was settled already (a second run of the same rows): the caller rolls its code back.
   */
  async settleCreated(
    manager: EntityManager,
    importId: number,
    row: number,
    codeId: number,
  ): Promise<boolean> {
    const result = await manager.update(
      CodeImportRow,
      { importId, row, codeId: IsNull(), error: IsNull() },
      { codeId },
    );
    return result.affected === 1;
  }

  async settleFailed(manager: EntityManager, importId: number, row: number, error: string): Promise<void> {
    await manager.update(
      CodeImportRow,
      { importId, row, codeId: IsNull(), error: IsNull() },
      { error: error.slice(0, 1000) },
    );
  }

  async counts(importId: number): Promise<ImportCounts> {
    const [row] = await this.db.query<{ created: string | number | null; failed: string | number | null }[]>(
      `SELECT SUM(CASE WHEN code_id IS NOT NULL THEN 1 ELSE 0 END) AS created,
              SUM(CASE WHEN error IS NOT NULL THEN 1 ELSE 0 END) AS failed
         FROM code_import_rows WHERE import_id = ?`,
      [importId],
    );
    const created = Number(row?.created ?? 0);
    const failed = Number(row?.failed ?? 0);
    return { processed: created + failed, created, failed };
  }

  /** The refused rows in file order (the first `limit`, or all). */
  async errors(importId: number, limit?: number): Promise<ImportRowError[]> {
    const rows = await this.db.manager
      .createQueryBuilder(CodeImportRow, 'r')
      .select(['r.row', 'r.error'])
      .where('r.import_id = :importId AND r.error IS NOT NULL', { importId })
      .orderBy('r.row', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((r) => ({ row: r.row, message: r.error ?? '' }));
  }

  /**
   * The rows that made no code, in file order, with their cells: the refused ones, and
   * with `unmade` those never reached too (an import that stopped); `limit` of them after
   * the row `after`.
   */
  async withoutCode(
    importId: number,
    unmade: boolean,
    after: number,
    limit: number,
  ): Promise<CodeImportRow[]> {
    return this.db.manager.find(CodeImportRow, {
      where: {
        importId,
        row: MoreThan(after),
        codeId: IsNull(),
        ...(unmade ? {} : { error: Not(IsNull()) }),
      },
      order: { row: 'ASC' },
      take: limit,
    });
  }

  /** The import's columns, in the file's order (every row holds a cell for each). */
  async columns(importId: number): Promise<string[]> {
    const first = await this.db.manager.findOne(CodeImportRow, {
      where: { importId },
      order: { row: 'ASC' },
    });
    return first ? Object.keys(JSON.parse(first.cells) as Record<string, string>) : [];
  }
}
