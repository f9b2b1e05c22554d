// The mail module's face: what other modules may import (docs/decisions/module-faces.md).
export { MailModule } from './mail.module';
export { MailService, type Mail } from './mail.service';
export { MailQueue } from './mail-queue';
export { mailText, type MailName, type MailTexts } from './mail-texts';
