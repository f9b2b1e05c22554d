/**
 * What the migration that gives every dynamic code a short key (ShortKeys) shares between
 * the two databases: the keys made for the codes that were there.
 */
import type { QueryRunner } from 'typeorm';
import { MADE_KEY_LENGTHS, SHORT_KEY_ALPHABET } from '@qrpanel/contracts';
import { randomKey } from '../../common/random-key';

const BATCH = 1000;

/**
 * Each dynamic code without a key gets one made for it, a batch of codes a statement. The
 * table held no key before, so keys made here only have to differ from each other: the
 * shortest length while a few tries find one unused, then a longer one.
 */
export async function giveKeysToDynamicCodes(
  queryRunner: QueryRunner,
  quote: (name: string) => string,
): Promise<void> {
  const used = new Set<string>();
  const make = () => {
    for (const length of MADE_KEY_LENGTHS) {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const key = randomKey(SHORT_KEY_ALPHABET, length);
        if (!used.has(key)) {
          used.add(key);
          return key;
        }
      }
    }
    throw new Error('No short key is left to make');
  };
  for (let after = 0; ;) {
    const rows = (await queryRunner.query(
      `SELECT id FROM qr_codes WHERE id > ? AND generation_type = 'dynamic' AND ${quote('short_key')} IS NULL ORDER BY id LIMIT ${BATCH}`,
      [after],
    )) as { id: number | string }[];
    if (!rows.length) return;
    const ids = rows.map((row) => Number(row.id));
    const keys = ids.map(make);
    const cases = ids.map(() => 'WHEN ? THEN ?').join(' ');
    const pairs = ids.flatMap((id, i) => [id, keys[i]]);
    await queryRunner.query(
      `UPDATE qr_codes SET ${quote('short_key')} = CASE id ${cases} END, ${quote('short_key_folded')} = CASE id ${cases} END
       WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...pairs, ...pairs, ...ids],
    );
    after = ids[ids.length - 1];
  }
}
