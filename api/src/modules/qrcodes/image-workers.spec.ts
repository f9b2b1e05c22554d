import { Logger } from '@nestjs/common';
import type { ChildProcess } from 'node:child_process';
import type Tinypool from 'tinypool';
import type { AppConfig } from '../../platform/config/app-config';
import { ScanPressure } from '../../platform/load/scan-pressure';
import { ImageWorkers } from './image-workers';

const SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="8" height="8"/></svg>';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The render processes the pool has started (child_process runtime: each wraps a ChildProcess). */
function processesOf(workers: ImageWorkers): ChildProcess[] {
  const pool = (workers as unknown as { pool: Tinypool }).pool;
  return pool.threads.map((worker) => (worker as unknown as { process: ChildProcess }).process);
}

describe('ImageWorkers', () => {
  let workers: ImageWorkers;
  let warned: jest.SpyInstance;

  beforeEach(() => {
    warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const config = {
      imageRenderTimeoutMs: 30_000,
      imageRenderProcesses: 1,
      imageRenderQueue: 32,
    } as AppConfig;
    workers = new ImageWorkers(config, new ScanPressure());
  });
  afterEach(async () => {
    await workers.onModuleDestroy();
    warned.mockRestore();
  });

  it('draws a PNG in a render process', async () => {
    const png = await workers.png(SQUARE, 16, undefined, { owner: 1 });
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it('outlives a render process killed while idle, and draws the next render in a new one', async () => {
    await workers.png(SQUARE, 16, undefined, { owner: 1 });
    const [idle] = processesOf(workers);
    // (Not events.once: it would take the pool's 'error' event on the process for its own.)
    const exited = new Promise((resolve) => idle.once('exit', resolve));
    // As the system's out-of-memory killer would: the pool reports it as an 'error' event,
    // which with no listener is thrown, and ends the api.
    idle.kill('SIGKILL');
    await exited;
    await new Promise((resolve) => setImmediate(resolve));
    expect(warned).toHaveBeenCalledWith('A render process failed: Worker exited unexpectedly');
    const png = await workers.png(SQUARE, 16, undefined, { owner: 1 });
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(processesOf(workers).map((p) => p.pid)).not.toContain(idle.pid);
  });
});
