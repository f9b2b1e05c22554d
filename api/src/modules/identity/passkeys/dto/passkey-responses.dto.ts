import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  PasskeyCreationOptionsDto,
  PasskeyDescriptor,
  PasskeyDto,
  PasskeyRequestOptionsDto,
} from '@qrpanel/contracts';

type Selection = NonNullable<PasskeyCreationOptionsDto['authenticatorSelection']>;
const USER_VERIFICATION = ['discouraged', 'preferred', 'required'] as const;

export class PasskeyResponseDto implements PasskeyDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Work laptop' }) name: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The last sign-in with it' })
  last_used_at: string | null;
}

export class PasskeyDescriptorDto implements PasskeyDescriptor {
  @ApiProperty({ description: 'The credential id, base64url' }) id: string;
  @ApiProperty({ enum: ['public-key'] }) type: 'public-key';
  @ApiPropertyOptional({ type: [String] }) transports?: string[];
}

export class PasskeyRelyingPartyDto {
  @ApiPropertyOptional({ example: 'qr.example.com', description: 'The public URL’s host' }) id?: string;
  @ApiProperty({ example: 'QR Panel', description: 'The app name of the settings' }) name: string;
}

export class PasskeyUserDto {
  @ApiProperty({ description: 'The account’s opaque user handle, base64url' }) id: string;
  @ApiProperty({ example: 'ada@example.com' }) name: string;
  @ApiProperty({ example: 'Ada Lovelace' }) displayName: string;
}

export class PasskeyAlgorithmDto {
  @ApiProperty({ enum: ['public-key'] }) type: 'public-key';
  @ApiProperty({ example: -7, description: 'A COSE algorithm' }) alg: number;
}

export class PasskeySelectionDto implements Selection {
  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  authenticatorAttachment?: Selection['authenticatorAttachment'];
  @ApiPropertyOptional({ enum: ['discouraged', 'preferred', 'required'] })
  residentKey?: Selection['residentKey'];
  @ApiPropertyOptional() requireResidentKey?: boolean;
  @ApiPropertyOptional({ enum: USER_VERIFICATION }) userVerification?: Selection['userVerification'];
}

/** PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3), for navigator.credentials.create(). */
export class PasskeyCreationOptionsResponseDto implements PasskeyCreationOptionsDto {
  @ApiProperty({ description: 'base64url; single use, valid 5 minutes' }) challenge: string;
  @ApiProperty({ type: PasskeyRelyingPartyDto }) rp: PasskeyRelyingPartyDto;
  @ApiProperty({ type: PasskeyUserDto }) user: PasskeyUserDto;
  @ApiProperty({ type: [PasskeyAlgorithmDto] }) pubKeyCredParams: PasskeyAlgorithmDto[];
  @ApiPropertyOptional({ description: 'Milliseconds' }) timeout?: number;
  @ApiPropertyOptional({ type: [PasskeyDescriptorDto], description: 'The account’s passkeys already added' })
  excludeCredentials?: PasskeyDescriptorDto[];
  @ApiPropertyOptional({ type: PasskeySelectionDto }) authenticatorSelection?: PasskeySelectionDto;
  @ApiPropertyOptional({ enum: ['none', 'indirect', 'direct', 'enterprise'] })
  attestation?: PasskeyCreationOptionsDto['attestation'];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  extensions?: Record<string, unknown>;
}

/** PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3), for navigator.credentials.get(). */
export class PasskeyRequestOptionsResponseDto implements PasskeyRequestOptionsDto {
  @ApiProperty({ description: 'base64url; single use, valid 5 minutes' }) challenge: string;
  @ApiPropertyOptional() rpId?: string;
  @ApiPropertyOptional({ description: 'Milliseconds' }) timeout?: number;
  @ApiPropertyOptional({ type: [PasskeyDescriptorDto], description: 'Empty at passwordless sign-in' })
  allowCredentials?: PasskeyDescriptorDto[];
  @ApiPropertyOptional({ enum: USER_VERIFICATION })
  userVerification?: PasskeyRequestOptionsDto['userVerification'];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  extensions?: Record<string, unknown>;
}
