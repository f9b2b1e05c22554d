import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { FIELD_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@qrpanel/contracts';
import { trim } from '../../../../platform/common/rules';

/** The field rules that register, create-user, profile and reset share (and EmailField). */
export const NameField = () =>
  applyDecorators(ApiProperty({ example: 'Ada Lovelace' }), trim(), IsString(), IsNotEmpty(), MaxLength(120));

export const PasswordField = () =>
  applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, format: 'password' }),
    IsString(),
    Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: FIELD_MESSAGES.passwordLength }),
  );
