import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansModule } from '../billing/plans/plans.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../identity/users/users.module';
import { CodeLogosModule } from './code-logos.provider';
import { DestinationHistory } from './destination-history.entity';
import { QrCode } from './qr-code.entity';
import { ImageWorkers } from './image-workers';
import { QrImageService } from './qr-image.service';
import { QrCodesController } from './qrcodes.controller';
import { QrCodesService } from './qrcodes.service';
import { QrCodesRepository } from './qr-codes.repository';
import { BulkActionsService } from './bulk-actions.service';
import { CodeListRepository } from './code-list.repository';
import { CodeTag } from './code-tag.entity';
import { CodeTagsRepository } from './code-tags.repository';
import { Folder } from './folders/folder.entity';
import { FoldersController } from './folders/folders.controller';
import { FoldersService } from './folders/folders.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([QrCode, DestinationHistory, Folder, CodeTag]),
    UsersModule,
    PlansModule,
    UploadsModule,
    CodeLogosModule,
  ],
  controllers: [QrCodesController, FoldersController],
  providers: [
    QrCodesService,
    QrCodesRepository,
    QrImageService,
    ImageWorkers,
    CodeListRepository,
    CodeTagsRepository,
    FoldersService,
    BulkActionsService,
  ],
  exports: [QrCodesService, QrCodesRepository],
})
export class QrCodesModule {}
