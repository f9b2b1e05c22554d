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
import { ScanPressure } from '../../platform/load/scan-pressure';
import { RenderTurns, TooManyWaiting } from './render-turns';

/** Renders waiting for a free process (or their turn) beyond this many are refused rather than queued. */
const MAX_WAITING_RENDERS = 16;
/** An idle render process is kept this long, so a burst of downloads pays its start once. */
const IDLE_PROCESS_MS = 60_000;

/** What the worker does with a code's SVG (image.worker.js). */
type WorkerTask =
  | { kind: 'png'; svg: string; width: number; dpi?: number }
  | { kind: 'verify'; svg: string; widths: number[]; payload: string }
  | { kind: 'pdf'; svg: string; width: number; height: number; dpi: number; margin: number };

/**
 * Rasterises, builds PDFs and decodes codes off the event loop, in a small pool of child
 * processes, so a slow render never holds up other requests (scanners least of all). A
 * render cut off by the time limit (a logo stored before filters were refused could still
 * be a filter bomb) has its process ended. While the scanners are busy, renders take turns
 * at a fraction of a core (RenderTurns).
 */
@Injectable()
export class ImageWorkers implements OnModuleDestroy {
  private readonly pool: Tinypool;
  private readonly turns: RenderTurns;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    pressure: ScanPressure,
  ) {
    this.turns = new RenderTurns(() => pressure.busy(), MAX_WAITING_RENDERS);
    this.pool = new Tinypool({
      runtime: 'child_process',
      filename: join(__dirname, 'image.worker.js'),
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

  /** The PNG of `svg`, `width` pixels wide (with its print resolution when `dpi` is given). */
  async png(svg: string, width: number, dpi?: number): Promise<Buffer> {
    return this.run({ kind: 'png', svg, width, dpi });
  }

  /** A vector PDF of `svg` printed `width` x `height` pixels at `dpi`, with a margin in points. */
  async pdf(
    svg: string,
    size: { width: number; height: number },
    dpi: number,
    margin: number,
  ): Promise<Buffer> {
    return this.run({ kind: 'pdf', svg, ...size, dpi, margin });
  }

  /** The widths at which `svg`, drawn and decoded, does not read back `payload` (none: it scans). */
  async unreadableAt(svg: string, widths: number[], payload: string): Promise<number[]> {
    return this.run({ kind: 'verify', svg, widths, payload });
  }

  /** Runs a task; 422 when it takes longer than the configured limit, 503 when too many wait. */
  private async run<T>(task: WorkerTask): Promise<T> {
    let result: unknown;
    try {
      result = await this.turns.run(() =>
        this.pool.run(task, {
          // The limit counts from the turn, time spent waiting for a process included.
          signal: AbortSignal.timeout(this.config.imageRenderTimeoutMs),
        }),
      );
    } catch (error) {
      throw this.clientError(error) ?? error;
    }
    // Buffers come back from the child process as plain Uint8Arrays.
    if (result instanceof Uint8Array) {
      return Buffer.from(result.buffer, result.byteOffset, result.byteLength) as T;
    }
    return result as T;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private clientError(error: unknown): Error | null {
    if ((error as Error | undefined)?.name === 'AbortError') {
      return new UnprocessableEntityException(QR_MESSAGES.imageTooSlowToDraw);
    }
    if (
      error instanceof TooManyWaiting ||
      /queue is at limit/i.test((error as Error | undefined)?.message ?? '')
    ) {
      return new ServiceUnavailableException(QR_MESSAGES.imageRenderBusy);
    }
    return null;
  }
}
