import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { insertRows, marks, sqlDateTime, type Statement } from '../../platform/database/sql';
import type { CodeIdsQuery } from '../qrcodes/qr-codes.repository';
import type { ScanOutcome } from './scan.entity';
import type { VisitorInfo } from './visitor-info';

export interface RecordedScan {
  qrCodeId: number;
  at: Date;
  visitor: VisitorInfo;
  outcome: ScanOutcome;
  /** Where a url code's scan was sent (its rules and split may pick among several). */
  destination?: string | null;
}

/** A stored scan as the export reads it. */
export interface StoredScan {
  id: number;
  qr_code_id: number | string;
  scanned_at: unknown;
  os: string;
  browser: string;
  device_type: string;
  country: string | null;
  is_bot: unknown;
  outcome: string;
}

/** Codes a statement names at most (placeholders stay well under every driver's limit). */
const CHUNK = 500;

/** The statement that stores a batch of scans (the scan writer runs it in its own transaction). */
export function insertScans(scans: RecordedScan[]): Statement {
  return insertRows(
    'INSERT INTO scans (qr_code_id, scanned_at, os, browser, device_type, country, visitor_hash, is_bot, outcome)',
    scans.map((s) => [
      s.qrCodeId,
      sqlDateTime(s.at),
      s.visitor.os.slice(0, 40),
      s.visitor.browser.slice(0, 40),
      s.visitor.deviceType,
      s.visitor.country,
      s.visitor.visitorHash,
      s.visitor.isBot ? 1 : 0,
      s.outcome,
    ]),
  );
}

/** The raw `scans` table: what reads and deletes it. */
@Injectable()
export class ScansRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async deleteOfCodes(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await this.db.query(`DELETE FROM scans WHERE qr_code_id IN (${marks(chunk.length)})`, chunk);
    }
  }

  /** A code's recorded scans that count (people's, served), for its scan cap. */
  async countedOf(id: number): Promise<number> {
    const [row] = await this.db.query<{ n: unknown }[]>(
      "SELECT COUNT(*) AS n FROM scans WHERE qr_code_id = ? AND outcome = 'served' AND is_bot = 0",
      [id],
    );
    return Number(row.n);
  }

  /** Every code scans name (read from the scans' index). */
  async codeIds(): Promise<number[]> {
    const rows = await this.db.query<{ id: number | string }[]>(
      'SELECT DISTINCT qr_code_id AS id FROM scans',
    );
    return rows.map((row) => Number(row.id));
  }

  /** Up to `limit` scans of the codes, after the scan `after`, in id order (keyset paging). */
  page(codes: CodeIdsQuery, after: number, limit: number): Promise<StoredScan[]> {
    return this.db.query<StoredScan[]>(
      `SELECT s.id, s.qr_code_id, s.scanned_at, s.os, s.browser, s.device_type, s.country, s.is_bot, s.outcome
       FROM scans s WHERE s.id > ? AND s.qr_code_id IN (${codes.sql}) ORDER BY s.id LIMIT ${Number(limit)}`,
      [after, ...codes.params],
    );
  }
}
