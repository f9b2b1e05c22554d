import { EmailField, NameField, PasswordField } from '../../users/dto/fields';

export class RegisterDto {
  @NameField() name: string;
  @EmailField() email: string;
  @PasswordField() password: string;
}
