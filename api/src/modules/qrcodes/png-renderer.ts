import {
  Inject,
  Injectable,
  OnModuleDestroy,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { QR_MESSAGES } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

/** Renders waiting for a free process beyond this many are refused rather than queued. */
const MAX_WAITING_RENDERS = 16;
/** An idle render process is kept this long, so a burst of downloads pays its start once. */
const IDLE_PROCESS_MS = 60_000;

/**
 * Rasterises SVG to PNG off the event loop, in a small pool of child processes, so a slow
 * render never holds up other requests. A render cut off by the time limit (a logo stored
 * before filters were refused could still be a filter bomb) has its process ended.
 */
@Injectable()
export class PngRenderer implements OnModuleDestroy {
  private readonly pool: Tinypool;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.pool = new Tinypool({
      runtime: 'child_process',
      filename: join(__dirname, 'png-render.worker.js'),
      // A core is left to the api itself; two at most on a small machine.
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      minThreads: 0,
      idleTimeout: IDLE_PROCESS_MS,
      maxQueue: MAX_WAITING_RENDERS,
      // The renderer needs nothing of the api's environment (its secrets least of all).
      env: {},
      execArgv: [],
      serialization: 'advanced',
    });
  }

  /** The PNG of `svg`, `width` pixels wide; 422 when it takes longer than the configured limit. */
  async render(svg: string, width: number): Promise<Buffer> {
    let png: Uint8Array;
    try {
      png = (await this.pool.run(
        { svg, width },
        // The limit counts from the request, time spent waiting for a process included.
        { signal: AbortSignal.timeout(this.config.imageRenderTimeoutMs) },
      )) as Uint8Array;
    } catch (error) {
      throw this.clientError(error) ?? error;
    }
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private clientError(error: unknown): Error | null {
    if ((error as Error | undefined)?.name === 'AbortError') {
      return new UnprocessableEntityException(QR_MESSAGES.imageTooSlowToDraw);
    }
    if (/queue is at limit/i.test((error as Error | undefined)?.message ?? '')) {
      return new ServiceUnavailableException(QR_MESSAGES.imageRenderBusy);
    }
    return null;
  }
}
