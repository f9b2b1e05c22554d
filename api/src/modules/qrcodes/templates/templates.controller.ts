import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { QrTemplateDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { Principal } from '../../../platform/common/principal';
import { CreateTemplateDto, UpdateTemplateDto } from './dto/save-template.dto';
import { TemplateResponseDto } from './dto/template-response.dto';
import { TemplatesService } from './templates.service';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';

/**
 * Saved designs: the active workspace's (every member reads them; editors, admins and
 * owners change them), and those a super_admin published to everyone.
 */
@ApiTags('templates')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('qr-templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  @ApiOperation({ summary: "The active workspace's templates and the published ones, by name" })
  @ApiOkResponse({ type: [TemplateResponseDto] })
  list(@ActiveWorkspace() workspace: ActingWorkspace): Promise<QrTemplateDto[]> {
    return this.templates.list(workspace);
  }

  @Get(':id')
  @ApiOperation({ summary: "One template (the workspace's or published)" })
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiErrors(400, 404)
  read(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<QrTemplateDto> {
    return this.templates.read(workspace, id);
  }

  @Post()
  @ApiOperation({
    summary:
      "Save a design as a template (names unique per workspace; the workspace plan's template_limit applies; viewers: 403; shared: super_admin only)",
  })
  @ApiCreatedResponse({ type: TemplateResponseDto })
  @ApiErrors(400, 403, 409, 422)
  create(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateTemplateDto,
  ): Promise<QrTemplateDto> {
    return this.templates.create(actor, workspace, dto);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rename, redesign, publish or withdraw a template; codes made from it keep their design',
  })
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiErrors(400, 403, 404, 409, 422)
  update(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateTemplateDto,
  ): Promise<QrTemplateDto> {
    return this.templates.update(actor, workspace, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a template; codes made from it keep their design' })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  async remove(
    @CurrentUser() actor: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.templates.remove(actor, workspace, id);
  }
}
