import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity';
import { EntitlementsService } from './entitlements.service';
import { Plan } from './plan.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Plan, User])],
  providers: [EntitlementsService],
  exports: [EntitlementsService],
})
export class PlansModule {}
