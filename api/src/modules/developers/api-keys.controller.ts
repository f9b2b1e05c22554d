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
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import type { Principal } from '../../platform/common/principal';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { EntitlementsService } from '../billing';
import { ApiKeysService } from '../identity';
import { ApiKeyResponseDto, CreatedApiKeyResponseDto } from './dto/api-key-response.dto';
import { CreateApiKeyDto } from './dto/create-api-key.dto';

/** The signed-in user's API keys (the Developers screen). Each user reaches only their own. */
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
  @ApiOperation({ summary: 'My API keys, newest first (never the keys themselves)' })
  @ApiOkResponse({ type: [ApiKeyResponseDto] })
  list(@CurrentUser() user: Principal): Promise<ApiKeyDto[]> {
    return this.keys.list(user.id);
  }

  @Post()
  @ApiOperation({
    summary: 'Make an API key: the answer holds the key, shown this once',
    description: `Past the plan's API key limit (the Free Trial has none): 403. More than ${API_KEYS_CREATED_PER_HOUR} keys made in an hour: 429 with Retry-After.`,
  })
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  @ApiErrors(400, 403, 429)
  async create(@CurrentUser() user: Principal, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    // Administrators run the installation and hold no plan's limits.
    const limit = isAdminRole(user.role) ? -1 : (await this.entitlements.forUser(user.id)).apiKeyLimit;
    return this.keys.create(user.id, dto, limit);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API key: it stops working at once, on every replica' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async revoke(@CurrentUser() user: Principal, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.keys.revoke(user.id, id);
  }
}
