import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { PasskeyRequestOptionsDto } from '@qrpanel/contracts';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors, ErrorResponseDto } from '../../../platform/common/dto/error-response.dto';
import { PasskeyRequestOptionsResponseDto } from '../passkeys/dto/passkey-responses.dto';
import { MfaPasskeyOptionsDto } from './dto/two-factor-requests.dto';
import { TwoFactorService } from './two-factor.service';

/** A passkey as sign-in's second step: its prompt here, its answer to POST /auth/2fa/verify. */
@ApiTags('auth')
@Controller('auth/2fa/passkey')
export class SecondStepPasskeyController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('options')
  @HttpCode(200)
  @ApiOperation({
    summary: "Sign-in's second step with a passkey: the options for navigator.credentials.get()",
    description:
      'For the account the mfa_token stands for, allowing its passkeys; 400 when it has none. The challenge is single use and valid 5 minutes.',
  })
  @ApiOkResponse({ type: PasskeyRequestOptionsResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 401)
  options(@Body() dto: MfaPasskeyOptionsDto): Promise<PasskeyRequestOptionsDto> {
    return this.twoFactor.passkeyOptions(dto.mfa_token);
  }
}
