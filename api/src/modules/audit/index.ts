// The audit module's face: what other modules may import (docs/decisions/module-faces.md).
export { AuditModule } from './audit.module';
export { AuditLog, SYSTEM_ACTOR, type AuditActor, type AuditRecord } from './audit-log.service';
export { AUDIT_CSV_RESPONSE } from './audit.controller';
export { AuditPageResponseDto } from './dto/audit-entry-response.dto';
export { AuditQueryDto } from './dto/audit-query.dto';
// A port: settings, a floor above, tells the purge how long entries are kept.
export { AuditRetentionDays } from './audit-retention-days';
export { AUDIT_RETENTION } from './audit-retention';
export { auditChanges } from './audit-details';
