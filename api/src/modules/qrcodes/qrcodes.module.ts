import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansModule } from '../billing/plans/plans.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../identity/users/users.module';
import { CodeLogosModule } from './code-logos.provider';
import { DestinationHistory } from './destination-history.entity';
import { QrCode } from './qr-code.entity';
import { PngRenderer } from './png-renderer';
import { QrImageService } from './qr-image.service';
import { QrCodesController } from './qrcodes.controller';
import { QrCodesService } from './qrcodes.service';
import { QrCodesRepository } from './qr-codes.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([QrCode, DestinationHistory]),
    UsersModule,
    PlansModule,
    UploadsModule,
    CodeLogosModule,
  ],
  controllers: [QrCodesController],
  providers: [QrCodesService, QrCodesRepository, QrImageService, PngRenderer],
  exports: [QrCodesService, QrCodesRepository],
})
export class QrCodesModule {}
