import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Principal } from '../principal';

/** The authenticated caller, as loaded by the JWT strategy (identity's user). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal =>
    ctx.switchToHttp().getRequest<{ user: Principal }>().user,
);
