import { Init1795352682953 } from './1795352682953-Init';

/** In the order they run. Written by scripts/generate-migration.mjs. */
export const mariadbMigrations = [Init1795352682953];
