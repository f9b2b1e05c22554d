import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES, type Role } from '@qrpanel/contracts';
import { ROLE_MESSAGE_KEY, ROLES_KEY } from '../decorators/roles.decorator';

/** Global guard: enforces @Roles() whatever the web apps show. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: { role: Role } }>().user;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(
      this.reflector.getAllAndOverride<string | undefined>(ROLE_MESSAGE_KEY, targets) ?? MESSAGES.forbidden,
    );
  }
}
