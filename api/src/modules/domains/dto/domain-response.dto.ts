import { ApiProperty } from '@nestjs/swagger';
import {
  DOMAIN_STATUSES,
  type DomainDto,
  type DomainStatus,
  type DomainVerification,
} from '@qrpanel/contracts';

export class DomainVerificationResponseDto implements DomainVerification {
  @ApiProperty({ enum: ['TXT'] }) type: 'TXT';
  @ApiProperty({ example: '_qrpanel-challenge.go.example.com' }) name: string;
  @ApiProperty({ example: 'qrpanel-verify=4f0c…' }) value: string;
}

export class DomainResponseDto implements DomainDto {
  @ApiProperty() id: number;
  @ApiProperty() workspace_id: number;
  @ApiProperty({ example: 'bücher.example', description: 'As people read it' }) hostname: string;
  @ApiProperty({ example: 'xn--bcher-kva.example', description: 'As DNS and browsers send it (punycode)' })
  ascii_hostname: string;
  @ApiProperty({ enum: DOMAIN_STATUSES }) status: DomainStatus;
  @ApiProperty({ type: DomainVerificationResponseDto }) verification: DomainVerificationResponseDto;
  @ApiProperty({ example: 'qr.example.com', description: 'A CNAME to this host proves the domain too' })
  cname_target: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Where the bare domain sends people' })
  root_url: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Where an unknown key sends people' })
  not_found_url: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) verified_at: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) last_checked_at: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Why the last check failed' })
  last_check_message: string | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Since when a verified domain fails its checks; inactive 3 days later',
  })
  failing_since: string | null;
  @ApiProperty({ description: 'QR codes that answer on it' }) codes_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
