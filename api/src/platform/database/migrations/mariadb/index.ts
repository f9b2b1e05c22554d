import { Init1795352682953 } from './1795352682953-Init';
import { AddPlans1795353060468 } from './1795353060468-AddPlans';
import { AddSettingsResetsAndContact1795353369014 } from './1795353369014-AddSettingsResetsAndContact';
import { QrCodes1795353527487 } from './1795353527487-QrCodes';
import { Scans1795354378950 } from './1795354378950-Scans';
import { Subscriptions1795354663473 } from './1795354663473-Subscriptions';
import { ScanRollupQueue1795363954153 } from './1795363954153-ScanRollupQueue';
import { NormalizeDestinations1795437329971 } from './1795437329971-NormalizeDestinations';
import { ResetLinkStampAndRefusedEvents1795437392345 } from './1795437392345-ResetLinkStampAndRefusedEvents';
import { AddJobs1795540368052 } from './1795540368052-AddJobs';
import { SettingsAsKeyValues1795549214110 } from './1795549214110-SettingsAsKeyValues';
import { SmartCodes1795559861254 } from './1795559861254-SmartCodes';
import { FoldersTagsAndListIndexes1795559879287 } from './1795559879287-FoldersTagsAndListIndexes';
import { QrDesigns1795559891208 } from './1795559891208-QrDesigns';
import { ApiKeys1795570001000 } from './1795570001000-ApiKeys';
import { CodeImports1795570784978 } from './1795570784978-CodeImports';
import { QrTemplates1795571528465 } from './1795571528465-QrTemplates';
import { AnalyticsDimensions1795600000000 } from './1795600000000-AnalyticsDimensions';
import { Webhooks1795700000002 } from './1795700000002-Webhooks';
import { OwnerRollups1795720000001 } from './1795720000001-OwnerRollups';
import { ColorScheme1795740000000 } from './1795740000000-ColorScheme';
import { ImportFailure1795750000000 } from './1795750000000-ImportFailure';
import { ForgetFixedSaltHashes1795751000000 } from './1795751000000-ForgetFixedSaltHashes';
import { PaymentLedger1795751000001 } from './1795751000001-PaymentLedger';
import { UserLanguage1795760000000 } from './1795760000000-UserLanguage';
import { MonthlyRollups1795770000000 } from './1795770000000-MonthlyRollups';
import { SearchFromLabelIndex1795788713781 } from './1795788713781-SearchFromLabelIndex';
import { FairJobLanes1795866248573 } from './1795866248573-FairJobLanes';
import { WebhookSecretRotation1795867701902 } from './1795867701902-WebhookSecretRotation';
import { CapCount1795870000000 } from './1795870000000-CapCount';
import { Workspaces1795892827911 } from './1795892827911-Workspaces';
import { PlanMemberLimit1795900000000 } from './1795900000000-PlanMemberLimit';
import { WorkspaceCodes1795910000000 } from './1795910000000-WorkspaceCodes';
import { WorkspacePlan1795920000000 } from './1795920000000-WorkspacePlan';
import { WorkspaceDevelopers1795930000000 } from './1795930000000-WorkspaceDevelopers';
import { WorkspaceBilling1795940000000 } from './1795940000000-WorkspaceBilling';
import { PaymentDecisions1795950000000 } from './1795950000000-PaymentDecisions';
import { ShortKeys1795960000000 } from './1795960000000-ShortKeys';
import { CustomDomains1795970000000 } from './1795970000000-CustomDomains';
import { TwoFactor1795980000000 } from './1795980000000-TwoFactor';
import { Sessions1796000000000 } from './1796000000000-Sessions';
import { Passkeys1796010000000 } from './1796010000000-Passkeys';
import { HostedPages1796020000000 } from './1796020000000-HostedPages';
import { SingleSignOn1796030000000 } from './1796030000000-SingleSignOn';
import { AuditLog1796040000000 } from './1796040000000-AuditLog';
import { WorkspaceSettings1796050000000 } from './1796050000000-WorkspaceSettings';
import { PageFiles1796060000000 } from './1796060000000-PageFiles';
import { LinkTapsDaily1796070000000 } from './1796070000000-LinkTapsDaily';

/** In the order they run. Written by scripts/generate-migration.mjs. */
export const mariadbMigrations = [
  Init1795352682953,
  AddPlans1795353060468,
  AddSettingsResetsAndContact1795353369014,
  QrCodes1795353527487,
  Scans1795354378950,
  Subscriptions1795354663473,
  ScanRollupQueue1795363954153,
  NormalizeDestinations1795437329971,
  ResetLinkStampAndRefusedEvents1795437392345,
  AddJobs1795540368052,
  SettingsAsKeyValues1795549214110,
  SmartCodes1795559861254,
  FoldersTagsAndListIndexes1795559879287,
  QrDesigns1795559891208,
  ApiKeys1795570001000,
  CodeImports1795570784978,
  QrTemplates1795571528465,
  AnalyticsDimensions1795600000000,
  Webhooks1795700000002,
  OwnerRollups1795720000001,
  ColorScheme1795740000000,
  ImportFailure1795750000000,
  ForgetFixedSaltHashes1795751000000,
  PaymentLedger1795751000001,
  UserLanguage1795760000000,
  MonthlyRollups1795770000000,
  SearchFromLabelIndex1795788713781,
  FairJobLanes1795866248573,
  WebhookSecretRotation1795867701902,
  CapCount1795870000000,
  Workspaces1795892827911,
  PlanMemberLimit1795900000000,
  WorkspaceCodes1795910000000,
  WorkspacePlan1795920000000,
  WorkspaceDevelopers1795930000000,
  WorkspaceBilling1795940000000,
  PaymentDecisions1795950000000,
  ShortKeys1795960000000,
  CustomDomains1795970000000,
  TwoFactor1795980000000,
  Sessions1796000000000,
  Passkeys1796010000000,
  HostedPages1796020000000,
  SingleSignOn1796030000000,
  AuditLog1796040000000,
  WorkspaceSettings1796050000000,
  PageFiles1796060000000,
  LinkTapsDaily1796070000000,
];
