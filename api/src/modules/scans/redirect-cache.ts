import { LRUCache } from 'lru-cache';
import {
  foldKey,
  type CodeData,
  type CodeType,
  type Routing,
  type SettableQrStatus,
} from '@qrpanel/contracts';

/** What a scan needs to know about a dynamic code, kept in memory between scans. */
export interface RedirectTarget {
  id: number;
  uuid: string;
  /** Its short key, as made or chosen. */
  key: string | null;
  userId: number;
  /** The workspace it belongs to: its live scans are that workspace's. */
  workspaceId: number;
  type: CodeType;
  data: CodeData;
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
  /** The workspace's IANA zone: scans are rolled up by hour of the week in it. */
  timeZone: string;
  /** The user whose profile zone that is (the workspace has none of its own), else null. */
  zoneFollows: number | null;
}

/**
 * How a scan names its code: the uuid of /qr-redirect/{uuid}, or the short key of /{key} on
 * the host it came to (a custom domain's id, or 0 for the instance's own host).
 */
export type CodeAddress = { uuid: string } | ShortAddress;
export type ShortAddress = { key: string; domainId: number };

/** An unknown short key is remembered this long: a key chosen meanwhile on another replica is found soon after. */
const UNKNOWN_KEY_TTL_MS = 5_000;

/** The cache's name of an address: keys are found whatever their case, on their domain. */
const nameOf = (address: CodeAddress) =>
  'uuid' in address ? `u:${address.uuid}` : `k:${address.domainId}:${foldKey(address.key)}`;

/**
 * Address → target (or null for "no such dynamic code"). Every write to a code drops its
 * entries, by uuid and by each key that named it or now does (here, and on the other
 * replicas through Redis), so an edit shows on the next scan.
 */
export class RedirectCache {
  private readonly entries = new LRUCache<string, { target: RedirectTarget | null }>({ max: 100_000 });
  /** Bumped by every drop: a read that started before a write must not be cached after it. */
  private generation = 0;

  /** Call before reading a code from the database; pass the answer to set(). */
  begin(): number {
    return this.generation;
  }

  get(address: CodeAddress): { target: RedirectTarget | null } | undefined {
    return this.entries.get(nameOf(address));
  }

  set(address: CodeAddress, target: RedirectTarget | null, generation: number): void {
    if (generation !== this.generation) return;
    const unknownKey = target === null && 'key' in address;
    this.entries.set(nameOf(address), { target }, unknownKey ? { ttl: UNKNOWN_KEY_TTL_MS } : undefined);
  }

  drop(uuid: string, keys: readonly ShortAddress[] = []): void {
    this.generation += 1;
    this.entries.delete(nameOf({ uuid }));
    for (const key of keys) this.entries.delete(nameOf(key));
  }

  /** A user's codes, and those that read the user's profile zone. */
  dropOwner(userId: number): void {
    this.dropWhere((target) => target.userId === userId || target.zoneFollows === userId);
  }

  dropWorkspace(workspaceId: number): void {
    this.dropWhere((target) => target.workspaceId === workspaceId);
  }

  private dropWhere(matches: (target: RedirectTarget) => boolean): void {
    this.generation += 1;
    for (const [name, { target }] of this.entries.entries()) {
      if (target && matches(target)) this.entries.delete(name);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
