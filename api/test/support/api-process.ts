import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { WAIT_MS } from './pace';

const API_ROOT = join(__dirname, '..', '..');
const BUILT = join(API_ROOT, 'dist', 'main.js');

/**
 * Compiles the api as `npm start` runs it (dist/main.js), unless that build is newer than
 * every source: suites run side by side, and one compiling while another starts the api
 * from the same folder would start it from half-written files.
 */
export function buildApi(): void {
  if (existsSync(BUILT) && newestSource() < statSync(BUILT).mtimeMs) return;
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: API_ROOT, stdio: 'inherit' });
}

/** The time of the last change to the api's sources or its compiler settings. */
function newestSource(): number {
  const files = ['tsconfig.json', 'tsconfig.build.json'].map((name) => join(API_ROOT, name));
  const sources = readdirSync(join(API_ROOT, 'src'), { recursive: true, withFileTypes: true });
  for (const entry of sources) if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** The real api in a process of its own, as production runs it, so it can be killed. */
export class ApiProcess {
  private child?: ChildProcess;
  readonly url: string;
  /** What the api wrote to its standard output (its log), since its first start. */
  output = '';

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [join(API_ROOT, 'dist', 'main.js')], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    // A wait, not a verdict: a replica restarted beside another one under a hundred clients
    // took 25 s on two busy cores, and more than 30 s on two cores shared with other suites
    // (load 25).
    for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
      if (this.child.exitCode !== null) throw new Error(`the api exited with ${this.child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // Not left behind to hold the suite open (and its port) after it has failed.
    this.child.kill('SIGKILL');
    throw new Error(`the api did not start within ${WAIT_MS / 1000} s`);
  }

  /** True once the process has ended, whatever ended it. */
  get exited(): boolean {
    return this.child !== undefined && (this.child.exitCode !== null || this.child.signalCode !== null);
  }

  /** Sends the signal and resolves with the exit code (null when the signal killed it). */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = once(child, 'exit') as Promise<[number | null]>;
    child.kill(signal);
    const [code] = await exited;
    return code;
  }
}
