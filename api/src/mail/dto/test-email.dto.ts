import { EmailField } from '../../users/dto/fields';

export class TestEmailDto {
  @EmailField() to: string;
}
