import { Init1795352681962 } from './1795352681962-Init';

/** In the order they run. Written by scripts/generate-migration.mjs. */
export const sqliteMigrations = [Init1795352681962];
