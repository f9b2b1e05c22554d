import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  TWO_FACTOR_MESSAGES as M,
  type MfaPasskeyOptionsInput,
  type MfaVerifyInput,
  type PasskeyResponseJson,
  type TotpDisableInput,
  type TotpEnableInput,
} from '@qrpanel/contracts';
import { Rule } from '../../../../platform/common/rules';
import { PasskeyResponseField } from '../../passkeys/dto/passkey-requests.dto';

const TOTP_CODE = /^\d{6}$/;
/** As shown (two groups of five), in any case, with or without the hyphen or spaces. */
const RECOVERY_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{8,22}[A-Za-z0-9]$/;
const JWT = /^[\w-]{1,1000}\.[\w-]{1,1000}\.[\w-]{1,200}$/;

/** People type "123 456" as the app shows it: the spaces go. */
const withoutSpaces = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s/g, '') : value,
  );

const CodeField = () =>
  Rule('totpCode', (v) => typeof v === 'string' && TOTP_CODE.test(v), M.codeFormat, M.codeFormat);

/** The code of the authenticator app; optional where a recovery code may stand for it. */
const OptionalCode = (): PropertyDecorator => (target, key) => {
  ApiPropertyOptional({ example: '492039', description: 'The 6-digit code of the authenticator app' })(
    target,
    key,
  );
  withoutSpaces()(target, key);
  ValidateIf(
    (o: { code?: unknown; recovery_code?: unknown; passkey?: unknown }) =>
      (o.recovery_code === undefined && o.passkey === undefined) || o.code !== undefined,
  )(target, key);
  CodeField()(target, key);
};

const OptionalRecoveryCode = (): PropertyDecorator => (target, key) => {
  ApiPropertyOptional({
    example: '7kq2m-x9d4p',
    description: 'One of the recovery codes, in place of `code`',
  })(target, key);
  ValidateIf((o: { recovery_code?: unknown }) => o.recovery_code !== undefined)(target, key);
  Rule(
    'recoveryCode',
    (v) => typeof v === 'string' && RECOVERY_CODE.test(v),
    M.recoveryCodeFormat,
    M.recoveryCodeFormat,
  )(target, key);
};

/** POST /api/auth/2fa/totp/enable. */
export class TotpEnableDto implements TotpEnableInput {
  @ApiProperty({ example: '492039', description: 'A code of the secret just set up' })
  @withoutSpaces()
  @CodeField()
  code: string;
}

/** POST /api/auth/2fa/totp/disable: the password, and a code or a recovery code. */
export class TotpDisableDto implements TotpDisableInput {
  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;

  @OptionalCode() code?: string;
  @OptionalRecoveryCode() recovery_code?: string;
}

const MfaTokenField = () =>
  Rule('mfaToken', (v) => typeof v === 'string' && JWT.test(v), M.mfaTokenFormat, M.mfaTokenFormat);

/** POST /api/auth/2fa/passkey/options. */
export class MfaPasskeyOptionsDto implements MfaPasskeyOptionsInput {
  @ApiProperty({ description: 'The mfa_token sign-in answered' })
  @MfaTokenField()
  mfa_token: string;
}

/** POST /api/auth/2fa/verify: the sign-in's second step. */
export class MfaVerifyDto implements MfaVerifyInput {
  @ApiProperty({ description: 'The mfa_token sign-in answered' })
  @MfaTokenField()
  mfa_token: string;

  @OptionalCode() code?: string;
  @OptionalRecoveryCode() recovery_code?: string;

  @ValidateIf((o: { passkey?: unknown }) => o.passkey !== undefined)
  @PasskeyResponseField(
    'authentication',
    'In place of `code`: what the browser answered to POST /api/auth/2fa/passkey/options (AuthenticationResponseJSON)',
    false,
  )
  passkey?: PasskeyResponseJson;
}
