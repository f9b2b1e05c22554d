import { EmailField } from '../../../../platform/common/rules';

export class ForgotPasswordDto {
  @EmailField() email: string;
}
