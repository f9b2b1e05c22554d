import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../../settings';
import { Subscription } from '../subscriptions/subscription.entity';
import { UsersModule } from '../../identity';
import { WorkspacesModule } from '../../workspaces';
import { EntitlementsService } from './entitlements.service';
import { PlanAssignmentService } from './plan-assignment.service';
import { PlanNamesModule } from './plan-names.provider';
import { Plan } from './plan.entity';
import { PlansController } from './plans.controller';
import { PlansService } from './plans.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Plan, Subscription]),
    UsersModule,
    SettingsModule,
    PlanNamesModule,
    WorkspacesModule,
  ],
  controllers: [PlansController],
  providers: [PlansService, PlanAssignmentService, EntitlementsService],
  exports: [EntitlementsService, PlanAssignmentService, PlansService],
})
export class PlansModule {}
