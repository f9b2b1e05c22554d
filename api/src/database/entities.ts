import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { Plan } from '../plans/plan.entity';
import { DestinationHistory } from '../qrcodes/destination-history.entity';
import { QrCode } from '../qrcodes/qr-code.entity';
import { Scan } from '../scans/scan.entity';
import { ScanBreakdown, ScanDaily, ScanRollupQueueRow, ScanVisitor } from '../scans/scan-rollup.entities';
import { AppSettingsRecord } from '../settings/app-settings.entity';
import { PaymentEvent } from '../subscriptions/payment-event.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { User } from '../users/user.entity';

/** Every entity the data source knows; add a new domain's entities here. */
export const entities = [
  User,
  Plan,
  AppSettingsRecord,
  PasswordResetToken,
  ContactMessage,
  QrCode,
  DestinationHistory,
  Scan,
  ScanDaily,
  ScanBreakdown,
  ScanVisitor,
  ScanRollupQueueRow,
  Subscription,
  PaymentEvent,
];
