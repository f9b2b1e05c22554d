import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { TEMPLATE_MESSAGES as M, TEMPLATE_NAME_MAX_LENGTH, type QrDesign } from '@qrpanel/contracts';
import { RequiredName, trim } from '../../../../platform/common/rules';
import { QrDesignDoc } from '../../dto/qr-design.dto';

const DESIGN_DESCRIPTION =
  "The design, checked as a code's is: 400 with field messages when malformed, 422 with the cause " +
  'when it would not scan (drawn for a dynamic code of this installation).';

/** The body of PUT /qr-templates/{id}: any of the fields; those left out keep their value. */
export class UpdateTemplateDto {
  @ApiPropertyOptional({ maxLength: TEMPLATE_NAME_MAX_LENGTH, example: 'Brand blue' })
  @IsOptional()
  @trim()
  @RequiredName(TEMPLATE_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong)
  name?: string;

  @ApiPropertyOptional({ type: QrDesignDoc, description: DESIGN_DESCRIPTION })
  // Checked by validateQrDesign in the service (the rules the web form applies too).
  @IsOptional()
  design?: QrDesign;

  @ApiPropertyOptional({ description: 'Published to everyone (super_admin only)' })
  @IsOptional()
  @IsBoolean({ message: M.sharedInvalid })
  shared?: boolean;
}

/**
 * The body of POST /qr-templates. `required` is said again: a property's document inherits the
 * parent's `required: false` unless the child names it.
 */
export class CreateTemplateDto extends UpdateTemplateDto {
  @ApiProperty({ required: true, maxLength: TEMPLATE_NAME_MAX_LENGTH, example: 'Brand blue' })
  @trim()
  @RequiredName(TEMPLATE_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong)
  declare name: string;

  @ApiProperty({ required: true, type: QrDesignDoc, description: DESIGN_DESCRIPTION })
  declare design: QrDesign;
}
