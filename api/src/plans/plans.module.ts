import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { EntitlementsService } from './entitlements.service';
import { PlanAssignmentController } from './plan-assignment.controller';
import { PlanAssignmentService } from './plan-assignment.service';
import { Plan } from './plan.entity';
import { PlansController } from './plans.controller';
import { PlansService } from './plans.service';

@Module({
  imports: [TypeOrmModule.forFeature([Plan, User]), UsersModule, SettingsModule],
  controllers: [PlansController, PlanAssignmentController],
  providers: [PlansService, PlanAssignmentService, EntitlementsService],
  exports: [EntitlementsService, PlanAssignmentService, PlansService],
})
export class PlansModule {}
