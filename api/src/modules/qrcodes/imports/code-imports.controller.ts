import '@fastify/multipart';
import type { Readable } from 'node:stream';
import {
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Req,
  Res,
  BadRequestException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiAcceptedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPORT_ALL_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES as M,
  IMPORT_TEMPLATE_ROWS,
  type CodeImportDto,
  type CodeImportStartedDto,
} from '@qrpanel/contracts';
import { attachment } from '../../../platform/common/content-disposition';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { writeCsv } from '../../../platform/common/spreadsheet-csv';
import { readNamedUpload } from '../../uploads';
import type { User } from '../../identity';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';
import { CodeImportsService } from './code-imports.service';
import { CodeImportResponseDto, CodeImportStartedResponseDto } from './dto/code-import-response.dto';

const csvContent = { 'text/csv': { schema: { type: 'string' } } };

/** CSV imports of codes: upload, progress, errors, and the template. */
@ApiTags('qrcodes')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('qrcodes/import')
export class CodeImportsController {
  constructor(private readonly imports: CodeImportsService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Import codes from a CSV file (at most 10,000 rows and 5 MB)',
    description:
      'Columns: label, type, generation_type, content, folder, tags (separated by |), and optionally size, ' +
      'foreground_color, background_color, frame_id and design (JSON). UTF-8 (with or without BOM), UTF-16 with BOM ' +
      'or Windows-1252. The file is checked at once (400 for its header or row count, 413 past 5 MB); its rows are ' +
      'made in the background, each as a single create would be: follow GET /qrcodes/import/{id}. One upload per user ' +
      'is read at a time: another sent meanwhile answers 429.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiAcceptedResponse({ type: CodeImportStartedResponseDto })
  @ApiErrors(400, 413, 415, 429)
  async start(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Req() request: FastifyRequest,
  ): Promise<CodeImportStartedDto> {
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException(M.notMultipart);
    return this.imports.start(user, workspace, async () => {
      const file = await readNamedUpload(request, { bytes: IMPORT_MAX_BYTES, message: M.tooLarge });
      if (!file || file.body.length === 0) throw new BadRequestException(M.fileRequired);
      return { fileName: file.fileName || 'import.csv', body: file.body };
    });
  }

  @Get()
  @ApiOperation({ summary: "The active workspace's ten newest imports, newest first" })
  @ApiOkResponse({ type: [CodeImportResponseDto] })
  latest(@ActiveWorkspace() workspace: ActingWorkspace): Promise<CodeImportDto[]> {
    return this.imports.latest(workspace);
  }

  @Get('template.csv')
  @Public()
  @ApiOperation({ summary: 'A CSV template with every column and an example row of each kind' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The template', content: csvContent })
  async template(@Res() reply: FastifyReply): Promise<void> {
    const rows = IMPORT_TEMPLATE_ROWS.map((row) => IMPORT_ALL_COLUMNS.map((column) => row[column] ?? ''));
    await sendCsv(reply, 'qr-codes-template.csv', writeCsv(IMPORT_ALL_COLUMNS, rows));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Where an import stands: counts, status and the first 100 refused rows' })
  @ApiOkResponse({ type: CodeImportResponseDto })
  @ApiErrors(400, 404)
  status(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CodeImportDto> {
    return this.imports.status(user, workspace, id);
  }

  @Get(':id/errors.csv')
  @ApiOperation({ summary: "An import's refused rows with their messages, as CSV" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'row,message', content: csvContent })
  @ApiErrors(400, 404)
  async errors(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileName, body } = await this.imports.errorsCsv(user, workspace, id);
    await sendCsv(reply, fileName, body);
  }
}

async function sendCsv(reply: FastifyReply, fileName: string, body: string | Readable): Promise<void> {
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
