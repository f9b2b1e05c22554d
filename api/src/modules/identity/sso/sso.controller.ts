import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Redirect,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type {
  LoginResponse,
  SsoIdentityDto,
  SsoLinkStartDto,
  SsoProviderSummaryDto,
} from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors, ErrorResponseDto } from '../../../platform/common/dto/error-response.dto';
import type { SignInClient } from '../sessions/session-client';
import { SignInClientOf } from '../sessions/sign-in-client.decorator';
import { MfaChallengeResponseDto } from '../two-factor/dto/two-factor-responses.dto';
import { AuthResponseDto } from '../users/dto/user-response.dto';
import type { User } from '../users/user.entity';
import { SsoCodeDto } from './dto/sso-requests.dto';
import {
  SsoIdentityResponseDto,
  SsoLinkStartResponseDto,
  SsoProviderSummaryResponseDto,
} from './dto/sso-responses.dto';
import { SsoProvidersService } from './sso-providers.service';
import { SsoSignInService } from './sso-sign-in.service';

/** The query of the request's address, as the provider sent it (the library reads it whole). */
const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

/**
 * Signing in with a provider, and the identities a signed-in account links. The start and
 * the callback are browser navigations: they answer redirects, never JSON, and no token.
 */
@ApiTags('sso')
@Controller('auth/sso')
export class SsoController {
  constructor(
    private readonly providers: SsoProvidersService,
    private readonly flow: SsoSignInService,
  ) {}

  @Public()
  @Get('enabled')
  @ApiOperation({ summary: 'The enabled sign-in providers, for the login screen: slug and name only' })
  @ApiOkResponse({ type: [SsoProviderSummaryResponseDto] })
  enabled(): Promise<SsoProviderSummaryDto[]> {
    return this.providers.enabled();
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Get(':slug/start')
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Start signing in with a provider: redirects to its sign-in page',
    description:
      'With state, nonce and a PKCE challenge (S256), kept server-side for 10 minutes and single use. A provider unknown, disabled or unreachable redirects to /login/sso with a one-time code whose exchange answers why.',
  })
  @ApiFoundResponse({ description: 'To the provider, or to /login/sso?code=…' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async start(@Param('slug') slug: string): Promise<{ url: string }> {
    return { url: await this.flow.startOrRefuse(slug) };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Get(':slug/callback')
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Where the provider sends the browser back',
    description:
      'Checks the state (single use), the code with its PKCE verifier and the ID token with its nonce, then redirects to /login/sso?code=… (a sign-in) or /settings?sso=… (a link) with a one-time code, valid 2 minutes.',
  })
  @ApiFoundResponse({ description: 'To /login/sso?code=… or /settings?sso=…' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async callback(@Param('slug') slug: string, @Req() request: FastifyRequest): Promise<{ url: string }> {
    return { url: await this.flow.callback(slug, queryOf(request)) };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange the one-time code of a sign-in for its answer',
    description:
      'Answers what POST /auth/login answers: a session, or with two-factor sign-in on { mfa_required, mfa_token }. A refused sign-in answers its reason.',
  })
  @ApiExtraModels(MfaChallengeResponseDto)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(AuthResponseDto) }, { $ref: getSchemaPath(MfaChallengeResponseDto) }],
    },
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 401, 403, 409)
  exchange(@Body() dto: SsoCodeDto, @SignInClientOf() client: SignInClient): Promise<LoginResponse> {
    return this.flow.exchange(dto.code, client);
  }

  @Post(':slug/link')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start linking an identity of a provider to the signed-in account',
    description: 'Answers the provider’s sign-in page; the callback hands back to /settings?sso=….',
  })
  @ApiOkResponse({ type: SsoLinkStartResponseDto })
  @ApiErrors(400, 401, 403)
  async startLink(@CurrentUser() user: User, @Param('slug') slug: string): Promise<SsoLinkStartDto> {
    return { url: await this.flow.start(slug, { userId: user.id, tokenVersion: user.tokenVersion }) };
  }

  @Post('link/finish')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Link the identity the one-time code of a link stands for' })
  @ApiOkResponse({ type: SsoIdentityResponseDto })
  @ApiErrors(400, 401, 403, 409)
  finishLink(@CurrentUser() user: User, @Body() dto: SsoCodeDto): Promise<SsoIdentityDto> {
    return this.flow.finishLink(user, dto.code);
  }

  @Get('identities')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The identities linked to the signed-in account' })
  @ApiOkResponse({ type: [SsoIdentityResponseDto] })
  @ApiErrors(401)
  identities(@CurrentUser() user: User): Promise<SsoIdentityDto[]> {
    return this.flow.identities(user);
  }

  @Delete('identities/:id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Unlink an identity',
    description: 'Refused (409) when it is the account’s last way to sign in.',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 404, 409)
  async unlink(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.flow.unlink(user, id);
  }
}
