import { SETTING_SPECS } from '@qrpanel/contracts';
import { settingField } from './setting-fields';

export { SocialLinkDto } from './setting-fields';

/**
 * PUT /settings: any subset of the settings (the screen sends them all). Its properties and
 * their rules come from the contracts' settings schema, one per setting.
 */
export class UpdateSettingsDto {}

for (const [key, spec] of SETTING_SPECS) settingField(spec)(UpdateSettingsDto.prototype, key);
