import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse, PasskeyRequestOptionsDto } from '@qrpanel/contracts';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors, ErrorResponseDto } from '../../../platform/common/dto/error-response.dto';
import { AuthService } from '../auth/auth.service';
import type { SignInClient } from '../sessions/session-client';
import { SignInClientOf } from '../sessions/sign-in-client.decorator';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { AuthResponseDto } from '../users/dto/user-response.dto';
import { PasskeySignInDto } from './dto/passkey-requests.dto';
import { PasskeyRequestOptionsResponseDto } from './dto/passkey-responses.dto';
import { PasskeysService } from './passkeys.service';

/**
 * Sign-in with a passkey and no password. Limited per client as POST /auth/login is (the
 * auth routes' throttler). A passkey asks for user verification on the device, so it stands
 * for both steps: an account with two-factor sign-in on is not asked for a code.
 */
@ApiTags('auth')
@Controller('auth/passkeys/authentication')
export class PasskeySignInController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start signing in with a passkey: the options for navigator.credentials.get()',
    description:
      'Names no account (discoverable credentials); the challenge is single use and valid 5 minutes.',
  })
  @ApiOkResponse({ type: PasskeyRequestOptionsResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  options(): Promise<PasskeyRequestOptionsDto> {
    return this.passkeys.signInOptions();
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with what the browser answered to the authentication options',
    description: 'Answers what POST /auth/login answers without two-factor sign-in.',
  })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 401)
  async signIn(@Body() dto: PasskeySignInDto, @SignInClientOf() client: SignInClient): Promise<AuthResponse> {
    const user = await this.passkeys.signIn(dto.response);
    const session = await this.auth.session(user, client, 'passkey');
    return (await this.twoFactor.enrollmentRequired(user))
      ? { ...session, mfa_enrollment_required: true }
      : session;
  }
}
