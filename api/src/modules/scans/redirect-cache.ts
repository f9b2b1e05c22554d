import { LRUCache } from 'lru-cache';
import type { QrData, QrType, Routing, SettableQrStatus } from '@qrpanel/contracts';

/** What a scan needs to know about a dynamic code, kept in memory between scans. */
export interface RedirectTarget {
  id: number;
  uuid: string;
  userId: number;
  /** The workspace it belongs to: its live scans are that workspace's. */
  workspaceId: number;
  type: QrType;
  data: QrData;
  destination: string | null;
  status: SettableQrStatus;
  expiresAt: number | null;
  startsAt: number | null;
  maxScans: number | null;
  /**
   * The cap is known to be reached: read from the row as it entered the cache, or learnt
   * when a scan could not take one. Set once, dropped with the entry (an edit drops it).
   */
  capReached: boolean;
  /** Rules and split, evaluated per scan from here (never read from the database per scan). */
  routing: Routing | null;
  /** argon2id of the password, or null for an open code. */
  passwordHash: string | null;
  label: string;
  /** Its destination is one of this suite's own redirect addresses: never followed. */
  leadsBack: boolean;
  /** The owner's IANA zone: scans are rolled up by hour of the week in it. */
  timeZone: string;
}

/**
 * uuid → target (or null for "no such dynamic code"). Every write to a code drops its
 * entry (here, and on the other replicas through Redis), so an edit shows on the next scan.
 */
export class RedirectCache {
  private readonly entries = new LRUCache<string, { target: RedirectTarget | null }>({ max: 100_000 });
  /** Bumped by every drop: a read that started before a write must not be cached after it. */
  private generation = 0;

  /** Call before reading a code from the database; pass the answer to set(). */
  begin(): number {
    return this.generation;
  }

  get(uuid: string): { target: RedirectTarget | null } | undefined {
    return this.entries.get(uuid);
  }

  set(uuid: string, target: RedirectTarget | null, generation: number): void {
    if (generation === this.generation) this.entries.set(uuid, { target });
  }

  drop(uuid: string): void {
    this.generation += 1;
    this.entries.delete(uuid);
  }

  dropOwner(userId: number): void {
    this.generation += 1;
    for (const [uuid, { target }] of this.entries.entries()) {
      if (target?.userId === userId) this.entries.delete(uuid);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
