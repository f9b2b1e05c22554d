import { createRequire } from 'node:module';

/** better-sqlite3 13's binaries need Node-API 10: Node 22.14 and later. */
const NODE_API_OF_BETTER_SQLITE3_13 = 10;

const load = createRequire(__filename);

/**
 * The better-sqlite3 module TypeORM opens SQLite with. Version 13 (the one production's
 * Node 24 runs) crashes Node 20 as it loads; there the api uses version 12, installed
 * beside it as the optional dependency `better-sqlite3-node20` and built for that Node.
 */
export function sqliteDriver(): unknown {
  const useCurrent = Number(process.versions.napi) >= NODE_API_OF_BETTER_SQLITE3_13;
  return load(useCurrent ? 'better-sqlite3' : 'better-sqlite3-node20');
}
