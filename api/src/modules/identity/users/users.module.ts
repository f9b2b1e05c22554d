import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordService } from '../auth/password.service';
import { SuperAdminLock } from './super-admin-lock.repository';
import { SuperAdminSeeder } from './super-admin.seeder';
import { User } from './user.entity';
import { UserLock } from './user-lock.repository';
import { UserStatsRepository } from './user-stats.repository';
import { UserViews } from './user.view';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { AuditModule } from '../../audit';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule],
  controllers: [UsersController],
  providers: [
    UsersService,
    UserStatsRepository,
    UserViews,
    UserLock,
    PasswordService,
    SuperAdminLock,
    SuperAdminSeeder,
  ],
  exports: [UsersService, UserViews, PasswordService],
})
export class UsersModule {}
