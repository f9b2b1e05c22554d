import type { QueryRunner } from 'typeorm';
import { normalizeDestinationUrl, QR_URL_MAX_LENGTH } from '@qrpanel/contracts';

const PAGE = 500;

interface UrlCodeRow {
  id: number;
  data: string;
  current_destination: string | null;
}

/** The destination in its stored form, or null when it is already so (or cannot be). */
function normalized(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const ascii = normalizeDestinationUrl(url);
    return ascii !== url && ascii.length <= QR_URL_MAX_LENGTH ? ascii : null;
  } catch {
    return null;
  }
}

/**
 * Rewrites url codes saved before destinations were normalised (a host or path with
 * non-ASCII characters) to the ASCII form the api now stores, in data.url and
 * current_destination alike, so that every scan can be answered with a Location header.
 * Plain SQL that reads the same in SQLite and MariaDB; rows are read a page at a time.
 */
export async function normalizeStoredDestinations(queryRunner: QueryRunner): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT id, data, current_destination FROM qr_codes WHERE type = 'url' AND id > ? ORDER BY id LIMIT ${PAGE}`,
      [after],
    )) as UrlCodeRow[];
    for (const row of rows) await normalizeRow(queryRunner, row);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

async function normalizeRow(queryRunner: QueryRunner, row: UrlCodeRow): Promise<void> {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    return;
  }
  const url = normalized(data.url);
  const destination = normalized(row.current_destination);
  if (url === null && destination === null) return;
  if (url !== null) data.url = url;
  await queryRunner.query('UPDATE qr_codes SET data = ?, current_destination = ? WHERE id = ?', [
    JSON.stringify(data),
    destination ?? row.current_destination,
    row.id,
  ]);
}
