import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRow, JobScheduleRow } from './job.entities';
import { JobsRepository } from './jobs.repository';
import { Jobs } from './jobs.service';

/** Durable jobs and schedules for every module (see Jobs). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobRow, JobScheduleRow])],
  providers: [JobsRepository, Jobs],
  exports: [Jobs],
})
export class JobsModule {}
