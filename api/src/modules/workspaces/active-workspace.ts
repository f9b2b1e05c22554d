import {
  BadRequestException,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  NotFoundException,
  type PipeTransform,
} from '@nestjs/common';
import { WORKSPACE_MESSAGES as M } from '@qrpanel/contracts';
import type { Principal } from '../../platform/common/principal';
import type { ActingWorkspace } from './workspace-access';
import { WorkspacesService } from './workspaces.service';

/** The header the web apps and API clients name the active workspace with. */
export const WORKSPACE_HEADER = 'x-workspace-id';

interface WorkspaceRequest {
  user?: Principal;
  /** Set by the public API's guard for a call made with an API key: the workspace it was made in. */
  apiKey?: { workspaceId: number };
  headers: Record<string, string | string[] | undefined>;
  activeWorkspace?: Promise<ActingWorkspace>;
}

/**
 * Reads the active workspace of a request: the one `X-Workspace-Id` names (404 when the
 * caller is not its member), else the caller's last used. An API key acts in the workspace
 * it was made in, with its maker's role there (a header naming another: 404). The role is
 * read from the database on every request, so a changed role or a removal holds at once on
 * every replica.
 */
@Injectable()
export class ActiveWorkspacePipe implements PipeTransform<WorkspaceRequest, Promise<ActingWorkspace>> {
  constructor(private readonly workspaces: WorkspacesService) {}

  transform(request: WorkspaceRequest): Promise<ActingWorkspace> {
    request.activeWorkspace ??= this.resolve(request);
    return request.activeWorkspace;
  }

  private resolve(request: WorkspaceRequest): Promise<ActingWorkspace> {
    const user = request.user;
    if (!user) throw new Error('ActiveWorkspace needs a signed-in caller');
    const header = request.headers[WORKSPACE_HEADER];
    const named = header === undefined || header === '' ? undefined : workspaceNamed(header);
    // A key's calls stay in its workspace whatever its maker last opened in a browser: a
    // program's answers must not change with someone's clicks.
    if (request.apiKey) {
      if (named !== undefined && named !== request.apiKey.workspaceId)
        throw new NotFoundException(M.notFound);
      return this.workspaces.memberIn(user.id, request.apiKey.workspaceId);
    }
    return this.workspaces.active(user.id, named);
  }
}

/** The id `X-Workspace-Id` holds; 400 when it is not one. */
function workspaceNamed(header: string | string[]): number {
  if (typeof header !== 'string' || !/^[1-9]\d{0,9}$/.test(header.trim())) {
    throw new BadRequestException(M.headerInvalid);
  }
  return Number(header.trim());
}

/**
 * The workspace the request acts in, with the caller's role there: a controller's
 * parameter, after the guards have identified the caller (by session or API key).
 */
export const ActiveWorkspace = (): ParameterDecorator =>
  createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
    ctx.switchToHttp().getRequest<WorkspaceRequest>(),
  )(ActiveWorkspacePipe);
