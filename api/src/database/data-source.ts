import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** The data source the TypeORM CLI uses (migration:generate, migration:run). */
export default new DataSource({ ...dataSourceOptions(loadConfig().database), migrationsRun: false });
