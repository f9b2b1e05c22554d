import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecoveryCodesDto, TotpSetupDto, TwoFactorStatusDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../users/user.entity';
import { TotpDisableDto, TotpEnableDto } from './dto/two-factor-requests.dto';
import {
  RecoveryCodesResponseDto,
  TotpSetupResponseDto,
  TwoFactorStatusResponseDto,
} from './dto/two-factor-responses.dto';
import { TwoFactorService } from './two-factor.service';

/** The signed-in user's own two-factor sign-in (the second step of sign-in is POST /auth/2fa/verify). */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/2fa/totp')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on for the signed-in user' })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  @ApiErrors(401)
  status(@CurrentUser() user: User): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start setting up a TOTP app: a new secret, as text and as an otpauth:// URL for a QR code',
    description:
      'The only answer that holds the secret. Calling it again replaces a secret not confirmed yet; while two-factor sign-in is on: 409.',
  })
  @ApiOkResponse({ type: TotpSetupResponseDto })
  @ApiErrors(401, 409)
  setup(@CurrentUser() user: User): Promise<TotpSetupDto> {
    return this.twoFactor.setup(user);
  }

  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-factor sign-in on with a code of the secret set up',
    description: 'Answers ten recovery codes, this once: each works once in place of a code.',
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors(400, 401, 409)
  enable(@CurrentUser() user: User, @Body() dto: TotpEnableDto): Promise<RecoveryCodesDto> {
    return this.twoFactor.enable(user, dto.code);
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
    description: 'A wrong code counts towards the lock of the second step (429 with Retry-After).',
  })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  @ApiErrors(400, 401, 429)
  async disable(@CurrentUser() user: User, @Body() dto: TotpDisableDto): Promise<TwoFactorStatusDto> {
    await this.twoFactor.disable(user, dto.password, dto);
    return { enabled: false, recovery_codes_left: 0 };
  }
}
