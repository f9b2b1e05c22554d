import { EmailField } from '../../../platform/common/rules';

export class TestEmailDto {
  @EmailField() to: string;
}
