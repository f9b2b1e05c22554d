import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { isAdminRole, type PublicSettingsDto, type SettingsDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import type { Principal } from '../../platform/common/principal';
import { Public } from '../../platform/common/decorators/public.decorator';
import { Roles } from '../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { PublicSettingsResponseDto, SettingsResponseDto } from './dto/settings-response.dto';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';
import { toAdminSettings, toPublicSettings } from './settings.view';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Public: the login screen shows the logo. Administrators get every field, secrets masked. */
  @Public()
  @Get()
  @ApiOperation({
    summary: 'Application settings (all of them for administrators, the public part otherwise)',
  })
  @ApiBearerAuth()
  @ApiExtraModels(PublicSettingsResponseDto, SettingsResponseDto)
  @ApiOkResponse({
    description: 'SettingsResponseDto for administrators, PublicSettingsResponseDto for everyone else',
    // The administrators' answer holds every field of the public one: anyOf, not oneOf.
    schema: {
      anyOf: [
        { $ref: getSchemaPath(SettingsResponseDto) },
        { $ref: getSchemaPath(PublicSettingsResponseDto) },
      ],
    },
  })
  @ApiErrors(500)
  async get(@CurrentUser() user: Principal | undefined): Promise<SettingsDto | PublicSettingsDto> {
    const settings = await this.settings.get();
    return isAdminRole(user?.role) ? toAdminSettings(settings) : toPublicSettings(settings);
  }

  @Put()
  @Roles('super_admin', 'admin')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Saves the given settings (the screen sends them all, secrets masked as read)',
    description:
      'Changing a payment or mail secret, or the SMTP host or port, is for the super_admin: 403 for an administrator, who may still send them back unchanged.',
  })
  @ApiOkResponse({ type: SettingsResponseDto })
  @ApiErrors(400, 401, 403)
  async update(@CurrentUser() user: Principal, @Body() dto: UpdateSettingsDto): Promise<SettingsDto> {
    return toAdminSettings(await this.settings.update(dto, user.role));
  }
}
