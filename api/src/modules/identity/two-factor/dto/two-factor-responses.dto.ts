import { ApiProperty } from '@nestjs/swagger';
import {
  RECOVERY_CODE_COUNT,
  type MfaChallenge,
  type RecoveryCodesDto,
  type TotpSetupDto,
  type TwoFactorStatusDto,
} from '@qrpanel/contracts';

export class TotpSetupResponseDto implements TotpSetupDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32, for typing into an app' })
  secret: string;

  @ApiProperty({
    example:
      'otpauth://totp/QR%20Panel:grace%40example.com?issuer=QR%20Panel&secret=JBSW…&algorithm=SHA1&digits=6&period=30',
    description: 'What the QR code to scan holds',
  })
  otpauth_url: string;
}

export class RecoveryCodesResponseDto implements RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    minItems: RECOVERY_CODE_COUNT,
    maxItems: RECOVERY_CODE_COUNT,
    example: [
      '7kq2m-x9d4p',
      'h3tfn-q8wz2',
      'm4rce-2kd9s',
      'xv7pa-n3qeu',
      'b9wk4-tr2mh',
      'q2zs8-fj6kc',
      'nd5ye-7ahtx',
      'u6mb3-wcr4p',
      'k8sgv-e5n2z',
      'f3pq7-yd9ub',
    ],
    description: 'Shown this once; each works once in place of a code',
  })
  recovery_codes: string[];
}

export class TwoFactorStatusResponseDto implements TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'Recovery codes not used yet' }) recovery_codes_left: number;
}

export class MfaChallengeResponseDto implements MfaChallenge {
  @ApiProperty({ enum: [true] }) mfa_required: true;

  @ApiProperty({ description: 'For POST /api/auth/2fa/verify only, valid 5 minutes' })
  mfa_token: string;
}
