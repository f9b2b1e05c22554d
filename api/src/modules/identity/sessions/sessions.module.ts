import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LiveSessions } from './live-sessions';
import { Session } from './session.entity';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/** Sign-in sessions; AuthModule opens them at sign-in and checks them on every request. */
@Module({
  imports: [TypeOrmModule.forFeature([Session])],
  controllers: [SessionsController],
  providers: [SessionsService, SessionsRepository, LiveSessions],
  exports: [SessionsService],
})
export class SessionsModule {}
