import { Global, Injectable, Module } from '@nestjs/common';
import { MemberLimits } from '../../workspaces';
import { EntitlementsService } from './entitlements.service';
import { PlansModule } from './plans.module';

/** Workspaces' MemberLimits, read from the workspace's plan (or the Free Trial's setting). */
@Injectable()
class MemberLimitsFromPlans extends MemberLimits {
  constructor(private readonly entitlements: EntitlementsService) {
    super();
  }

  async of(workspaceId: number): Promise<number> {
    return (await this.entitlements.forWorkspace(workspaceId))?.memberLimit ?? 0;
  }
}

/** Global: workspaces, a floor below, keeps invitations within a plan through it. */
@Global()
@Module({
  imports: [PlansModule],
  providers: [{ provide: MemberLimits, useClass: MemberLimitsFromPlans }],
  exports: [MemberLimits],
})
export class MemberLimitsModule {}
