import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work an answer must not wait for (sending mail): started at once, failures logged, and
 * awaited on shutdown so a stopping api does not drop a mail half sent.
 */
@Injectable()
export class BackgroundTasks implements OnApplicationShutdown {
  private readonly logger = new Logger('Background');
  private readonly pending = new Set<Promise<void>>();

  run(name: string, task: () => Promise<void>): void {
    const running = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.logger.error(`${name} failed: ${errorText(error)}`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every task started so far has ended. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
