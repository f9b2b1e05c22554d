import { Inject, Injectable, Logger, OnModuleDestroy, UnprocessableEntityException } from '@nestjs/common';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { QR_MESSAGES } from '@qrpanel/contracts';
import { RetryLaterException } from '../../platform/common/retry-later.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ScanPressure } from '../../platform/load/scan-pressure';
import { RenderAbandoned, RenderQueue, RenderRefused, type RenderOwner } from './render-queue';

/** Renders one user may have waiting; past them 503 for that user only. */
export const MAX_WAITING_RENDERS_PER_USER = 8;
/** An idle render process is kept this long, so a burst of downloads pays its start once. */
const IDLE_PROCESS_MS = 60_000;
/**
 * How long a process may take to start and take up a render before the render is given up
 * (503): its own time limit counts only from then. Starting takes a fraction of a second;
 * this is a backstop for a process that never comes up.
 */
const PROCESS_START_MS = 30_000;

/** What the worker does with a code's SVG (image.worker.js). */
type WorkerTask =
  | { kind: 'png'; svg: string; width: number; dpi?: number }
  | { kind: 'verify'; svg: string; widths: number[]; payload: string }
  | { kind: 'pdf'; svg: string; width: number; height: number; dpi: number; margin: number };

/** Who asks for a render (turns are per owner), and a signal that aborts when they no longer want it. */
export interface RenderCaller {
  owner: RenderOwner;
  signal?: AbortSignal;
}

/** The render process gave no sign of starting the render within PROCESS_START_MS. */
class ProcessDidNotStart extends Error {}

/**
 * Rasterises, builds PDFs and decodes codes off the event loop, in a small pool of child
 * processes, so a slow render never holds up other requests (scanners least of all). The
 * renders wait in a RenderQueue of ours, per user and bounded, and are handed to the pool
 * only when a process is free: the pool never queues, and so never refuses, a render (its
 * own queue's refusals left a timer behind that ended the api when it fired). A render's
 * time limit starts when its process begins it; one cut off by the limit (a logo stored
 * before filters were refused could still be a filter bomb) has its process ended.
 */
@Injectable()
export class ImageWorkers implements OnModuleDestroy {
  private readonly logger = new Logger(ImageWorkers.name);
  private readonly pool: Tinypool;
  private readonly queue: RenderQueue;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    pressure: ScanPressure,
  ) {
    const processes = config.imageRenderProcesses;
    this.queue = new RenderQueue(
      {
        slots: processes,
        maxWaiting: config.imageRenderQueue,
        maxWaitingPerOwner: MAX_WAITING_RENDERS_PER_USER,
      },
      () => pressure.busy(),
    );
    this.pool = new Tinypool({
      runtime: 'child_process',
      filename: join(__dirname, 'image.worker.js'),
      maxThreads: processes,
      minThreads: 0,
      idleTimeout: IDLE_PROCESS_MS,
      // The renderer needs nothing of the api's environment (its secrets least of all).
      env: {},
      execArgv: [],
      serialization: 'advanced',
    });
    // A process that dies while idle (killed by the system, say) is reported here; with no
    // listener, the pool's 'error' event would end the api.
    this.pool.on('error', (error: Error) => this.logger.warn(`A render process failed: ${error.message}`));
  }

  /** The PNG of `svg`, `width` pixels wide (with its print resolution when `dpi` is given). */
  async png(svg: string, width: number, dpi: number | undefined, caller: RenderCaller): Promise<Buffer> {
    return this.run({ kind: 'png', svg, width, dpi }, caller);
  }

  /** A vector PDF of `svg` printed `width` x `height` pixels at `dpi`, with a margin in points. */
  async pdf(
    svg: string,
    print: { width: number; height: number; dpi: number; margin: number },
    caller: RenderCaller,
  ): Promise<Buffer> {
    return this.run({ kind: 'pdf', svg, ...print }, caller);
  }

  /** The widths at which `svg`, drawn and decoded, does not read back `payload` (none: it scans). */
  async unreadableAt(
    svg: string,
    widths: number[],
    payload: string,
    caller: RenderCaller,
  ): Promise<number[]> {
    return this.run({ kind: 'verify', svg, widths, payload }, caller);
  }

  /** Runs a task in its owner's turn; 422 when it draws longer than the limit, 503 when too many wait. */
  private async run<T>(task: WorkerTask, caller: RenderCaller): Promise<T> {
    let result: unknown;
    try {
      result = await this.queue.run(caller.owner, () => this.draw(task), caller.signal);
    } catch (error) {
      throw this.clientError(error) ?? error;
    }
    // Buffers come back from the child process as plain Uint8Arrays.
    if (result instanceof Uint8Array) {
      return Buffer.from(result.buffer, result.byteOffset, result.byteLength) as T;
    }
    return result as T;
  }

  /**
   * Hands the task to a free process. The limit is set when the process says it begins the
   * render (image.worker.js), so neither the queue nor a process starting counts against it.
   */
  private async draw(task: WorkerTask): Promise<unknown> {
    const abort = new AbortController();
    let begun = false;
    let timer = setTimeout(() => abort.abort(), PROCESS_START_MS);
    const channel = {
      postMessage: (message: unknown) => {
        if ((message as { renderStarted?: unknown } | null)?.renderStarted !== true) return;
        begun = true;
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), this.config.imageRenderTimeoutMs);
      },
    };
    try {
      return await this.pool.run(task, { signal: abort.signal, channel });
    } catch (error) {
      throw abort.signal.aborted && !begun ? new ProcessDidNotStart() : error;
    } finally {
      clearTimeout(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private clientError(error: unknown): Error | null {
    if (error instanceof RenderRefused) {
      const message =
        error.full === 'owner' ? QR_MESSAGES.imageRenderBusyForYou : QR_MESSAGES.imageRenderBusy;
      return new RetryLaterException(message, error.retryAfterSeconds);
    }
    // Abandoned: the client has gone and reads no answer. Not started: the fault is ours, for now.
    if (error instanceof RenderAbandoned || error instanceof ProcessDidNotStart) {
      return new RetryLaterException(QR_MESSAGES.imageRenderBusy);
    }
    if ((error as Error | undefined)?.name === 'AbortError') {
      return new UnprocessableEntityException(QR_MESSAGES.imageTooSlowToDraw);
    }
    return null;
  }
}
