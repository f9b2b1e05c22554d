import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  API_KEYS_CREATED_PER_HOUR,
  isAdminRole,
  type ApiKeyDto,
  type CreatedApiKeyDto,
} from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import type { Principal } from '../../../platform/common/principal';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { EntitlementsService } from '../../billing';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../../workspaces';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyResponseDto, CreatedApiKeyResponseDto } from './dto/api-key-response.dto';
import { CreateApiKeyDto } from './dto/create-api-key.dto';

/**
 * The active workspace's API keys (the Developers screen): its owners and admins list, make
 * and revoke them (others: 403); another workspace's are not there (404).
 */
@ApiTags('api-keys')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('api-keys')
export class ApiKeysController {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The workspace's API keys, newest first (never the keys themselves)" })
  @ApiOkResponse({ type: [ApiKeyResponseDto] })
  @ApiErrors(403)
  list(@ActiveWorkspace() workspace: ActingWorkspace): Promise<ApiKeyDto[]> {
    return this.keys.list(idFor(workspace, 'manage'));
  }

  @Post()
  @ApiOperation({
    summary: 'Make an API key: the answer holds the key, shown this once',
    description: `The key acts in the workspace with its maker's role there. Past the workspace plan's API key limit (the Free Trial has none), or a role below admin: 403. More than ${API_KEYS_CREATED_PER_HOUR} keys made in an hour: 429 with Retry-After.`,
  })
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  @ApiErrors(400, 403, 429)
  async create(
    @CurrentUser() user: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyDto> {
    const workspaceId = idFor(workspace, 'manage');
    // Administrators run the installation and hold no plan's limits, nor do their workspaces
    // (no entitlements: -1, unlimited, as the API key guard reads them).
    const limit = isAdminRole(user.role)
      ? -1
      : ((await this.entitlements.forWorkspace(workspaceId))?.apiKeyLimit ?? -1);
    return this.keys.create(user.id, workspaceId, dto, limit);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API key: it stops working at once, on every replica' })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  async revoke(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.keys.revoke(idFor(workspace, 'manage'), id);
  }
}
