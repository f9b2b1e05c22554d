import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type {
  CheckoutSessionResponse,
  MySubscriptionDto,
  Page,
  PaymentDto,
  SubscriptionDto,
} from '@qrpanel/contracts';
import { pageOrAll, pageOrArraySchema, pagingOf } from '../../../platform/common/list-query';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../../identity';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../../workspaces';
import { CheckoutService } from './checkout.service';
import { CHECKOUT_RESPONSE_BY_GATEWAY, CHECKOUT_RESPONSE_DTOS } from './dto/checkout-response.dto';
import { CreateCheckoutSessionDto } from './dto/create-checkout-session.dto';
import { ListPaymentsDto } from './dto/list-payments.dto';
import { PaypalCaptureDto } from './dto/paypal-capture.dto';
import { RazorpayVerifyDto } from './dto/razorpay-verify.dto';
import {
  MySubscriptionResponseDto,
  PaymentResponseDto,
  SubscriptionResponseDto,
} from './dto/subscription-response.dto';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { PaymentEventsService } from './payment-events.service';
import type { Subscription } from './subscription.entity';
import { toPaymentDto, toSubscriptionDto } from './subscription.view';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly checkout: CheckoutService,
    private readonly confirmation: PaymentConfirmationService,
    private readonly events: PaymentEventsService,
  ) {}

  @Get('me')
  @ApiOperation({
    summary:
      "The active workspace's subscription in force and newest pending one (the payment-success page polls it); every member reads them",
  })
  @ApiOkResponse({ type: MySubscriptionResponseDto })
  @ApiErrors(401, 404)
  async mine(@ActiveWorkspace() workspace: ActingWorkspace): Promise<MySubscriptionDto> {
    const id = idFor(workspace, 'read');
    const [current, pending] = await Promise.all([
      this.subscriptions.current(id),
      this.subscriptions.latestPending(id),
    ]);
    return {
      current: current ? toSubscriptionDto(current) : null,
      pending: pending ? toSubscriptionDto(pending) : null,
    };
  }

  @Post('create-checkout-session')
  @ApiOperation({
    summary:
      "Starts paying for the active workspace's plan through a gateway (a plan priced 0 is given at once); its owners only",
    description:
      "The answer depends on the gateway: Stripe sessionId + url; PayPal orderId + approval url; Razorpay key, order, planName, user; manual message + instructions; a free plan gateway 'free' and message. A disabled or unconfigured gateway (and PhonePe) answers 400 'Selected payment gateway is not configured yet.'; a gateway that fails answers 502.",
  })
  @ApiExtraModels(...CHECKOUT_RESPONSE_DTOS)
  @ApiCreatedResponse({
    schema: {
      oneOf: CHECKOUT_RESPONSE_DTOS.map((dto) => ({ $ref: getSchemaPath(dto) })),
      discriminator: {
        propertyName: 'gateway',
        mapping: Object.fromEntries(
          Object.entries(CHECKOUT_RESPONSE_BY_GATEWAY).map(([gateway, dto]) => [gateway, getSchemaPath(dto)]),
        ),
      },
    },
  })
  @ApiErrors(400, 401, 403, 404, 502)
  start(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateCheckoutSessionDto,
  ): Promise<CheckoutSessionResponse> {
    return this.checkout.start({ user, workspaceId: idFor(workspace, 'own') }, dto);
  }

  @Post('paypal/capture')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Captures the caller's approved PayPal order and, once amount and currency check out, activates the plan",
  })
  @ApiOkResponse({ type: SubscriptionResponseDto })
  @ApiErrors(400, 401, 404, 502)
  async capturePaypal(@CurrentUser() user: User, @Body() dto: PaypalCaptureDto): Promise<SubscriptionDto> {
    return toSubscriptionDto(await this.confirmation.capturePaypal(user, dto));
  }

  @Post('razorpay/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: "Checks Razorpay's payment signature against the caller's stored order and activates the plan",
  })
  @ApiOkResponse({ type: SubscriptionResponseDto })
  @ApiErrors(400, 401, 404)
  async verifyRazorpay(@CurrentUser() user: User, @Body() dto: RazorpayVerifyDto): Promise<SubscriptionDto> {
    return toSubscriptionDto(await this.confirmation.verifyRazorpay(user, dto));
  }

  @Get('payments')
  @Roles('super_admin', 'admin')
  @ApiOperation({
    summary:
      'Subscriptions and payments, newest first (e.g. ?status=pending&gateway=manual), with the gateway events refused for each (?refused=true: only those; ?decided=true: the manual payments an administrator approved or rejected, with who and when)',
  })
  @ApiOkResponse({ schema: pageOrArraySchema('PaymentResponseDto') })
  @ApiErrors(400, 401, 403)
  async payments(@Query() query: ListPaymentsDto): Promise<Page<PaymentDto> | PaymentDto[]> {
    const onlyIds = query.refused ? await this.events.subscriptionsWithRefusals() : undefined;
    const paging = pagingOf('payments', {
      ...query,
      limit: query.page === undefined ? undefined : query.limit,
    });
    const { rows, total } = await this.subscriptions.list(query, paging, onlyIds);
    return pageOrAll(paging, await this.withRefusals(rows), total);
  }

  @Patch(':id/approve')
  @Roles('super_admin', 'admin')
  @ApiOperation({
    summary: 'Confirms a pending manual payment: the plan is active for one billing interval',
    description: "403 for the administrator's own payment: another administrator must confirm it.",
  })
  @ApiOkResponse({ type: PaymentResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async approve(@CurrentUser() actor: User, @Param('id', ParseIntPipe) id: number): Promise<PaymentDto> {
    await this.subscriptions.approveManual(id, actor);
    return this.payment(id);
  }

  @Patch(':id/reject')
  @Roles('super_admin', 'admin')
  @ApiOperation({ summary: 'Refuses a pending manual payment: the subscription is cancelled' })
  @ApiOkResponse({ type: PaymentResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async reject(@CurrentUser() actor: User, @Param('id', ParseIntPipe) id: number): Promise<PaymentDto> {
    await this.subscriptions.rejectManual(id, actor);
    return this.payment(id);
  }

  private async payment(id: number): Promise<PaymentDto> {
    const [payment] = await this.withRefusals([await this.subscriptions.getWithUser(id)]);
    return payment;
  }

  private async withRefusals(subs: Subscription[]): Promise<PaymentDto[]> {
    const refused = await this.events.refusedFor(subs.map((s) => s.id));
    return subs.map((s) => toPaymentDto(s, refused.get(s.id)));
  }
}
