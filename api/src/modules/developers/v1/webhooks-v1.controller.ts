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
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
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
import { ApiKeyRoute } from '../../../platform/common/decorators/api-key-route.decorator';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../../workspaces';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import type { User } from '../../identity';
import { CreateWebhookDto, UpdateWebhookDto } from '../webhooks/dto/webhook-input.dto';
import {
  CreatedWebhookEndpointResponseDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryResponseDto,
  WebhookEndpointResponseDto,
} from '../webhooks/dto/webhook-response.dto';
import { PageNumberPipe } from '../webhooks/page-number.pipe';
import { withRetryAfter } from '../webhooks/redelivery-limit';
import { WebhooksService } from '../webhooks/webhooks.service';
import { ApiKeyGuard } from './api-key.guard';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { ApiIdempotencyKey, ApiProblems, RATE_LIMIT_HEADERS } from './problems';
import { RequireScope } from './scopes';
import { ProblemDetailsDto } from './v1.dto';

/**
 * Webhook endpoints through an API key with the webhooks:write scope: the same endpoints,
 * rules and messages as the Developers screen (one service answers both), those of the
 * key's workspace, for a key whose maker is its owner or admin (403 otherwise).
 */
@ApiTags('webhooks')
@ApiBearerAuth('apiKey')
@ApiExtraModels(ProblemDetailsDto)
@ApiProblems(401, 429)
@ApiKeyRoute()
@UseGuards(ApiKeyGuard)
@UseInterceptors(IdempotencyInterceptor)
@RequireScope('webhooks:write')
@Controller('v1/webhooks')
export class WebhooksV1Controller {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ operationId: 'listWebhooks', summary: 'The key owner’s webhook endpoints, newest first' })
  @ApiOkResponse({ type: [WebhookEndpointResponseDto], headers: RATE_LIMIT_HEADERS })
  list(@ActiveWorkspace() workspace: ActingWorkspace): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list(idFor(workspace, 'manage'));
  }

  @Post()
  @ApiIdempotencyKey()
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Add an endpoint: the answer holds its signing secret, shown this once',
    description:
      'Events are POSTed as JSON { id, type, created_at, data } with webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks); verify them with the secret. A URL that is not absolute https, or resolves to a loopback, private, link-local or metadata address: 422 with the reason. At most 20 endpoints: 422.',
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 422)
  create(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateWebhookDto,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(user.id, idFor(workspace, 'manage'), dto);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getWebhook', summary: 'One endpoint' })
  @ApiOkResponse({ type: WebhookEndpointResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  get(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.get(idFor(workspace, 'manage'), id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateWebhook',
    summary: 'Change an endpoint’s URL, events or description, or enable it again',
  })
  @ApiOkResponse({ type: WebhookEndpointResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404, 422)
  update(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(idFor(workspace, 'manage'), id, dto);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiIdempotencyKey()
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'A new signing secret for the endpoint, shown this once',
    description:
      'Deliveries are signed with the new secret and, for 24 hours, with the one it replaces too (webhook-signature holds both, space-separated), so a receiver can move over without losing an event; then with the new one only. Rotating again within the 24 hours drops the oldest at once.',
  })
  @ApiOkResponse({ type: CreatedWebhookEndpointResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  rotateSecret(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.rotateSecret(idFor(workspace, 'manage'), id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteWebhook', summary: 'Delete an endpoint with its delivery log' })
  @ApiNoContentResponse({ headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  async remove(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.webhooks.remove(idFor(workspace, 'manage'), id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: 'The endpoint’s deliveries, newest first, 25 a page: status, attempts, response code, duration',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, example: 1 })
  @ApiOkResponse({ type: WebhookDeliveryPageDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  deliveries(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Query('page', new DefaultValuePipe('1'), PageNumberPipe) page: number,
  ): Promise<Page<WebhookDeliveryDto>> {
    return this.webhooks.deliveryLog(idFor(workspace, 'manage'), id, page);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'redeliverWebhook',
    summary: 'Send a delivery again now (once), with the same webhook-id',
    description:
      'The attempt is one more in the delivery’s log: retries still due go on as scheduled, and a failed redelivery changes neither the delivery’s status nor the endpoint’s. The answer is the delivery as it stands, the attempt on its way. A disabled endpoint must be enabled again first (409). A redelivery still waiting stands for another asked meanwhile; past 20 redeliveries a minute of one endpoint’s deliveries, or 60 of all the key owner’s, 429 with Retry-After.',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404, 409)
  redeliver(
    @CurrentUser() user: User,
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
