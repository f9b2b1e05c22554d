import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { MailController } from './mail.controller';
import { MailQueue } from './mail-queue';
import { MailService } from './mail.service';

@Module({
  imports: [SettingsModule],
  controllers: [MailController],
  providers: [MailService, MailQueue],
  exports: [MailService, MailQueue],
})
export class MailModule {}
