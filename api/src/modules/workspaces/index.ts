// The workspaces module's face: what other modules may import (docs/decisions/module-faces.md).
export { WorkspacesModule } from './workspaces.module';
export { WorkspacesService } from './workspaces.service';
export { MemberLimits } from './member-limits';
export { WorkspaceMemberResponseDto } from './dto/workspace-response.dto';
export { ActiveWorkspace, ActiveWorkspacePipe, WORKSPACE_HEADER } from './active-workspace';
export { can, idFor, mayDo, type ActingWorkspace } from './workspace-access';
// An exception, as identity's User: the target of codes' and folders' workspace relations.
export { Workspace } from './workspace.entities';
