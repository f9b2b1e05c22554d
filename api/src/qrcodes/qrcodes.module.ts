import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansModule } from '../plans/plans.module';
import { ScanRollupsModule } from '../scans/scan-rollups.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { DestinationHistory } from './destination-history.entity';
import { QrCode } from './qr-code.entity';
import { PngRenderer } from './png-renderer';
import { QrImageService } from './qr-image.service';
import { QrCodesController } from './qrcodes.controller';
import { QrCodesService } from './qrcodes.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([QrCode, DestinationHistory]),
    UsersModule,
    PlansModule,
    UploadsModule,
    ScanRollupsModule,
  ],
  controllers: [QrCodesController],
  providers: [QrCodesService, QrImageService, PngRenderer],
  exports: [QrCodesService],
})
export class QrCodesModule {}
