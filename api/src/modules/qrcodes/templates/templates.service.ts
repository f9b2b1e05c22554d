import {
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository, type EntityManager } from 'typeorm';
import {
  DESIGN_MESSAGES,
  isAdminRole,
  QR_MESSAGES,
  redirectUrl,
  TEMPLATE_MESSAGES as M,
  templateAllowed,
  validateQrDesign,
  type QrDesign,
  type QrTemplateDto,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { Principal } from '../../../platform/common/principal';
import { fieldsError } from '../../../platform/common/validation';
import { conflictOnDuplicate } from '../../../platform/database/unique-violation';
import { EntitlementsService } from '../../billing';
import { LogoStorage } from '../../uploads';
import { mayDo, WorkspacesService, type ActingWorkspace } from '../../workspaces';
import { QrImageService } from '../qr-image.service';
import { QrTemplate } from './qr-template.entity';

export interface TemplateInput {
  name?: string;
  design?: unknown;
  shared?: boolean;
}

/**
 * Saved designs. A member reaches their workspace's and the published ones; editors,
 * admins and owners make and change the workspace's; only a super_admin publishes, and
 * only a super_admin changes a published one. Each design is checked as a
 * code's is (shape 400, scannability 422), so applying a template never makes a code that
 * will not save.
 */
@Injectable()
export class TemplatesService {
  constructor(
    @InjectRepository(QrTemplate) private readonly templates: Repository<QrTemplate>,
    private readonly entitlements: EntitlementsService,
    private readonly workspaces: WorkspacesService,
    private readonly logos: LogoStorage,
    private readonly images: QrImageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The workspace's templates and the published ones, by name. */
  async list(workspace: ActingWorkspace): Promise<QrTemplateDto[]> {
    const rows = await this.templates.find({ where: [{ workspaceId: workspace.id }, { shared: true }] });
    // Sorted here, not by the database: the two databases' collations order accents apart.
    return rows
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id)
      .map(view);
  }

  async read(workspace: ActingWorkspace, id: number): Promise<QrTemplateDto> {
    return view(await this.visible(workspace.id, id));
  }

  async create(
    actor: Principal,
    workspace: ActingWorkspace,
    input: Required<Pick<TemplateInput, 'name'>> & TemplateInput,
  ): Promise<QrTemplateDto> {
    mayDo(workspace, 'edit');
    if (input.design === undefined) throw fieldsError({ design: [M.designRequired] });
    if (input.shared) this.mayPublish(actor);
    const design = await this.checked(actor, input.design);
    const id = await this.templates.manager.transaction(async (manager) => {
      await this.checkLimit(manager, actor, workspace.id);
      const row = manager.create(QrTemplate, {
        workspaceId: workspace.id,
        userId: actor.id,
        name: input.name,
        nameKey: nameKey(input.name),
        design,
        shared: input.shared ?? false,
      });
      return (await conflictOnDuplicate(() => manager.save(row), M.nameTaken)).id;
    });
    return view(await this.templates.findOneByOrFail({ id }));
  }

  /** Any of name, design and shared; fields left out keep their value. */
  async update(
    actor: Principal,
    workspace: ActingWorkspace,
    id: number,
    input: TemplateInput,
  ): Promise<QrTemplateDto> {
    const template = await this.changeable(actor, workspace, id);
    const shared = typeof input.shared === 'boolean' ? input.shared : template.shared;
    if (shared !== template.shared) this.mayPublish(actor);
    const design = input.design === undefined ? template.design : await this.checked(actor, input.design);
    const name = input.name ?? template.name;
    await conflictOnDuplicate(
      () => this.templates.update({ id }, { name, nameKey: nameKey(name), design, shared }),
      M.nameTaken,
    );
    return view(await this.templates.findOneByOrFail({ id }));
  }

  async remove(actor: Principal, workspace: ActingWorkspace, id: number): Promise<void> {
    const template = await this.changeable(actor, workspace, id);
    await this.templates.delete({ id: template.id });
  }

  /** The design a code made from this template gets (a copy: later edits of the template leave the code). */
  async designFor(workspaceId: number, id: number): Promise<QrDesign> {
    const template = await this.templates.findOneBy({ id });
    if (!template || !(template.shared || template.workspaceId === workspaceId)) {
      throw fieldsError({ templateId: [M.notFound] });
    }
    return template.design;
  }

  /** The template of this name (whatever the case) the workspace may apply: its own first, else a published one. */
  async idNamed(workspaceId: number, name: string): Promise<number> {
    const key = nameKey(name.trim());
    const found = await this.templates.find({
      where: [
        { workspaceId, nameKey: key },
        { shared: true, nameKey: key },
      ],
    });
    const template = found.find((t) => t.workspaceId === workspaceId) ?? found[0];
    if (!template) throw fieldsError({ template: [M.namedNotFound(name.trim())] });
    return template.id;
  }

  /** The workspace's or published; anything else is 404, as another workspace's codes are. */
  private async visible(workspaceId: number, id: number): Promise<QrTemplate> {
    const template = await this.templates.findOneBy({ id });
    if (!template || !(template.shared || template.workspaceId === workspaceId))
      throw new NotFoundException(M.notFound);
    return template;
  }

  /**
   * A published template is the super_admin's to change; the workspace's its editors',
   * admins' and owners' (a viewer: 403).
   */
  private async changeable(actor: Principal, workspace: ActingWorkspace, id: number): Promise<QrTemplate> {
    const template = await this.visible(workspace.id, id);
    if (template.shared) {
      if (actor.role !== 'super_admin') throw new ForbiddenException(M.sharedReadOnly);
    } else mayDo(workspace, 'edit');
    return template;
  }

  private mayPublish(actor: Principal): void {
    if (actor.role !== 'super_admin') throw new ForbiddenException(M.publishForbidden);
  }

  /**
   * The workspace plan's template_limit (0 none, -1 unlimited); administrators have no plan
   * and no limit. The workspace's row is locked first, so two servers cannot both pass the check.
   */
  private async checkLimit(manager: EntityManager, actor: Principal, workspaceId: number): Promise<void> {
    if (isAdminRole(actor.role)) return;
    // A workspace of the installation's administrators has no entitlements, and no limit.
    const templateLimit = (await this.entitlements.forWorkspace(workspaceId))?.templateLimit ?? -1;
    if (templateLimit === 0) throw new ForbiddenException(M.notIncluded);
    await this.workspaces.lockForChange(manager, workspaceId);
    if (!templateAllowed(templateLimit, await manager.countBy(QrTemplate, { workspaceId }))) {
      throw new ForbiddenException(M.limitReached(templateLimit));
    }
  }

  /**
   * The design, checked as a code's: its shape (400), its logo on file, and that it scans
   * (422). It is drawn for a dynamic code of this installation, the payload most templates
   * will carry; as for a new code, a misread with one key is tried with others first.
   */
  private async checked(actor: Principal, raw: unknown): Promise<QrDesign> {
    const result = validateQrDesign(raw);
    if (!result.ok) throw fieldsError(result.errors);
    const design = result.design;
    if (design.logo && !(await this.logos.exists(design.logo.path))) {
      throw fieldsError({ 'design.logo.path': [QR_MESSAGES.logoPathInvalid] });
    }
    let problem: string | null = null;
    for (let attempt = 0; attempt < SAMPLE_KEYS; attempt += 1) {
      const sample = redirectUrl(this.config.publicUrl, randomBytes(16).toString('base64url'));
      problem = await this.images.scanProblem(design, sample, { owner: actor.id });
      if (problem !== DESIGN_MESSAGES.doesNotDecode) break;
    }
    if (problem) {
      throw new UnprocessableEntityException({
        message: problem,
        error: 'Unprocessable Entity',
        fields: { design: [problem] },
      });
    }
    return design;
  }
}

const SAMPLE_KEYS = 3;
const nameKey = (name: string) => name.toLowerCase();

function view(t: QrTemplate): QrTemplateDto {
  return {
    id: t.id,
    name: t.name,
    design: t.design,
    shared: t.shared,
    user_id: t.userId,
    created_at: new Date(t.createdAt).toISOString(),
    updated_at: new Date(t.updatedAt).toISOString(),
  };
}
