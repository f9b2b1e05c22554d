import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/app-config';
import { RawRoutes } from './platform/web/raw-routes';

/**
 * The longest a stop waits for the requests in flight and the clients' idle connections;
 * within the deploy's grace period (compose: stop_grace_period 30s), which must also
 * leave time to write the last scans and close the database.
 */
const DRAIN_LIMIT_MS = 20_000;

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
 * SIGTERM (a deploy, `docker stop`) or SIGINT: make a gateway leave this replica out, stop
 * listening (new connections are refused, so a gateway goes to another replica), answer
 * every request already accepted, close the connections once idle (see HttpDrain), then
 * write the scans already taken, close the database, and exit 0. The app closes only after
 * the drain: its services and database stay up for every request in flight.
 */
function stopGracefully(app: INestApplication): void {
  const logger = new Logger('Stop');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: finishing what is in flight`);
    drainThenClose(app, logger).then(
      () => process.exit(0),
      (e: unknown) => {
        logger.error(`Could not stop cleanly: ${String(e)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function drainThenClose(app: INestApplication, logger: Logger): Promise<void> {
  const unanswered = await app.get(RawRoutes).drain.drain(DRAIN_LIMIT_MS);
  if (unanswered > 0) logger.warn(`${unanswered} requests still in progress were cut off`);
  await app.close();
}

void bootstrap();
