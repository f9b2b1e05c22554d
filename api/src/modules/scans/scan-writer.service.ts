import { Inject, Injectable, Logger, BeforeApplicationShutdown } from '@nestjs/common';
import { shortUrl } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { EventOutbox, type ScanEventSource } from '../../platform/events/event-outbox';
import { ScanPressure } from '../../platform/load/scan-pressure';
import { GroupCommit } from '../../platform/database/group-commit';
import { LiveScans, type OwnedLiveScan } from './live/live-scans';
import { ScanBatchRepository } from './scan-batch.repository';
import { queueForRollups } from './scan-rollups.repository';
import { ScanRollups } from './scan-rollups.service';
import { insertScans, isCounted, type RecordedScan } from './scans.repository';

/**
 * Stores scans in batches (group commit): add() resolves once the scan is committed,
 * with its roll-ups queued; ScanRollups adds them moments later, off the scanners' path.
 */
@Injectable()
export class ScanWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Scans');
  private readonly batches: GroupCommit<RecordedScan>;

  constructor(
    private readonly runner: ScanBatchRepository,
    private readonly rollups: ScanRollups,
    private readonly outbox: EventOutbox,
    private readonly live: LiveScans,
    private readonly pressure: ScanPressure,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.batches = new GroupCommit((scans) => this.write(scans), 1000, this.runner.concurrency);
  }

  add(scan: RecordedScan): Promise<void> {
    return this.batches.add(scan);
  }

  /**
   * SIGTERM: the scans already taken are stored, and counted, before the database closes
   * (every before-shutdown hook runs before TypeORM's shutdown hook closes it).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.batches.drain();
    await this.rollups.settle();
    await this.runner.close();
  }

  private async write(scans: RecordedScan[]): Promise<void> {
    this.pressure.scanned(scans.length);
    // The scans, their roll-ups' queue rows and their webhook events (the outbox), in one
    // transaction. Only inserts: no lock to wait for, so no deadlock to retry, and the
    // scanners wait for no bookkeeping.
    const events = this.outbox.forScans(scans.map((scan) => scanEvent(scan, this.config.publicUrl)));
    try {
      await this.runner.run([insertScans(scans), ...queueForRollups(scans), ...events.statements]);
    } catch (e) {
      this.logger.error(`Could not store ${scans.length} scans: ${(e as Error).message}`);
      throw e;
    }
    this.rollups.stored();
    events.committed();
    this.live.stored(scans.filter(isCounted).map(liveScanOf));
  }
}

/** What a scan.created event tells: the code, when, and the visitor as analytics knows them. */
function scanEvent(scan: RecordedScan, publicUrl: string): ScanEventSource {
  const { visitor } = scan;
  return {
    workspaceId: scan.code.workspaceId,
    at: scan.at,
    data: () => ({
      qr_code_id: scan.qrCodeId,
      qr_code_uuid: scan.code.uuid,
      short_url: scan.code.key ? shortUrl(publicUrl, scan.code.key) : null,
      scanned_at: scan.at.toISOString(),
      outcome: scan.outcome,
      destination: scan.destination ?? null,
      country: visitor.country,
      region: visitor.region ?? null,
      city: visitor.city ?? null,
      device_type: visitor.deviceType,
      os: visitor.os,
      browser: visitor.browser,
      language: visitor.language,
      is_bot: visitor.isBot,
    }),
  };
}

/** A stored scan as the live stream sends it: described, never identified (no address, no hash). */
function liveScanOf(s: RecordedScan): OwnedLiveScan {
  return {
    workspaceId: s.code.workspaceId,
    scan: {
      at: s.at.toISOString(),
      code: { id: s.qrCodeId, label: s.code.label, key: s.code.uuid },
      country: s.visitor.country,
      city: s.visitor.city,
      os: s.visitor.os,
      device: s.visitor.deviceType,
    },
  };
}
