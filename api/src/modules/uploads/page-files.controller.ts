import '@fastify/multipart';
import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Post,
  Query,
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
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type FileUploadResponse,
  type StorageUsage,
} from '@qrpanel/contracts';
import { attachment, inline } from '../../platform/common/content-disposition';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { User } from '../identity';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../workspaces';
import { FileUploadResponseDto, StorageUsageDto } from './dto/page-file-response.dto';
import { PageFiles } from './page-files.service';
import { readNamedUpload } from './uploaded-file';

/** The largest body a file may have: the PDF's limit (an image's is the same or less). */
const MAX_BYTES = Math.max(UPLOAD_LIMITS.pdfBytes, UPLOAD_LIMITS.imageBytes);

/** Files for hosted pages (docs/product.md, Hosted pages: files). */
@ApiTags('uploads')
@Controller('uploads')
export class PageFilesController {
  constructor(private readonly files: PageFiles) {}

  @Post('file')
  @ApiOperation({
    summary: 'Upload a file for hosted pages: a PDF (at most 20 MB) or a PNG, JPEG or WebP image',
    description:
      'Checked by its content, never its name. Images are re-encoded without metadata, upright, at most ' +
      '4096 px a side (64 megapixels at most as sent). The bytes count against the workspace plan’s ' +
      'storage_limit_mb (403 past it). One upload of a workspace runs at a time; 429 when too many wait.',
  })
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: FileUploadResponseDto })
  @ApiErrors(400, 401, 403, 413, 415, 422, 429)
  async upload(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Req() request: FastifyRequest,
  ): Promise<FileUploadResponse> {
    const workspaceId = idFor(workspace, 'edit');
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.notMultipart);
    return this.files.store(workspaceId, user.id, async () => {
      const file = await readNamedUpload(request, { bytes: MAX_BYTES, message: UPLOAD_MESSAGES.pdfTooLarge });
      if (!file || file.body.length === 0) throw new BadRequestException(UPLOAD_MESSAGES.required);
      return file;
    });
  }

  @Get('storage')
  @ApiOperation({ summary: "The active workspace's storage: what its files take and what its plan allows" })
  @ApiBearerAuth()
  @ApiOkResponse({ type: StorageUsageDto })
  @ApiErrors(401, 403)
  storage(@ActiveWorkspace() workspace: ActingWorkspace): Promise<StorageUsage> {
    return this.files.usage(idFor(workspace, 'read'));
  }

  /** Public: a page's visitors bring no token; names are unguessable. */
  @Public()
  @Get('files/:name')
  @ApiOperation({ summary: 'An uploaded file, as a hosted page shows it' })
  @ApiQuery({ name: 'download', required: false, description: '1: sent as an attachment, to save' })
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg', 'image/webp')
  @ApiOkResponse({
    description: 'The file, with its content type, X-Content-Type-Options: nosniff and a year-long cache',
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors(404)
  async file(
    @Param('name') name: string,
    @Query('download') download: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.files.read(name);
    if (!file) throw new NotFoundException(UPLOAD_MESSAGES.notFound);
    const disposition = download === '1' ? attachment : inline;
    await reply
      .header('content-type', file.contentType)
      .header('content-length', file.body.length)
      .header('x-content-type-options', 'nosniff')
      // A name is never reused: its bytes never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', disposition(file.originalName))
      .header('cross-origin-resource-policy', 'cross-origin')
      // An image runs nothing; a PDF only in the browser's own viewer (a sandbox would block it).
      .header(
        'content-security-policy',
        file.kind === 'image' ? "default-src 'none'; sandbox" : "default-src 'none'",
      )
      .send(file.body);
  }
}
