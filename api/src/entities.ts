import { PasswordResetToken } from './modules/identity/auth/password-reset-token.entity';
import { ContactMessage } from './modules/contact/contact-message.entity';
import { Plan } from './modules/billing/plans/plan.entity';
import { DestinationHistory } from './modules/qrcodes/destination-history.entity';
import { QrCode } from './modules/qrcodes/qr-code.entity';
import { CodeTag } from './modules/qrcodes/code-tag.entity';
import { Folder } from './modules/qrcodes/folders/folder.entity';
import { Scan } from './modules/scans/scan.entity';
import {
  ScanBreakdown,
  ScanDaily,
  ScanRollupQueueRow,
  ScanVisitor,
} from './modules/scans/scan-rollup.entities';
import { SettingRow } from './modules/settings/setting.entity';
import { PaymentEvent } from './modules/billing/subscriptions/payment-event.entity';
import { Subscription } from './modules/billing/subscriptions/subscription.entity';
import { User } from './modules/identity/users/user.entity';
import { JobRow, JobScheduleRow } from './platform/jobs/job.entities';

/** Every entity the data source knows; add a new domain's entities here. */
export const entities = [
  User,
  Plan,
  SettingRow,
  PasswordResetToken,
  ContactMessage,
  QrCode,
  Folder,
  CodeTag,
  DestinationHistory,
  Scan,
  ScanDaily,
  ScanBreakdown,
  ScanVisitor,
  ScanRollupQueueRow,
  Subscription,
  PaymentEvent,
  JobRow,
  JobScheduleRow,
];
