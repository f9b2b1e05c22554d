import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  FREE_TRIAL_DEFAULTS,
  FREE_TRIAL_PLAN_NAME,
  isAdminRole,
  type Entitlements,
} from '@qrpanel/contracts';
import { SettingsService } from '../../settings';
import { UsersService } from '../../identity';
import { WorkspacesService } from '../../workspaces';
import { Plan } from './plan.entity';

export type { Entitlements } from '@qrpanel/contracts';

/**
 * The limits and features in force for a workspace (docs/product.md, Plans and limits): those of its plan,
 * archived or not (archived plans keep their subscribers), or else the Free Trial's, which
 * are application settings. A QR-code or scan limit of 0 means unlimited; templates have their
 * own scale (0 none, -1 unlimited).
 */
@Injectable()
export class EntitlementsService {
  constructor(
    private readonly users: UsersService,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    private readonly settings: SettingsService,
    private readonly workspaces: WorkspacesService,
  ) {}

  /**
   * The limits in force for a workspace: its plan's (its live subscription's, or one a
   * platform administrator gave it), else the Free Trial's. Null for a workspace of a
   * platform administrator's on no plan: the installation's own workspaces have no limits.
   */
  async forWorkspace(workspaceId: number): Promise<Entitlements | null> {
    const own = await this.workspaces.planOf(workspaceId);
    const plan = own === null ? null : await this.plans.findOneBy({ id: own });
    if (plan) return fromPlan(plan);
    const holder = await this.workspaces.planHolder(workspaceId);
    const user = holder === undefined ? null : await this.users.findById(holder);
    if (user && isAdminRole(user.role)) return null;
    return this.freeTrial();
  }

  private async freeTrial(): Promise<Entitlements> {
    const s = await this.settings.get();
    return {
      planId: null,
      planName: FREE_TRIAL_PLAN_NAME,
      qrCodeLimit: s.free_trial_qr_code_limit,
      scanLimit: s.free_trial_scan_limit,
      templateLimit: s.free_trial_template_limit,
      features: { analytics: s.free_trial_analytics, customLogos: s.free_trial_custom_logos },
      apiKeyLimit: FREE_TRIAL_DEFAULTS.apiKeyLimit,
      apiRateLimit: FREE_TRIAL_DEFAULTS.apiRateLimit,
      memberLimit: s.free_trial_member_limit,
      domainLimit: FREE_TRIAL_DEFAULTS.domainLimit,
      storageLimitMb: FREE_TRIAL_DEFAULTS.storageLimitMb,
    };
  }
}

function fromPlan(plan: Plan): Entitlements {
  return {
    planId: plan.id,
    planName: plan.name,
    qrCodeLimit: plan.qrCodeLimit,
    scanLimit: plan.scanLimit,
    templateLimit: plan.templateLimit,
    features: { analytics: plan.featureAnalytics, customLogos: plan.featureCustomLogos },
    apiKeyLimit: plan.apiKeyLimit,
    apiRateLimit: plan.apiRateLimit,
    memberLimit: plan.memberLimit,
    domainLimit: plan.domainLimit,
    storageLimitMb: plan.storageLimitMb,
  };
}
