import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, WorkspaceOverviewDto } from '@qrpanel/contracts';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { PageQueryDto, pageSchema, pagingOf } from '../../../platform/common/list-query';
import { EntitlementsService } from '../../billing';
import { UsersService } from '../../identity';
import { CodeLookup } from '../../qrcodes';
import { WorkspacesService } from '../../workspaces';

/** GET /workspaces/all: paging, search on the workspace's name, sort. */
export class ListWorkspacesDto extends PageQueryDto('workspaces') {}

class WorkspaceOwnerResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class WorkspaceOverviewResponseDto implements WorkspaceOverviewDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: WorkspaceOwnerResponseDto, nullable: true, description: 'Whose plan it follows' })
  owner: WorkspaceOwnerResponseDto | null;
  @ApiProperty() members: number;
  @ApiProperty({ type: Number, nullable: true, description: "Its own plan; null: it follows its owner's" })
  plan_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The plan in force; null: no limits' })
  plan_name: string | null;
  @ApiProperty() codes: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/**
 * The platform administrators' list of every workspace. It sits with the dashboard's
 * figures: it adds what modules below workspaces cannot tell of them, their codes
 * (qrcodes) and plans (billing), to the workspaces' own list.
 */
@ApiTags('workspaces')
@ApiBearerAuth()
@ApiExtraModels(WorkspaceOverviewResponseDto)
@ApiErrors(401)
@Roles('super_admin', 'admin')
@Controller('workspaces')
export class WorkspacesOverviewController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly users: UsersService,
    private readonly codes: CodeLookup,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Get('all')
  @ApiOperation({
    summary:
      'Every workspace with its owner, members, plan and codes, newest first unless sorted; q searches names (platform admins)',
  })
  @ApiOkResponse({ schema: pageSchema('WorkspaceOverviewResponseDto') })
  @ApiErrors(400, 403)
  async list(@Query() query: ListWorkspacesDto): Promise<Page<WorkspaceOverviewDto>> {
    const paging = pagingOf('workspaces', query as Record<string, unknown>);
    const page = paging.page ?? 1;
    const sort = paging.sort as { field: 'created_at' | 'name'; direction: 'asc' | 'desc' };
    const { rows, total } = await this.workspaces.overview({ q: paging.q, sort }, page, paging.limit);
    const ids = rows.map((r) => r.id);
    const owners = new Map(
      (await this.users.findByIds(rows.flatMap((r) => (r.holder === null ? [] : [r.holder])))).map((u) => [
        u.id,
        { id: u.id, name: u.name, email: u.email },
      ]),
    );
    const codes = await this.codes.countsByWorkspace(ids);
    const items = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        name: r.name,
        owner: (r.holder !== null && owners.get(r.holder)) || null,
        members: r.members,
        plan_id: r.planId,
        plan_name: (await this.entitlements.forWorkspace(r.id))?.planName ?? null,
        codes: codes.get(r.id) ?? 0,
        created_at: r.createdAt.toISOString(),
      })),
    );
    return { items, total, page, limit: paging.limit };
  }
}
