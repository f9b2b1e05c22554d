import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in: each account's TOTP secret (sealed, never in clear) and the last time
 * step a code was accepted for, so a code works once; and its recovery codes, kept hashed.
 */
export class TwoFactor1795980000000 implements MigrationInterface {
  name = 'TwoFactor1795980000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "user_two_factor" (
                "user_id" integer PRIMARY KEY NOT NULL,
                "totp_secret" varchar(255) NOT NULL,
                "enabled_at" datetime,
                "last_used_step" integer,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_user_two_factor_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "two_factor_recovery_codes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "code_hash" varchar(64) NOT NULL,
                "used_at" datetime,
                CONSTRAINT "FK_two_factor_recovery_codes_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_two_factor_recovery_codes" ON "two_factor_recovery_codes" ("user_id", "code_hash")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "user_two_factor"`);
  }
}
