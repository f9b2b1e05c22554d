import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PASSKEY_MESSAGES as M,
  PASSKEY_NAME_MAX,
  type PasskeyCreateInput,
  type PasskeyRenameInput,
  type PasskeyResponseJson,
  type PasskeySignInInput,
} from '@qrpanel/contracts';
import { RequiredName, Rule, trim } from '../../../../platform/common/rules';
import { authenticationResponse, registrationResponse } from '../webauthn-response';

const NameField = (): PropertyDecorator => (target, key) => {
  ApiProperty({ example: 'Work laptop', minLength: 1, maxLength: PASSKEY_NAME_MAX })(target, key);
  trim()(target, key);
  RequiredName(PASSKEY_NAME_MAX, M.nameRequired, M.nameTooLong)(target, key);
};

/** How the document describes the browser's answer; webauthn-response.ts holds its rules. */
export class PasskeyResponseJsonDto implements PasskeyResponseJson {
  @ApiProperty({ description: 'The credential id, base64url' }) id: string;
  @ApiProperty({ description: 'The same as id' }) rawId: string;
  @ApiProperty({ enum: ['public-key'] }) type: 'public-key';
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'clientDataJSON, and attestationObject or authenticatorData and signature, base64url',
  })
  response: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true }) clientExtensionResults: Record<
    string,
    unknown
  >;
  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/** The browser's answer as JSON, refused at the field unless it has the shape (and bounds) of one. */
export const PasskeyResponseField =
  (kind: 'registration' | 'authentication', description: string, required = true): PropertyDecorator =>
  (target, key) => {
    (required ? ApiProperty : ApiPropertyOptional)({ type: PasskeyResponseJsonDto, description })(
      target,
      key,
    );
    const test = kind === 'registration' ? registrationResponse : authenticationResponse;
    Rule(`passkey${kind}`, (v) => test(v) !== null, M.responseRequired, M.responseFormat)(target, key);
  };

/** POST /api/auth/passkeys. */
export class PasskeyCreateDto implements PasskeyCreateInput {
  @NameField() name: string;

  @PasskeyResponseField(
    'registration',
    'What navigator.credentials.create() answered to the registration options, as JSON (RegistrationResponseJSON)',
  )
  response: PasskeyResponseJson;
}

/** PATCH /api/auth/passkeys/{id}. */
export class PasskeyRenameDto implements PasskeyRenameInput {
  @NameField() name: string;
}

/** POST /api/auth/passkeys/authentication. */
export class PasskeySignInDto implements PasskeySignInInput {
  @PasskeyResponseField(
    'authentication',
    'What navigator.credentials.get() answered to the authentication options, as JSON (AuthenticationResponseJSON)',
  )
  response: PasskeyResponseJson;
}
