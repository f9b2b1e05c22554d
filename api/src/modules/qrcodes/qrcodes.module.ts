import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansModule } from '../billing';
import { UploadsModule } from '../uploads';
import { UsersModule } from '../identity';
import { CodeUploadsModule } from './code-uploads.provider';
import { DestinationHistory } from './destination-history.entity';
import { QrCode } from './qr-code.entity';
import { ImageWorkers } from './image-workers';
import { QrCodeDtos } from './qr-code-dtos';
import { QrImageService } from './qr-image.service';
import { QrCodesController } from './qrcodes.controller';
import { QrCodesService } from './qrcodes.service';
import { ShortKeys } from './short-keys.service';
import { CodeEvents } from './code-events';
import { QrCodesRepository } from './qr-codes.repository';
import { BulkActionsService } from './bulk-actions.service';
import { CodeCounters } from './code-counters.service';
import { CodeLookup } from './code-lookup.service';
import { CodeListRepository } from './code-list.repository';
import { CodeTag } from './code-tag.entity';
import { CodeTagsRepository } from './code-tags.repository';
import { Folder } from './folders/folder.entity';
import { FoldersController } from './folders/folders.controller';
import { FoldersService } from './folders/folders.service';
import { QrTemplate } from './templates/qr-template.entity';
import { TemplatesController } from './templates/templates.controller';
import { TemplatesService } from './templates/templates.service';
import { CodeImport, CodeImportRow } from './imports/code-import.entities';
import { CodeImportsController } from './imports/code-imports.controller';
import { CodeImportsRepository } from './imports/code-imports.repository';
import { CodeImportsService } from './imports/code-imports.service';
import { CodeExportsController } from './exports/code-exports.controller';
import { CodeExportService } from './exports/code-export.service';
import { ExportProgress } from './exports/export-progress';
import { WorkspacesModule } from '../workspaces';
import { SettingsModule } from '../settings';
import { DomainsModule } from '../domains';
import { AuditModule } from '../audit';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      QrCode,
      DestinationHistory,
      Folder,
      CodeTag,
      QrTemplate,
      CodeImport,
      CodeImportRow,
    ]),
    UsersModule,
    PlansModule,
    WorkspacesModule,
    UploadsModule,
    CodeUploadsModule,
    SettingsModule,
    DomainsModule,
    AuditModule,
  ],
  controllers: [
    QrCodesController,
    FoldersController,
    TemplatesController,
    CodeImportsController,
    CodeExportsController,
  ],
  providers: [
    QrCodesService,
    ShortKeys,
    CodeEvents,
    QrCodesRepository,
    CodeCounters,
    CodeLookup,
    QrImageService,
    ImageWorkers,
    CodeListRepository,
    CodeTagsRepository,
    FoldersService,
    TemplatesService,
    BulkActionsService,
    QrCodeDtos,
    CodeImportsRepository,
    CodeImportsService,
    CodeExportService,
    ExportProgress,
  ],
  exports: [QrCodesService, CodeCounters, CodeLookup, QrCodeDtos, QrImageService],
})
export class QrCodesModule {}
