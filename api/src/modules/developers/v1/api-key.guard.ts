import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES, API_RATE_LIMIT_DEFAULT, isAdminRole, type ApiKeyScope } from '@qrpanel/contracts';
import type { ApiKey } from '../api-keys/api-key.entity';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { EntitlementsService } from '../../billing';
import { ApiRateLimit } from './api-rate-limit';
import { SCOPE_KEY } from './scopes';

export type ApiKeyRequest = FastifyRequest & { user?: ApiKey['user']; apiKey?: ApiKey };

/**
 * The public API's door: a valid key (401 otherwise) within its workspace's plan (403 naming
 * the plan's key limit otherwise), counted against the plan's rate, with the route's scope
 * (403 naming it). The key's maker becomes the caller, as a session would, acting in the
 * key's workspace with their role there (ActiveWorkspacePipe).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
    private readonly entitlements: EntitlementsService,
    private readonly rateLimit: ApiRateLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiKeyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw this.unauthorized(reply, API_KEY_MESSAGES.missing);
    const key = await this.keys.authenticate(token);
    if (!key) throw this.unauthorized(reply, API_KEY_MESSAGES.invalid);
    // No limits (null): a workspace of the installation's administrators, held by no plan.
    const limits = await this.entitlements.forWorkspace(key.workspaceId);
    const admin = isAdminRole(key.user.role) || limits === null;
    const { apiRateLimit, apiKeyLimit } = limits ?? { apiRateLimit: API_RATE_LIMIT_DEFAULT, apiKeyLimit: -1 };
    // Administrators hold no plan's key limit (as when they make keys).
    if (!admin) await this.withinPlan(key, apiKeyLimit);
    await this.rateLimit.count(key, { apiRateLimit, apiKeyLimit, admin }, reply);
    const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(SCOPE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (scope && !key.scopes.includes(scope))
      throw new ForbiddenException(API_KEY_MESSAGES.scopeMissing(scope));
    request.user = key.user;
    request.apiKey = key;
    return true;
  }

  /**
   * A plan allows `limit` keys (0: none, -1: unlimited). A downgrade leaves the keys made
   * before it: the oldest `limit` keep working, the newer ones stop until the owner revokes
   * older ones or upgrades, so an integration set up first is not the one that breaks.
   */
  private async withinPlan(key: ApiKey, limit: number): Promise<void> {
    if (limit < 0) return;
    if (limit === 0) throw new ForbiddenException(API_KEY_MESSAGES.noApiAccess);
    if ((await this.keys.olderThan(key)) >= limit)
      throw new ForbiddenException(API_KEY_MESSAGES.beyondPlan(limit));
  }

  private unauthorized(reply: FastifyReply, message: string): UnauthorizedException {
    void reply.header('WWW-Authenticate', 'Bearer realm="qrpanel-api"');
    return new UnauthorizedException(message);
  }
}
