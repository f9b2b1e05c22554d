import { Body, Controller, Get, Param, ParseIntPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlanDto, PublicPlanDto } from '@qrpanel/contracts';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { CreatePlanDto } from './dto/create-plan.dto';
import { PlanResponseDto, PublicPlanResponseDto } from './dto/plan-response.dto';
import { PlansService } from './plans.service';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Plans on offer (active only), cheapest first' })
  @ApiOkResponse({ type: [PublicPlanResponseDto] })
  @ApiErrors(500)
  listActive(): Promise<PublicPlanDto[]> {
    return this.plans.listActive();
  }

  @Get('all')
  @Roles('super_admin', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every plan, archived included, with its subscriber count' })
  @ApiOkResponse({ type: [PlanResponseDto] })
  @ApiErrors(401, 403)
  listAll(): Promise<PlanDto[]> {
    return this.plans.listAll();
  }

  @Get('admin')
  @Roles('super_admin', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every plan, for the Assign Plan dialog (archived ones cannot be assigned)' })
  @ApiOkResponse({ type: [PlanResponseDto] })
  @ApiErrors(401, 403)
  listForAssignment(): Promise<PlanDto[]> {
    return this.plans.listAll();
  }

  @Post()
  @ApiOperation({ summary: 'Create a plan' })
  @Roles('super_admin')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: PlanResponseDto })
  @ApiErrors(400, 401, 403)
  create(@Body() dto: CreatePlanDto): Promise<PlanDto> {
    return this.plans.create(dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a plan' })
  @Roles('super_admin')
  @ApiBearerAuth()
  @ApiOkResponse({ type: PlanResponseDto })
  @ApiErrors(400, 401, 403, 404)
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: CreatePlanDto): Promise<PlanDto> {
    return this.plans.update(id, dto);
  }

  @Patch(':id/archive')
  @Roles('super_admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Archives a plan: subscribers keep it, nobody new can choose it' })
  @ApiOkResponse({ type: PlanResponseDto })
  @ApiErrors(400, 401, 403, 404)
  archive(@Param('id', ParseIntPipe) id: number): Promise<PlanDto> {
    return this.plans.archive(id);
  }
}
