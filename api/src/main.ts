import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
  const app = await createApp(config);
  stopGracefully(app);
  await app.listen(config.port, config.host);
  new Logger('Start').log(
    `QR Panel listening on http://${config.host}:${config.port} (public URL ${config.publicUrl}, ${config.database.kind})`,
  );
}

/**
 * SIGTERM (a deploy, `docker stop`) or SIGINT: stop taking requests, answer those in
 * flight, write the scans already taken, close the database, then exit 0.
 */
function stopGracefully(app: INestApplication): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    new Logger('Stop').log(`${signal} received: finishing what is in flight`);
    app.close().then(
      () => process.exit(0),
      (e: unknown) => {
        new Logger('Stop').error(`Could not stop cleanly: ${String(e)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void bootstrap();
