import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiNotFoundResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REDIRECT_MESSAGES, type RedirectResult } from '@qrpanel/contracts';
import { Public } from '../../platform/common/decorators/public.decorator';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { scanRequest } from './redirect.route';
import { RedirectResultDto } from './redirect-result.dto';
import { RedirectService } from './redirect.service';

@ApiTags('scans')
@Controller('qrcodes/redirect')
export class RedirectController {
  constructor(
    private readonly redirects: RedirectService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The public redirect page's call: the code's content, or why it is not available. Records the scan. */
  @Public()
  @Get(':uuid')
  @ApiOperation({ summary: 'What a dynamic QR code shows when scanned (its content, or why it cannot)' })
  @ApiOkResponse({
    description:
      '{ type, data }: a type of url, text, email, phone, sms, vcard or wifi with its fields, or inactive with a message',
    type: RedirectResultDto,
  })
  @ApiNotFoundResponse({
    description: '{ type: error, data: { message } } beside the usual error fields',
    type: RedirectResultDto,
  })
  async resolve(
    @Param('uuid') uuid: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RedirectResult & { statusCode?: number; message?: string; error?: string }> {
    const decision = await this.redirects.decide(uuid);
    await this.redirects.record(
      decision,
      scanRequest(request.headers, request.ip, request.method, this.config.trustProxy),
    );
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const result = this.redirects.result(decision);
    if (decision.kind !== 'unknown') return result;
    // The page reads { type, data }; other clients read the one error body. Both are here.
    reply.code(404);
    return { ...result, statusCode: 404, message: REDIRECT_MESSAGES.notFound, error: 'Not Found' };
  }
}
