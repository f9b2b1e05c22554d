import { Init1795352681962 } from './1795352681962-Init';
import { AddPlans1795353059430 } from './1795353059430-AddPlans';
import { AddSettingsResetsAndContact1795353368095 } from './1795353368095-AddSettingsResetsAndContact';
import { QrCodes1795353526051 } from './1795353526051-QrCodes';
import { Scans1795354377026 } from './1795354377026-Scans';
import { Subscriptions1795354662095 } from './1795354662095-Subscriptions';
import { ScanRollupQueue1795363953104 } from './1795363953104-ScanRollupQueue';
import { NormalizeDestinations1795437328964 } from './1795437328964-NormalizeDestinations';
import { ResetLinkStampAndRefusedEvents1795437387015 } from './1795437387015-ResetLinkStampAndRefusedEvents';
import { AddJobs1795540367110 } from './1795540367110-AddJobs';
import { SettingsAsKeyValues1795549212892 } from './1795549212892-SettingsAsKeyValues';
import { SmartCodes1795559859113 } from './1795559859113-SmartCodes';
import { FoldersTagsAndListIndexes1795559877460 } from './1795559877460-FoldersTagsAndListIndexes';
import { QrDesigns1795559890723 } from './1795559890723-QrDesigns';

/** In the order they run. Written by scripts/generate-migration.mjs. */
export const sqliteMigrations = [
  Init1795352681962,
  AddPlans1795353059430,
  AddSettingsResetsAndContact1795353368095,
  QrCodes1795353526051,
  Scans1795354377026,
  Subscriptions1795354662095,
  ScanRollupQueue1795363953104,
  NormalizeDestinations1795437328964,
  ResetLinkStampAndRefusedEvents1795437387015,
  AddJobs1795540367110,
  SettingsAsKeyValues1795549212892,
  SmartCodes1795559859113,
  FoldersTagsAndListIndexes1795559877460,
  QrDesigns1795559890723,
];
