import { EmailField } from '../../../../platform/common/rules';
import { NameField } from '../../users/dto/fields';

export class UpdateProfileDto {
  @NameField() name: string;
  @EmailField() email: string;
}
