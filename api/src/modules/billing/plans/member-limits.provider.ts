import { Global, Injectable, Module } from '@nestjs/common';
import { isAdminRole } from '@qrpanel/contracts';
import { UsersModule, UsersService } from '../../identity';
import { MemberLimits } from '../../workspaces';
import { EntitlementsService } from './entitlements.service';
import { PlansModule } from './plans.module';

/** Workspaces' MemberLimits, read from the holder's plan (or the Free Trial's setting). */
@Injectable()
class MemberLimitsFromPlans extends MemberLimits {
  constructor(
    private readonly users: UsersService,
    private readonly entitlements: EntitlementsService,
  ) {
    super();
  }

  async of(userId: number): Promise<number> {
    const user = await this.users.findById(userId);
    if (!user || isAdminRole(user.role)) return 0;
    return (await this.entitlements.forUser(userId)).memberLimit;
  }
}

/** Global: workspaces, a floor below, keeps invitations within a plan through it. */
@Global()
@Module({
  imports: [PlansModule, UsersModule],
  providers: [{ provide: MemberLimits, useClass: MemberLimitsFromPlans }],
  exports: [MemberLimits],
})
export class MemberLimitsModule {}
