// The workspaces module's face: what other modules may import (docs/decisions/module-faces.md).
export { WorkspacesModule } from './workspaces.module';
export { WorkspacesService } from './workspaces.service';
export { MemberLimits } from './member-limits';
