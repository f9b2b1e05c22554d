import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { PlansModule } from '../billing';
import { SettingsModule } from '../settings';
import { WorkspacesModule } from '../workspaces';
import { LogoCleanupJob } from './logo-cleanup.job';
import { LogoStorage } from './logo-storage.service';
import { PageFileCleanupJob } from './page-file-cleanup.job';
import { PageFile } from './page-file.entity';
import { PageFiles } from './page-files.service';
import { PageFilesController } from './page-files.controller';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PageFile]), AuditModule, PlansModule, SettingsModule, WorkspacesModule],
  controllers: [UploadsController, PageFilesController],
  providers: [LogoStorage, LogoCleanupJob, PageFiles, PageFileCleanupJob],
  exports: [LogoStorage, PageFiles],
})
export class UploadsModule {}
