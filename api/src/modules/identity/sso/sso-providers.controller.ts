import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SSO_MESSAGES as M, type SsoProviderDto } from '@qrpanel/contracts';
import { RoleDeniedMessage, Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { CreateSsoProviderDto, UpdateSsoProviderDto } from './dto/sso-requests.dto';
import { SsoProviderResponseDto } from './dto/sso-responses.dto';
import { SsoProvidersService } from './sso-providers.service';

/** Sign-in providers (docs/product.md, Single sign-on): super_admin only. */
@ApiTags('sso')
@ApiBearerAuth()
@ApiErrors(401, 403)
@Roles('super_admin')
@RoleDeniedMessage(M.onlySuperAdmins)
@Controller('auth/sso/providers')
export class SsoProvidersController {
  constructor(private readonly providers: SsoProvidersService) {}

  @Get()
  @ApiOperation({ summary: 'List the sign-in providers', description: 'Client secrets are never answered.' })
  @ApiOkResponse({ type: [SsoProviderResponseDto] })
  list(): Promise<SsoProviderDto[]> {
    return this.providers.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Add a sign-in provider',
    description:
      'Runs discovery against the issuer first: a failure answers 400 naming why, and nothing is stored.',
  })
  @ApiCreatedResponse({ type: SsoProviderResponseDto })
  @ApiErrors(400, 409)
  create(@Body() dto: CreateSsoProviderDto): Promise<SsoProviderDto> {
    return this.providers.create(dto);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a sign-in provider',
    description:
      'An absent client_secret keeps the one set. Discovery runs again while the provider is enabled.',
  })
  @ApiOkResponse({ type: SsoProviderResponseDto })
  @ApiErrors(400, 404, 409)
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateSsoProviderDto): Promise<SsoProviderDto> {
    return this.providers.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a sign-in provider and the identities linked to it' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.providers.remove(id);
  }
}
