import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  DOMAIN_MESSAGES as M,
  HOSTNAME_MAX,
  QR_URL_MAX_LENGTH,
  type CreateDomainInput,
  type UpdateDomainInput,
} from '@qrpanel/contracts';

/** POST /api/domains. */
export class CreateDomainDto implements CreateDomainInput {
  @ApiProperty({
    example: 'go.example.com',
    maxLength: HOSTNAME_MAX,
    description:
      'A host name of the workspace: internationalised names are stored as punycode, shown as typed',
  })
  @IsString({ message: M.hostnameRequired })
  @MaxLength(HOSTNAME_MAX * 4, { message: M.hostnameInvalid })
  hostname: string;
}

/** PATCH /api/domains/{id}: null or '' clears an address. */
export class UpdateDomainDto implements UpdateDomainInput {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsString({ message: M.urlInvalid })
  @MaxLength(QR_URL_MAX_LENGTH * 2, { message: M.urlInvalid })
  root_url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/not-found' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  @IsString({ message: M.urlInvalid })
  @MaxLength(QR_URL_MAX_LENGTH * 2, { message: M.urlInvalid })
  not_found_url?: string | null;
}
