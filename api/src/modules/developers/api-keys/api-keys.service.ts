import { ForbiddenException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import {
  API_KEYS_CREATED_PER_HOUR,
  API_KEY_MESSAGES,
  type ApiKeyDto,
  type ApiKeyInput,
  type CreatedApiKeyDto,
} from '@qrpanel/contracts';
import { WindowCounters } from '../../../platform/redis/window-counters';
import { AuditLog, type AuditRecord } from '../../audit';
import { WorkspacesService } from '../../workspaces';
import type { ApiKey } from './api-key.entity';
import { hashApiKey, isApiKeyShaped, newApiKey, sameHash } from './api-key-secret';
import { ApiKeysRepository } from './api-keys.repository';

/** A key's last use is written at most this often (a busy key would otherwise write on every call). */
const LAST_USED_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * API keys: made in a workspace (shown once), listed, revoked, and checked on each public API
 * call. A key acts in its workspace with its maker's role there. Keys do not depend on the
 * session: a password change leaves them; revoking, the maker leaving the workspace or being
 * deleted, or the workspace's deletion ends them. Every call reads the key from the
 * database, so a revocation holds at once everywhere.
 */
@Injectable()
export class ApiKeysService implements OnModuleInit {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly workspaces: WorkspacesService,
    private readonly counters: WindowCounters,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    // A member removed, or who leaves, loses their keys there.
    this.workspaces.whileLeaving((manager, workspaceId, userId) =>
      this.keys.deleteOfMember(manager, workspaceId, userId),
    );
  }

  async list(workspaceId: number): Promise<ApiKeyDto[]> {
    return (await this.keys.listOf(workspaceId)).map(toApiKeyDto);
  }

  /**
   * A new key of the user's in the workspace, within `limit` keys there (-1: unlimited, 0:
   * none) and within API_KEYS_CREATED_PER_HOUR an hour for the user (429 with Retry-After
   * past it): a key revoked and made again starts a fresh count of its own, so keys are not
   * made in a loop. The workspace's row is locked first, so two replicas cannot both pass
   * the count.
   */
  async create(
    userId: number,
    workspaceId: number,
    input: ApiKeyInput,
    limit: number,
  ): Promise<CreatedApiKeyDto> {
    await this.counters.take(
      'api-keys-made',
      userId,
      HOUR_MS,
      API_KEYS_CREATED_PER_HOUR,
      API_KEY_MESSAGES.createdTooOften,
    );
    const secret = newApiKey();
    const saved = await this.keys.transaction(async (manager) => {
      if (limit >= 0) {
        await this.workspaces.lockForChange(manager, workspaceId);
        if ((await this.keys.countOf(manager, workspaceId)) >= limit)
          throw new ForbiddenException(API_KEY_MESSAGES.limitReached);
      }
      const key = await this.keys.insert(manager, {
        workspaceId,
        userId,
        name: input.name,
        prefix: secret.prefix,
        keyHash: secret.hash,
        scopes: [...new Set(input.scopes)],
      });
      await this.audit.record(manager, apiKeyEntry('api_key.created', key));
      return key;
    });
    return { ...toApiKeyDto(saved), key: secret.key };
  }

  /** How many of the workspace's keys were made before this one (the plan's limit keeps the oldest). */
  olderThan(key: Pick<ApiKey, 'id' | 'workspaceId'>): Promise<number> {
    return this.keys.olderThan(key);
  }

  /** Revokes one of the workspace's keys, whoever made it; another workspace's is 404. */
  async revoke(workspaceId: number, id: number): Promise<void> {
    await this.keys.transaction(async (manager) => {
      const key = await this.keys.deleteIn(manager, workspaceId, id);
      if (!key) throw new NotFoundException(API_KEY_MESSAGES.notFound);
      await this.audit.record(manager, apiKeyEntry('api_key.revoked', key));
    });
  }

  /** The key (with its owner) that `raw` is, or null for a malformed, unknown or revoked key. */
  async authenticate(raw: string): Promise<(ApiKey & { user: NonNullable<ApiKey['user']> }) | null> {
    if (!isApiKeyShaped(raw)) return null;
    const hash = hashApiKey(raw);
    const key = await this.keys.byHash(hash);
    if (!key?.user || !sameHash(key.keyHash, hash)) return null;
    const now = new Date();
    if (!key.lastUsedAt || now.getTime() - new Date(key.lastUsedAt).getTime() >= LAST_USED_EVERY_MS) {
      await this.keys.touch(key.id, now, new Date(now.getTime() - LAST_USED_EVERY_MS));
      key.lastUsedAt = now;
    }
    return key as ApiKey & { user: NonNullable<ApiKey['user']> };
  }
}

export function toApiKeyDto(key: ApiKey): ApiKeyDto {
  return {
    id: key.id,
    workspace_id: key.workspaceId,
    created_by: key.userId,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    created_at: new Date(key.createdAt).toISOString(),
    last_used_at: key.lastUsedAt ? new Date(key.lastUsedAt).toISOString() : null,
  };
}

/** A key's entry: its workspace, its name and prefix (never the key), and its scopes. */
function apiKeyEntry(action: 'api_key.created' | 'api_key.revoked', key: ApiKey): AuditRecord {
  return {
    action,
    workspaceId: key.workspaceId,
    target: { type: 'api_key', id: key.id, label: key.name },
    details: { prefix: key.prefix, scopes: key.scopes },
  };
}
