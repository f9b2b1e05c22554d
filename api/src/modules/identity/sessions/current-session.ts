import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** Where the JWT strategy leaves the id of the session the request's token belongs to. */
const SESSION_ID = Symbol('sessionId');

interface WithSession {
  [SESSION_ID]?: number;
}

export function setRequestSession(request: object, sessionId: number | undefined): void {
  (request as WithSession)[SESSION_ID] = sessionId;
}

/** The id of the caller's session; undefined for a token issued before sessions (no `sid`). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): number | undefined =>
    ctx.switchToHttp().getRequest<WithSession>()[SESSION_ID],
);
