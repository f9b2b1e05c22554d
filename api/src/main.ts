import 'reflect-metadata';
import { Logger } from '@nestjs/common';
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
  await app.listen(config.port, config.host);
  new Logger('Start').log(
    `QR Panel listening on http://${config.host}:${config.port} (public URL ${config.publicUrl}, ${config.database.kind})`,
  );
}

void bootstrap();
