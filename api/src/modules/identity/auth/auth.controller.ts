import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiOperation,
  getSchemaPath,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  MESSAGES,
  type AuthResponse,
  type Language,
  type LoginResponse,
  type PasswordChangedDto,
  type UserDto,
} from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors, ErrorResponseDto } from '../../../platform/common/dto/error-response.dto';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { AuthResponseDto, MessageResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import type { User } from '../users/user.entity';
import { UserViews } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { CurrentSessionId } from '../sessions/current-session';
import { PasswordChangedResponseDto } from '../sessions/dto/session-response.dto';
import type { SignInClient } from '../sessions/session-client';
import { SignInClientOf } from '../sessions/sign-in-client.decorator';
import { MfaVerifyDto } from '../two-factor/dto/two-factor-requests.dto';
import { MfaChallengeResponseDto } from '../two-factor/dto/two-factor-responses.dto';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly passwordResets: PasswordResetService,
    private readonly views: UserViews,
  ) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  @ApiOperation({ summary: 'Register an account and sign in' })
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 403, 409)
  register(@Body() dto: RegisterDto, @SignInClientOf() client: SignInClient): Promise<AuthResponse> {
    return this.auth.register(dto, client);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @ApiOperation({
    summary: 'Sign in with email and password',
    description:
      'With two-factor sign-in on, the answer is { mfa_required, mfa_token } and no session: POST /auth/2fa/verify gives it.',
  })
  @HttpCode(200)
  @ApiExtraModels(MfaChallengeResponseDto)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(AuthResponseDto) }, { $ref: getSchemaPath(MfaChallengeResponseDto) }],
    },
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 401)
  login(@Body() dto: LoginDto, @SignInClientOf() client: SignInClient): Promise<LoginResponse> {
    return this.auth.login(dto, client);
  }

  /**
   * Sign-in's second step. Five wrong ones lock the account's second step for 15 minutes
   * (429 with Retry-After); a code is accepted once.
   */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('2fa/verify')
  @ApiOperation({
    summary: "Sign-in's second step: the mfa_token and a code of the authenticator app or a recovery code",
  })
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 401)
  verifySecondStep(@Body() dto: MfaVerifyDto, @SignInClientOf() client: SignInClient): Promise<AuthResponse> {
    return this.auth.verifySecondStep(dto.mfa_token, dto, client);
  }

  /** The same answer whatever the email (docs/product.md, Accounts and sign-in); the link goes by mail. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('forgot-password')
  @ApiOperation({ summary: 'Send a password reset link by mail' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400)
  async forgotPassword(
    @Body() dto: ForgotPasswordDto,
    @RequestLanguage() language: Language,
  ): Promise<{ message: string }> {
    await this.passwordResets.request(dto.email, language);
    return { message: MESSAGES.forgotPasswordSent };
  }

  /** Sets the password from a reset link; sessions opened before then answer 401. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('reset-password')
  @ApiOperation({ summary: 'Set a new password with a reset token' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400)
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<{ message: string }> {
    await this.passwordResets.reset(dto.token, dto.password);
    return { message: MESSAGES.passwordResetDone };
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiBearerAuth()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(401)
  me(@CurrentUser() user: User): Promise<UserDto> {
    return this.views.one(user);
  }

  @Put('profile')
  @ApiOperation({ summary: "Update the signed-in user's name and email" })
  @ApiBearerAuth()
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 409)
  async updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.views.one(await this.users.updateProfile(user, dto));
  }

  /**
   * Ends the user's other sessions; this one goes on with the token in the answer (the one it
   * was called with no longer works).
   */
  @Put('password')
  @ApiOperation({
    summary: "Change the signed-in user's password",
    description:
      "Signs out the user's other sessions. The caller's session continues with the answer's token; the token the call was made with answers 401 from now on.",
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: PasswordChangedResponseDto })
  @ApiErrors(400, 401)
  changePassword(
    @CurrentUser() user: User,
    @Body() dto: ChangePasswordDto,
    @CurrentSessionId() sessionId: number | undefined,
    @SignInClientOf() client: SignInClient,
  ): Promise<PasswordChangedDto> {
    return this.auth.changePassword(user, dto, sessionId, client);
  }
}
