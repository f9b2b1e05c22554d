import { Module } from '@nestjs/common';
import { PlansModule } from '../billing';
import { SettingsModule } from '../settings';
import { WorkspacesModule } from '../workspaces';
import { LogoCleanupJob } from './logo-cleanup.job';
import { LogoStorage } from './logo-storage.service';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [PlansModule, SettingsModule, WorkspacesModule],
  controllers: [UploadsController],
  providers: [LogoStorage, LogoCleanupJob],
  exports: [LogoStorage],
})
export class UploadsModule {}
