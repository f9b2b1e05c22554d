import { Injectable, Logger } from '@nestjs/common';
import type { ExportProgressDto } from '@qrpanel/contracts';
import { errorText } from '../../../platform/common/errors';
import { SharedStore } from '../../../platform/redis/shared-store';

const PREFIX = 'qrpanel:export-progress:';
/** A download's progress can be read this long after its last change. */
const KEPT_SECONDS = 10 * 60;
/** Written at most this often while a ZIP is built: one write a tick, not one a code. */
const WRITE_MS = 250;

/** A ZIP being built: counts its codes in, and says when it ends. */
export interface ProgressTracker {
  advance(): void;
  finish(failed: boolean): Promise<void>;
}

/**
 * Where each ZIP download stands, by its owner and token, kept where every replica reads
 * it (the shared store: Redis when configured), since the screen's polls may reach any
 * replica. Progress is a courtesy: a store that fails is logged, never fails a download.
 */
@Injectable()
export class ExportProgress {
  private readonly logger = new Logger('ExportProgress');

  constructor(private readonly store: SharedStore) {}

  /**
   * A download announced (its ticket issued) but not started: readable for `seconds`
   * (the ticket's life) unless the download starts, so an unused one disappears.
   */
  async announce(userId: number, token: string, total: number, seconds: number): Promise<void> {
    await this.write(userId, token, { total, done: 0, finished: false, failed: false }, seconds);
  }

  /** A download starting: its progress written as it moves, and once more at its end. */
  track(userId: number, token: string, total: number): ProgressTracker {
    const progress: ExportProgressDto = { total, done: 0, finished: false, failed: false };
    let written = 0;
    let writing: Promise<void> | undefined;
    const flush = () => {
      written = Date.now();
      writing = this.write(userId, token, { ...progress }, KEPT_SECONDS).finally(() => (writing = undefined));
    };
    flush();
    return {
      advance: () => {
        progress.done += 1;
        if (!writing && Date.now() - written >= WRITE_MS) flush();
      },
      finish: async (failed) => {
        await writing;
        Object.assign(progress, { finished: true, failed });
        flush();
        await writing;
      },
    };
  }

  async read(userId: number, token: string): Promise<ExportProgressDto | null> {
    const value = await this.store.get(keyOf(userId, token));
    return value === null ? null : (JSON.parse(value) as ExportProgressDto);
  }

  private async write(userId: number, token: string, progress: ExportProgressDto, seconds: number) {
    try {
      await this.store.set(keyOf(userId, token), JSON.stringify(progress), seconds);
    } catch (error) {
      this.logger.warn(`Could not record a ZIP's progress: ${errorText(error)}`);
    }
  }
}

const keyOf = (userId: number, token: string) => `${PREFIX}${userId}:${token}`;
