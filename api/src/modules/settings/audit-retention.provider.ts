import { Global, Injectable, Module } from '@nestjs/common';
import { AuditRetentionDays } from '../audit';
import { SettingsModule } from './settings.module';
import { SettingsService } from './settings.service';

/** The audit log's retention, read from the setting `audit_retention_days`. */
@Injectable()
class AuditRetentionFromSettings extends AuditRetentionDays {
  constructor(private readonly settings: SettingsService) {
    super();
  }

  async days(): Promise<number> {
    return (await this.settings.get()).audit_retention_days;
  }
}

/** Global: the audit module, a floor below, purges old entries through it. */
@Global()
@Module({
  imports: [SettingsModule],
  providers: [{ provide: AuditRetentionDays, useClass: AuditRetentionFromSettings }],
  exports: [AuditRetentionDays],
})
export class AuditRetentionModule {}
