import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './platform/config/app-config';
import { entities } from './entities';
import { dataSourceOptions } from './platform/database/data-source-options';

/** The data source the TypeORM CLI uses (migration:generate, migration:run). */
export default new DataSource({
  ...dataSourceOptions(loadConfig().database, entities),
  migrationsRun: false,
});
