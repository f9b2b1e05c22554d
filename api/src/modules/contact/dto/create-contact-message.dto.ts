import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  MESSAGES,
  type ContactInput,
} from '@qrpanel/contracts';
import { RequiredText, trim } from '../../../platform/common/rules';

/** docs/product.md, Contact: both required, trimmed. */
export class CreateContactMessageDto implements ContactInput {
  @ApiProperty({ maxLength: CONTACT_SUBJECT_MAX_LENGTH, example: 'Question about my plan' })
  @trim()
  @RequiredText(
    CONTACT_SUBJECT_MAX_LENGTH,
    MESSAGES.subjectRequired,
    `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters.`,
  )
  subject: string;

  @ApiProperty({ maxLength: CONTACT_MESSAGE_MAX_LENGTH })
  @trim()
  @RequiredText(
    CONTACT_MESSAGE_MAX_LENGTH,
    MESSAGES.messageRequired,
    `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  )
  message: string;
}
