import { ApiKey } from './modules/developers/api-keys/api-key.entity';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { Domain } from './modules/domains/domain.entity';
import { PageFile } from './modules/uploads/page-file.entity';
import {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
} from './modules/developers/webhooks/webhook.entities';
import { PasswordResetToken } from './modules/identity/auth/password-reset-token.entity';
import { ContactMessage } from './modules/contact/contact-message.entity';
import { Plan } from './modules/billing/plans/plan.entity';
import { DestinationHistory } from './modules/qrcodes/destination-history.entity';
import { QrCode } from './modules/qrcodes/qr-code.entity';
import { CodeTag } from './modules/qrcodes/code-tag.entity';
import { Folder } from './modules/qrcodes/folders/folder.entity';
import { QrTemplate } from './modules/qrcodes/templates/qr-template.entity';
import { CodeImport, CodeImportRow } from './modules/qrcodes/imports/code-import.entities';
import { Scan } from './modules/scans/scan.entity';
import {
  ScanBreakdown,
  ScanBreakdownDaily,
  ScanBreakdownMonthly,
  ScanDaily,
  ScanOwnerBreakdown,
  ScanOwnerBreakdownDaily,
  ScanOwnerBreakdownMonthly,
  ScanOwnerDaily,
  ScanRollupQueueRow,
  ScanVisitor,
} from './modules/scans/scan-rollup.entities';
import { VisitorSalt } from './modules/scans/visitor-salts.repository';
import { LinkTapCount, LinkTapDaily, LinkTapQueueRow } from './modules/scans/link-tap.entities';
import { SettingRow } from './modules/settings/setting.entity';
import { PaymentEvent } from './modules/billing/subscriptions/payment-event.entity';
import { LedgerPayment } from './modules/billing/subscriptions/payment-ledger.entity';
import { Subscription } from './modules/billing/subscriptions/subscription.entity';
import { User } from './modules/identity/users/user.entity';
import { RecoveryCode, UserTwoFactor } from './modules/identity/two-factor/two-factor.entities';
import { Passkey } from './modules/identity/passkeys/passkey.entity';
import { SsoIdentity, SsoProvider } from './modules/identity/sso/sso.entities';
import { Session } from './modules/identity/sessions/session.entity';
import { IdempotentRequest } from './modules/developers/v1/idempotent-request.entity';
import { Workspace, WorkspaceInvitation, WorkspaceMember } from './modules/workspaces/workspace.entities';
import { JobLaneRow, JobRow, JobScheduleRow } from './platform/jobs/job.entities';

/** Every entity the data source knows; add a new domain's entities here. */
export const entities = [
  User,
  Plan,
  SettingRow,
  PasswordResetToken,
  ContactMessage,
  QrCode,
  Folder,
  QrTemplate,
  CodeTag,
  CodeImport,
  CodeImportRow,
  DestinationHistory,
  Scan,
  ScanDaily,
  ScanBreakdown,
  ScanBreakdownDaily,
  ScanBreakdownMonthly,
  ScanOwnerDaily,
  ScanOwnerBreakdown,
  ScanOwnerBreakdownDaily,
  ScanOwnerBreakdownMonthly,
  ScanVisitor,
  ScanRollupQueueRow,
  VisitorSalt,
  LinkTapQueueRow,
  LinkTapCount,
  LinkTapDaily,
  Subscription,
  PaymentEvent,
  LedgerPayment,
  JobRow,
  JobScheduleRow,
  JobLaneRow,
  ApiKey,
  Domain,
  IdempotentRequest,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  Workspace,
  WorkspaceMember,
  WorkspaceInvitation,
  UserTwoFactor,
  RecoveryCode,
  Passkey,
  Session,
  SsoProvider,
  SsoIdentity,
  AuditEntry,
  PageFile,
];
