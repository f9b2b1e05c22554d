// The settings module's face: what other modules may import (docs/decisions/module-faces.md).
export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
export { SecretBox } from './secret-box';
export { TestEmailResponseDto } from './dto/settings-response.dto';
