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
];
