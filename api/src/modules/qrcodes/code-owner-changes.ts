import type { EntityManager } from 'typeorm';

/**
 * What runs in the transaction that deletes codes or gives them to another owner (a
 * workspace), before it does: the scan roll-ups kept per owner take the codes' counts off
 * or move them. The
 * module that keeps them provides it (scans: ScanRollupsModule), so this module calls it
 * without importing it (as ReadBarrier).
 */
export abstract class CodeOwnerChanges {
  /** Before these codes are deleted. */
  abstract deleting(manager: EntityManager, ids: readonly number[]): Promise<void>;
  /** Before these codes change owner. */
  abstract moving(manager: EntityManager, ids: readonly number[], ownerId: number): Promise<void>;
  /** Before a workspace goes with all its codes: its own roll-ups go too. */
  abstract emptying(manager: EntityManager, workspaceId: number): Promise<void>;
}
