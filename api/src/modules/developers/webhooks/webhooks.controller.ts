import {
  Body,
  Controller,
  DefaultValuePipe,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  CreatedWebhookEndpointDto,
  Page,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from '@qrpanel/contracts';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../../workspaces';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import type { Principal } from '../../../platform/common/principal';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook-input.dto';
import {
  CreatedWebhookEndpointResponseDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryResponseDto,
  WebhookEndpointResponseDto,
} from './dto/webhook-response.dto';
import { PageNumberPipe } from './page-number.pipe';
import { withRetryAfter } from './redelivery-limit';
import { WebhooksService } from './webhooks.service';

/**
 * The active workspace's webhook endpoints (the Developers screen): its owners and admins
 * reach them (others: 403); another workspace's are not there (404).
 */
@ApiTags('webhook-endpoints')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: "The workspace's webhook endpoints, newest first (never their secrets)" })
  @ApiOkResponse({ type: [WebhookEndpointResponseDto] })
  list(@ActiveWorkspace() workspace: ActingWorkspace): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list(idFor(workspace, 'manage'));
  }

  @Post()
  @ApiOperation({ summary: 'Add an endpoint: the answer holds its signing secret, shown this once' })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointResponseDto })
  @ApiErrors(400, 422)
  create(
    @CurrentUser() user: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateWebhookDto,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(user.id, idFor(workspace, 'manage'), dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One endpoint' })
  @ApiOkResponse({ type: WebhookEndpointResponseDto })
  @ApiErrors(400, 404)
  get(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.get(idFor(workspace, 'manage'), id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an endpoint, or enable a disabled one again' })
  @ApiOkResponse({ type: WebhookEndpointResponseDto })
  @ApiErrors(400, 404, 422)
  update(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(idFor(workspace, 'manage'), id, dto);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A new signing secret, shown this once; the replaced one signs deliveries too for 24 hours, then stops',
  })
  @ApiOkResponse({ type: CreatedWebhookEndpointResponseDto })
  @ApiErrors(400, 404)
  rotateSecret(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.rotateSecret(idFor(workspace, 'manage'), id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an endpoint with its delivery log' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.webhooks.remove(idFor(workspace, 'manage'), id);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'The endpoint’s deliveries, newest first, 25 a page, each with its attempts' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiErrors(400, 404)
  deliveries(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Query('page', new DefaultValuePipe('1'), PageNumberPipe) page: number,
  ): Promise<Page<WebhookDeliveryDto>> {
    return this.webhooks.deliveryLog(idFor(workspace, 'manage'), id, page);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a delivery again now (once), with the same webhook-id' })
  @ApiAcceptedResponse({ type: WebhookDeliveryResponseDto })
  @ApiErrors(400, 404, 409, 429)
  redeliver(
    @CurrentUser() user: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Param('deliveryId') deliveryId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDeliveryDto> {
    return withRetryAfter(
      reply,
      this.webhooks.redeliver(user.id, idFor(workspace, 'manage'), id, deliveryId),
    );
  }
}
