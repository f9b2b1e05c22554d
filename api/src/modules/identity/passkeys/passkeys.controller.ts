import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { PasskeyCreationOptionsDto, PasskeyDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ApiErrors, ErrorResponseDto } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../users/user.entity';
import { PasskeyCreateDto, PasskeyRenameDto } from './dto/passkey-requests.dto';
import { PasskeyCreationOptionsResponseDto, PasskeyResponseDto } from './dto/passkey-responses.dto';
import { PasskeysService } from './passkeys.service';

/** The signed-in user's own passkeys (signing in with one: PasskeySignInController). */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's passkeys, oldest first" })
  @ApiOkResponse({ type: [PasskeyResponseDto] })
  @ApiErrors(401)
  list(@CurrentUser() user: User): Promise<PasskeyDto[]> {
    return this.passkeys.list(user);
  }

  @Post('registration/options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start adding a passkey: the options for navigator.credentials.create()',
    description:
      'The challenge is single use, valid 5 minutes and bound to the signed-in user; at most 5 open at once (429). 409 at 20 passkeys.',
  })
  @ApiOkResponse({ type: PasskeyCreationOptionsResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(401, 409)
  registrationOptions(@CurrentUser() user: User): Promise<PasskeyCreationOptionsDto> {
    return this.passkeys.registrationOptions(user);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a passkey: its name and what the browser answered to the registration options',
  })
  @ApiCreatedResponse({ type: PasskeyResponseDto })
  @ApiErrors(400, 401, 409)
  create(@CurrentUser() user: User, @Body() dto: PasskeyCreateDto): Promise<PasskeyDto> {
    return this.passkeys.register(user, dto.name, dto.response);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename one of your passkeys' })
  @ApiOkResponse({ type: PasskeyResponseDto })
  @ApiErrors(400, 401, 404)
  rename(
    @CurrentUser() user: User,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: PasskeyRenameDto,
  ): Promise<PasskeyDto> {
    return this.passkeys.rename(user, id, dto.name);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of your passkeys: it no longer signs in' })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.passkeys.remove(user, id);
  }
}
