import { SetMetadata } from '@nestjs/common';
import type { Role } from '@qrpanel/contracts';

export const ROLES_KEY = 'roles';
export const ROLE_MESSAGE_KEY = 'roleMessage';

/** Only these roles may call the route; others get 403 (with `message` when given). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
export const RoleDeniedMessage = (message: string) => SetMetadata(ROLE_MESSAGE_KEY, message);
