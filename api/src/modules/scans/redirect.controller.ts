import { Body, Controller, Get, HttpCode, Inject, Injectable, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiNotFoundResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REDIRECT_MESSAGES, type RedirectResult } from '@qrpanel/contracts';
import { Public } from '../../platform/common/decorators/public.decorator';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { I18nService, requestLanguage } from '../../platform/i18n/i18n.service';
import { DomainHosts } from '../domains';
import type { CodeAddress } from './redirect-cache';
import { PageTickets } from './page-tickets';
import { scanRequest } from './redirect.route';
import { REDIRECT_RESULT_SCHEMA, RedirectNoticeDto, WithRedirectResultModels } from './redirect-result.dto';
import { RedirectService, RetryLater } from './redirect.service';
import { UnlockDto } from './unlock.dto';

type PublicAnswer = RedirectResult & { statusCode?: number; message?: string; error?: string };

const RESOLVE_OK = {
  description:
    "{ type, data }: a type of url, text, email, phone, sms, vcard or wifi with its fields (a url code's url as its rules and split picked it), " +
    'inactive with a message, or password for a protected code, with nothing of it (no scan is recorded until it is unlocked)',
  schema: REDIRECT_RESULT_SCHEMA,
};
const RESOLVE_NOT_FOUND = {
  description: '{ type: error, data: { message } } beside the usual error fields',
  type: RedirectNoticeDto,
};
const UNLOCK_RULES =
  'A hosted page (a page type no rule sends elsewhere) answers its { type, data } and sets a cookie that opens its scan address ' +
  'for an hour; its scan is recorded when that address serves the page. ' +
  'A wrong password answers 401 "Incorrect password."; one address has five passwords checked per code within 10 minutes ' +
  '(a right one does not count; guesses by uuid and by key count together), the sixth and later answer 429 with Retry-After unchecked. ' +
  'While too many passwords are being checked at once, 503 with Retry-After.';

/** What the public page's calls answer, for a code named by its uuid or by its short key. */
@Injectable()
export class PublicCodeAnswers {
  constructor(
    private readonly redirects: RedirectService,
    private readonly i18n: I18nService,
    private readonly tickets: PageTickets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The code's content, or why it is not available. Records the scan. */
  async resolve(code: CodeAddress, request: FastifyRequest, reply: FastifyReply): Promise<PublicAnswer> {
    const decision = await this.redirects.decide(code);
    const scan = scanRequest(request.headers, request.ip, request.method, this.config.trustProxy);
    const visit = decision.kind === 'unknown' ? undefined : this.redirects.visit(decision, scan);
    const answered = await this.redirects.record(decision, scan, visit);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const result = this.translated(this.redirects.result(answered, visit), request);
    if (answered.kind !== 'unknown') return result;
    return notFound(result, reply);
  }

  /**
   * The right password opens a protected code (and records its scan). A hosted page's
   * answer also carries its ticket, a cookie that opens its scan address for an hour.
   */
  async unlock(
    code: CodeAddress,
    password: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PublicAnswer> {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    try {
      const scan = scanRequest(request.headers, request.ip, request.method, this.config.trustProxy);
      const unlocked = await this.redirects.unlock(code, password, scan);
      if (unlocked.page) reply.header('set-cookie', this.tickets.cookie(unlocked.page, code));
      const result = this.translated(unlocked.result, request);
      return result.type === 'error' ? notFound(result, reply) : result;
    } catch (e) {
      if (e instanceof RetryLater) reply.header('retry-after', String(Math.ceil(e.waitMs / 1000)));
      throw e;
    }
  }

  /** Why a code cannot be shown, in the visitor's language. */
  private translated(result: RedirectResult, request: FastifyRequest): RedirectResult {
    if (result.type !== 'inactive' && result.type !== 'error') return result;
    return {
      ...result,
      data: { message: this.i18n.translate(result.data.message, requestLanguage(request.headers)) },
    };
  }
}

/** The page reads { type, data }; other clients read the one error body. Both are here. */
function notFound(result: RedirectResult, reply: FastifyReply): PublicAnswer {
  reply.code(404);
  return { ...result, statusCode: 404, message: REDIRECT_MESSAGES.notFound, error: 'Not Found' };
}

@ApiTags('scans')
@WithRedirectResultModels()
@Controller('qrcodes/redirect')
export class RedirectController {
  constructor(private readonly answers: PublicCodeAnswers) {}

  /** The public redirect page's call: the code's content, or why it is not available. Records the scan. */
  @Public()
  @Get(':uuid')
  @ApiOperation({ summary: 'What a dynamic QR code shows when scanned (its content, or why it cannot)' })
  @ApiOkResponse(RESOLVE_OK)
  @ApiNotFoundResponse(RESOLVE_NOT_FOUND)
  resolve(
    @Param('uuid') uuid: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicAnswer> {
    return this.answers.resolve({ uuid }, request, reply);
  }

  /** The public password page's call: the right password opens a protected code (and records its scan). */
  @Public()
  @Post(':uuid/unlock')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open a password-protected code',
    description: `Answers what GET /api/qrcodes/redirect/{uuid} answers for an open code, and records the scan once. ${UNLOCK_RULES}`,
  })
  @ApiOkResponse({ schema: REDIRECT_RESULT_SCHEMA })
  @ApiErrors(400, 401, 404, 429, 503)
  unlock(
    @Param('uuid') uuid: string,
    @Body() body: UnlockDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicAnswer> {
    return this.answers.unlock({ uuid }, body.password, request, reply);
  }
}

/** The same calls for a code scanned at its short address, {PUBLIC_URL}/{key}. */
@ApiTags('scans')
@Controller('qrcodes/short')
export class ShortKeyController {
  constructor(
    private readonly answers: PublicCodeAnswers,
    private readonly hosts: DomainHosts,
  ) {}

  @Public()
  @Get(':key')
  @ApiOperation({
    summary:
      'What a dynamic QR code shows when scanned at its short address (as GET /api/qrcodes/redirect/{uuid})',
    description: 'The key is found whatever its case.',
  })
  @ApiOkResponse(RESOLVE_OK)
  @ApiNotFoundResponse(RESOLVE_NOT_FOUND)
  async resolve(
    @Param('key') key: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicAnswer> {
    return this.answers.resolve(await this.addressOf(key, request), request, reply);
  }

  @Public()
  @Post(':key/unlock')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open a password-protected code scanned at its short address',
    description: `Answers what GET /api/qrcodes/short/{key} answers for an open code, and records the scan once. ${UNLOCK_RULES}`,
  })
  @ApiOkResponse({ schema: REDIRECT_RESULT_SCHEMA })
  @ApiErrors(400, 401, 404, 429, 503)
  async unlock(
    @Param('key') key: string,
    @Body() body: UnlockDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicAnswer> {
    return this.answers.unlock(await this.addressOf(key, request), body.password, request, reply);
  }

  /** The key on the host asked (a custom domain's host answers only its own codes' keys). */
  private async addressOf(key: string, request: FastifyRequest): Promise<CodeAddress> {
    return { key, domainId: (await this.hosts.of(request.headers))?.id ?? 0 };
  }
}
