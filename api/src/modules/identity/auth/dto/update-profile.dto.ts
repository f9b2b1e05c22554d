import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  COLOR_SCHEMES,
  FIELD_MESSAGES,
  LANGUAGES,
  type ColorScheme,
  type Language,
} from '@qrpanel/contracts';
import { isTimeZone } from '@qrpanel/contracts/smart-routing';
import { EmailField } from '../../../../platform/common/rules';
import { NameField } from '../../users/dto/fields';

export class UpdateProfileDto {
  @NameField() name: string;
  @EmailField() email: string;

  @ApiPropertyOptional({ example: 'Europe/Paris', description: 'IANA time zone of the owner’s analytics' })
  @IsOptional()
  @ValidateBy({
    name: 'timeZone',
    validator: {
      validate: (value: unknown) => isTimeZone(value),
      defaultMessage: () => FIELD_MESSAGES.timeZone,
    },
  })
  time_zone?: string;

  @ApiPropertyOptional({ enum: COLOR_SCHEMES, description: 'The screens’ colours; auto follows the device' })
  @IsOptional()
  @IsIn(COLOR_SCHEMES, { message: FIELD_MESSAGES.oneOf })
  color_scheme?: ColorScheme;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    nullable: true,
    description: 'The screens’ and mails’ language; null follows the browser',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: FIELD_MESSAGES.oneOfOrNull })
  language?: Language | null;
}
