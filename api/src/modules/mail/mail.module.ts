import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { BackgroundTasks } from './background-tasks';
import { MailController } from './mail.controller';
import { MailService } from './mail.service';

@Module({
  imports: [SettingsModule],
  controllers: [MailController],
  providers: [MailService, BackgroundTasks],
  exports: [MailService, BackgroundTasks],
})
export class MailModule {}
