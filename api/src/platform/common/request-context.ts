import { AsyncLocalStorage } from 'node:async_hooks';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { Principal } from './principal';

/**
 * What the request being answered tells of itself, for work deep inside it (the audit log's
 * entries): its id (the one logged and sent back as X-Request-Id) and the request, whose
 * caller the guards have identified by then. Never the client's address.
 */
export interface RequestScope {
  requestId: string;
  request: CallerRequest;
}

/** What the guards leave on a request: the signed-in user, and for an API key's call the key. */
export interface CallerRequest {
  /** Fastify's request id: the X-Request-Id sent, else a new UUID (app.factory.ts). */
  id?: string;
  user?: Principal & { email?: string; name?: string };
  /** Set by the public API's guard: the key the call was made with. */
  apiKey?: { id: number; name: string };
}

/** Who made the request: a user (by session), an API key (with its maker) or no one known. */
export type RequestCaller =
  | { kind: 'user'; userId: number; label: string }
  | { kind: 'api_key'; userId: number; apiKeyId: number; label: string }
  | { kind: 'anonymous' };

const scopes = new AsyncLocalStorage<RequestScope>();

/** The request-scoped context of the code running now: undefined outside a request (a job). */
export const RequestContext = {
  current(): RequestScope | undefined {
    return scopes.getStore();
  },

  /** Runs `work` as part of the request (tests, and the interceptor below). */
  run<T>(scope: RequestScope, work: () => T): T {
    return scopes.run(scope, work);
  },

  /** The caller of the request running now, as the guards identified them. */
  caller(): RequestCaller | undefined {
    const scope = scopes.getStore();
    if (!scope) return undefined;
    const { user, apiKey } = scope.request;
    if (!user) return { kind: 'anonymous' };
    const who = user.email ?? `user ${user.id}`;
    if (apiKey)
      return { kind: 'api_key', userId: user.id, apiKeyId: apiKey.id, label: `${apiKey.name} (${who})` };
    return { kind: 'user', userId: user.id, label: who };
  },
};

/**
 * Global: each route's handler runs inside its request's context. An interceptor runs after
 * the guards (the caller is known) and around the pipes and the handler, whose promises keep
 * the context they were started in.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const scope: RequestScope = { requestId: request.id ?? '', request };
    return new Observable((subscriber) => scopes.run(scope, () => next.handle().subscribe(subscriber)));
  }
}
