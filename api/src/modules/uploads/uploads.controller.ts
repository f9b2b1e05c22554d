import '@fastify/multipart';
import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiOperation,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole, QR_MESSAGES, type LogoUploadResponse } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { EntitlementsService } from '../billing';
import { LogoUploadResponseDto } from './dto/logo-upload-response.dto';
import { User } from '../identity';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../workspaces';
import { LogoStorage } from './logo-storage.service';
import { readUploadedFile } from './uploaded-file';

/** Logos for QR codes (docs/product.md, Logos and downloads). */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly logos: LogoStorage,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Post('logo')
  @ApiOperation({
    summary: 'Upload a logo for QR codes (PNG, JPEG or SVG, at most 1 MB and 2048 × 2048 pixels)',
  })
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description:
      'A PNG, JPEG or SVG image of at most 1 MB, checked by its content. A PNG or JPEG, and each image ' +
      'inside an SVG (PNG or JPEG only), may decode to at most 2048 × 2048 pixels (any shape of that area): 422 past it.',
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: LogoUploadResponseDto })
  @ApiErrors(400, 401, 403, 413, 415, 422)
  async uploadLogo(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Req() request: FastifyRequest,
  ): Promise<LogoUploadResponse> {
    await this.assertCustomLogos(user, workspace);
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException(QR_MESSAGES.logoNotMultipart);
    const file = await readUploadedFile(request);
    if (!file || file.length === 0) throw new BadRequestException(QR_MESSAGES.logoRequired);
    return { logoPath: await this.logos.store(file) };
  }

  /**
   * A logo is for designing codes (the edit power), under the active workspace's plan's
   * customLogos feature (docs/product.md, Logos and downloads); administrators have no plan
   * and no limit.
   */
  private async assertCustomLogos(user: User, workspace: ActingWorkspace): Promise<void> {
    if (isAdminRole(user.role)) return;
    const entitlements = await this.entitlements.forWorkspace(idFor(workspace, 'edit'));
    if (entitlements && !entitlements.features.customLogos) {
      throw new ForbiddenException(QR_MESSAGES.logoNotAllowed);
    }
  }

  /** Public, as <img> tags send no token; names are unguessable. */
  @Public()
  @Get('logos/:name')
  @ApiOperation({ summary: 'An uploaded logo' })
  @ApiProduces('image/png', 'image/jpeg', 'image/svg+xml')
  @ApiOkResponse({
    description: 'The logo, with its content type and X-Content-Type-Options: nosniff',
    content: {
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'image/svg+xml': { schema: { type: 'string' } },
    },
  })
  @ApiErrors(404)
  async logo(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const logo = await this.logos.read(name);
    if (!logo) throw new NotFoundException(QR_MESSAGES.logoNotFound);
    await reply
      .header('content-type', logo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Opened on its own, an SVG runs nothing and loads nothing.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      )
      .send(logo.body);
  }
}
