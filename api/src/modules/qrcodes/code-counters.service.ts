import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QrCodesRepository, type CodeScope, type CodeTotals, type ScanCount } from './qr-codes.repository';

/**
 * The counters a code shows (scans_count, unique_scans) and the count its scan cap is
 * held against (cap_count). They are columns of the code's row, this module's: lists sort
 * by them, an edit that sets a cap starts it from them. The scans module counts the scans
 * and hands the counts over through here, never by writing the row itself
 * (docs/decisions/scans-and-codes.md).
 */
@Injectable()
export class CodeCounters {
  constructor(private readonly repository: QrCodesRepository) {}

  /**
   * Which of these codes exist, and their owners (workspaces); their rows locked for the caller's
   * transaction, in id order, until it ends (a roll-up pass counting them, a deletion or a
   * change of owner moving their roll-ups).
   */
  lockOwners(manager: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
    return this.repository.lockOwners(manager, ids);
  }

  /** A workspace's codes' ids, their rows locked for the caller's transaction, in id order. */
  lockInWorkspace(manager: EntityManager, workspaceId: number): Promise<number[]> {
    return this.repository.lockWhere(manager, 'workspace_id', workspaceId);
  }

  /** Adds counted scans and new visitors to the codes' counters; the codes locked by lockOwners. */
  add(manager: EntityManager, counts: readonly ScanCount[]): Promise<void> {
    return this.repository.addScans(manager, counts);
  }

  /** The scope's codes, dynamic codes, and their counters added up. */
  totals(scope: CodeScope): Promise<CodeTotals> {
    return this.repository.totals(scope);
  }

  /** Takes one of a capped code's scans: true while it had fewer than its cap (one statement). */
  takeCappedScan(id: number): Promise<boolean> {
    return this.repository.takeCappedScan(id);
  }

  /** Gives back a scan taken for a scanner who was not answered. */
  giveBackCappedScan(id: number): Promise<void> {
    return this.repository.giveBackCappedScan(id);
  }
}
