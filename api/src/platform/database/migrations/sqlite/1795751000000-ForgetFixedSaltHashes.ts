import { MigrationInterface, QueryRunner } from 'typeorm';

/** Scans blanked per statement: each stays short, however many scans there are. */
const SLICE = 50000;

/**
 * Visitor hashes stored before the daily salts were made under one fixed salt derived from
 * APP_SECRET: whoever has the secret could hash every IPv4 address and find a scan's address
 * again. Nothing stored tells them from daily-salted hashes, and a stored scan's hash is never
 * read once its visitor is counted (the roll-ups keep the uniques), so every hash stored
 * before this migration is blanked, a slice of the primary key at a time. Unique-visitor
 * rows without a day are from before the daily salts too: deleted.
 */
export class ForgetFixedSaltHashes1795751000000 implements MigrationInterface {
  name = 'ForgetFixedSaltHashes1795751000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const [bounds] = (await queryRunner.query(`SELECT MIN("id") AS lo, MAX("id") AS hi FROM "scans"`)) as {
      lo: number | string | null;
      hi: number | string | null;
    }[];
    if (bounds && bounds.lo !== null && bounds.hi !== null) {
      for (let from = Number(bounds.lo); from <= Number(bounds.hi); from += SLICE) {
        await queryRunner.query(
          `UPDATE "scans" SET "visitor_hash" = '' WHERE "id" >= ? AND "id" < ? AND "visitor_hash" <> ''`,
          [from, from + SLICE],
        );
      }
    }
    await queryRunner.query(`DELETE FROM "scan_visitors" WHERE "day" IS NULL`);
  }

  public async down(): Promise<void> {
    // What was forgotten cannot come back.
  }
}
