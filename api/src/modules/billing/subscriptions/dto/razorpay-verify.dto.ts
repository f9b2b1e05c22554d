import { ApiProperty } from '@nestjs/swagger';
import { CHECKOUT_FIELD_MESSAGES as M, type RazorpayVerifyInput } from '@qrpanel/contracts';
import { RequiredText, trim } from '../../../../platform/common/rules';

const Field = () => RequiredText(255, M.razorpayFieldRequired, M.razorpayFieldRequired);

/** What Razorpay Checkout hands its success handler. */
export class RazorpayVerifyDto implements RazorpayVerifyInput {
  @ApiProperty({ example: 'order_IluGWxBm9U8zJ8' })
  @trim()
  @Field()
  razorpay_order_id: string;

  @ApiProperty({ example: 'pay_IluGWxBm9U8zJ9' })
  @trim()
  @Field()
  razorpay_payment_id: string;

  @ApiProperty({ description: 'HMAC-SHA256 of "{order_id}|{payment_id}" with the key secret, hex' })
  @trim()
  @Field()
  razorpay_signature: string;
}
