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

/** Saved designs: a user's own, and those a super_admin published to everyone. */
@ApiTags('templates')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('qr-templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's templates and the published ones, by name" })
  @ApiOkResponse({ type: [TemplateResponseDto] })
  list(@CurrentUser() actor: Principal): Promise<QrTemplateDto[]> {
    return this.templates.list(actor);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One template (own or published)' })
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiErrors(400, 404)
  read(@CurrentUser() actor: Principal, @Param('id', ParseIntPipe) id: number): Promise<QrTemplateDto> {
    return this.templates.read(actor, id);
  }

  @Post()
  @ApiOperation({
    summary:
      "Save a design as a template (names unique per user; the plan's template_limit applies; shared: super_admin only)",
  })
  @ApiCreatedResponse({ type: TemplateResponseDto })
  @ApiErrors(400, 403, 409, 422)
  create(@CurrentUser() actor: Principal, @Body() dto: CreateTemplateDto): Promise<QrTemplateDto> {
    return this.templates.create(actor, dto);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rename, redesign, publish or withdraw a template; codes made from it keep their design',
  })
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiErrors(400, 403, 404, 409, 422)
  update(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateTemplateDto,
  ): Promise<QrTemplateDto> {
    return this.templates.update(actor, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a template; codes made from it keep their design' })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  async remove(@CurrentUser() actor: Principal, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.templates.remove(actor, id);
  }
}
