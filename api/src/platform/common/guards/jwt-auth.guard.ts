import { ExecutionContext, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { MESSAGES } from '@qrpanel/contracts';
import { IS_API_KEY_ROUTE } from '../decorators/api-key-route.decorator';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';

/** Global guard: every route needs a valid session token unless marked @Public() (or it is the public API's). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (
      this.reflector.getAllAndOverride<boolean>(IS_API_KEY_ROUTE, [context.getHandler(), context.getClass()])
    )
      return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    // On a public route a token is optional: identify the caller when one is sent.
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch (error) {
      // An invalid token on a public route is treated as anonymous; a failure to check it is not.
      if (!(error instanceof UnauthorizedException)) throw error;
    }
    return true;
  }

  /**
   * A token that fails its checks (signature, expiry, its user or token version) is 401. An
   * error while checking it (the database unreachable) is not the session's fault: it goes on
   * to the error filter (503 for an outage), so the client keeps the session and retries.
   */
  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err && !(err instanceof HttpException)) throw err as Error;
    if (err || !user) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return user;
  }
}
