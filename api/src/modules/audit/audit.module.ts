import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditEntry } from './audit-entry.entity';
import { AuditLog } from './audit-log.service';
import { AuditRetention } from './audit-retention';
import { AuditRepository } from './audit.repository';

/**
 * The audit log: each module that changes something imports this module and records through
 * `AuditLog` in its own transaction. The retention reads `AuditRetentionDays`, which the
 * settings module provides (globally) from a floor above.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditRepository, AuditLog, AuditRetention],
  exports: [AuditLog],
})
export class AuditModule {}
