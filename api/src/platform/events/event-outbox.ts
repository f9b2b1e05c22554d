import type { EntityManager } from 'typeorm';
import type { WebhookEventType } from '@qrpanel/contracts';
import type { Statement } from '../database/sql';

/** A stored scan as its event tells it. */
export interface ScanEventSource {
  /** The workspace of the scanned code, whose endpoints hear of it. */
  workspaceId: number;
  /** Built only for a workspace with a subscriber. */
  data: () => Record<string, unknown>;
  at: Date;
}

/**
 * Where changes leave their events for the workspaces' webhook endpoints: written with the
 * change itself (an outbox), so an event exists exactly when its change does. The webhooks
 * module provides it; the codes and scans below it write through this without knowing it.
 */
export abstract class EventOutbox {
  /** A code's event, inside the transaction that changes the code. */
  abstract record(
    manager: EntityManager,
    workspaceId: number,
    type: Exclude<WebhookEventType, 'scan.created'>,
    data: Record<string, unknown>,
  ): Promise<void>;

  /**
   * The statements storing these scans' events, for the scan batch's own transaction:
   * none unless a workspace has an endpoint for scan.created (known from memory, so the
   * scanners wait for no lookup). `committed` is called once the batch is stored.
   */
  abstract forScans(scans: readonly ScanEventSource[]): { statements: Statement[]; committed: () => void };
}
