import { ApiProperty } from '@nestjs/swagger';
import { CHECKOUT_FIELD_MESSAGES as M, type PaypalCaptureInput } from '@qrpanel/contracts';
import { RequiredText, trim } from '../../../../platform/common/rules';

export class PaypalCaptureDto implements PaypalCaptureInput {
  @ApiProperty({
    example: '5O190127TN364715T',
    description: 'The PayPal order id (the `token` PayPal adds to the return URL)',
  })
  @trim()
  @RequiredText(255, M.orderIdRequired, M.orderIdRequired)
  orderId: string;
}
