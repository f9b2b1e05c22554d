import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRow, JobScheduleRow } from './job.entities';
import { JOB_NAMES, JobNames } from './job-names';
import { JobsRepository } from './jobs.repository';
import { LocalTimers } from './local-timer';
import { Jobs } from './jobs.service';

/**
 * Durable jobs and schedules for every module (see Jobs), and this replica's timers (see
 * LocalTimers), under the names of `names` (see JobNames).
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(names: readonly string[]): DynamicModule {
    return {
      module: JobsModule,
      imports: [TypeOrmModule.forFeature([JobRow, JobScheduleRow])],
      providers: [{ provide: JOB_NAMES, useValue: names }, JobNames, JobsRepository, Jobs, LocalTimers],
      exports: [JobNames, Jobs, LocalTimers],
    };
  }
}
