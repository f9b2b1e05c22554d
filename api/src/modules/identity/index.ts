// The identity module's face: what other modules may import (docs/decisions/module-faces.md).
export { UsersModule } from './users/users.module';
export { UsersService } from './users/users.service';
export { UserViews } from './users/user.view';
export { UserResponseDto } from './users/dto/user-response.dto';
export { USER_DELETED, type UserDeleted } from './users/user-deleted.job';
// A port: billing, a floor above, provides the names of plans (its PlanNamesModule).
export { PlanNames } from './users/plan-names';
export { AuthModule } from './auth/auth.module';
export { AuthService } from './auth/auth.service';
// What a sign-in request tells of its client, for the session it opens (an invitation's too).
export { SignInClientOf } from './sessions/sign-in-client.decorator';
export type { SignInClient } from './sessions/session-client';
// The rules of an account's fields, for bodies that make an account elsewhere (an invitation's).
export { NameField, PasswordField } from './users/dto/fields';
export { PasswordService } from './auth/password.service';
export { TwoFactorModule } from './two-factor/two-factor.module';
export { TwoFactorService } from './two-factor/two-factor.service';
// Single sign-on, and its port: workspaces, a floor above, adds the accounts it makes.
export { SsoModule } from './sso/sso.module';
export { SsoWorkspaces } from './sso/sso-workspaces';
// An entity, an exception on this face: the target of other modules' relations (their owner
// columns), and the signed-in user the guards hand to controllers.
export { User } from './users/user.entity';
