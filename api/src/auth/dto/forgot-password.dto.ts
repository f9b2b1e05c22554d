import { EmailField } from '../../users/dto/fields';

export class ForgotPasswordDto {
  @EmailField() email: string;
}
