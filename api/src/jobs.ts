import { AUDIT_JOBS } from './modules/audit/audit-jobs';
import { BILLING_JOBS } from './modules/billing/billing-jobs';
import { DEVELOPER_JOBS } from './modules/developers/developer-jobs';
import { DOMAIN_JOBS } from './modules/domains/domain-jobs';
import { IDENTITY_JOBS } from './modules/identity/identity-jobs';
import { MAIL_JOBS } from './modules/mail/mail-jobs';
import { QRCODE_JOBS } from './modules/qrcodes/qrcode-jobs';
import { SCAN_JOBS } from './modules/scans/scan-jobs';
import { UPLOAD_JOBS } from './modules/uploads/upload-jobs';
import type { JobNameList } from './platform/jobs/job-names';

/**
 * The registry of job names: every job kind, schedule and replica timer of platform/jobs,
 * each declared once in its module's jobs file; add a new module's file here. The platform
 * refuses work under a name not listed (see JobNames and docs/decisions/background-work.md).
 */
const modules: readonly JobNameList[] = [
  AUDIT_JOBS,
  MAIL_JOBS,
  IDENTITY_JOBS,
  BILLING_JOBS,
  UPLOAD_JOBS,
  DOMAIN_JOBS,
  QRCODE_JOBS,
  SCAN_JOBS,
  DEVELOPER_JOBS,
];

export const jobNames: readonly string[] = modules.flatMap((names) => Object.values(names));
