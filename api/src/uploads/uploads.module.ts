import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { LogoStorage } from './logo-storage.service';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [PlansModule],
  controllers: [UploadsController],
  providers: [LogoStorage],
  exports: [LogoStorage],
})
export class UploadsModule {}
