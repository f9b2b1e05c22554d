import { EmailField } from '../../../../platform/common/rules';
import { NameField, PasswordField } from '../../users/dto/fields';

export class RegisterDto {
  @NameField() name: string;
  @EmailField() email: string;
  @PasswordField() password: string;
}
