import { ApiProperty } from '@nestjs/swagger';
import { SETTING_SPECS, type TestEmailResult } from '@qrpanel/contracts';
import { settingAnswer } from './setting-fields';

/**
 * GET /settings for anyone who is not an administrator: the public settings of the
 * contracts' schema. Documentation only, like the one below: their properties come from the
 * schema.
 */
export class PublicSettingsResponseDto {}

/** GET /settings for administrators: everything, secrets masked to their last 4 characters. */
export class SettingsResponseDto extends PublicSettingsResponseDto {}

// The public ones first: a subclass takes its parent's documented properties when its own
// first one is documented, and would miss those documented later.
for (const [key, spec] of SETTING_SPECS)
  if (spec.public) settingAnswer(spec)(PublicSettingsResponseDto.prototype, key);
for (const [key, spec] of SETTING_SPECS)
  if (!spec.public) settingAnswer(spec)(SettingsResponseDto.prototype, key);

export class TestEmailResponseDto implements TestEmailResult {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'What the SMTP server answered', example: '250 OK: queued' }) message: string;
}
