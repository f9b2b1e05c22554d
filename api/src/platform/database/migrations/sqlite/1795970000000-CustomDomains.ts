import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom domains: a workspace's host names, and the domain each dynamic code answers on.
 * A code's `domain_id` is 0 on the instance's own host rather than NULL: keys are unique per
 * domain, and a unique index treats NULLs as all different.
 */
export class CustomDomains1795970000000 implements MigrationInterface {
  name = 'CustomDomains1795970000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "domains" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "workspace_id" integer NOT NULL,
                "hostname" varchar(253) NOT NULL,
                "status" varchar(10) NOT NULL DEFAULT ('pending'),
                "verification_token" varchar(64) NOT NULL,
                "root_url" varchar(2048),
                "not_found_url" varchar(2048),
                "verified_at" datetime,
                "last_checked_at" datetime,
                "last_check_message" varchar(255),
                "failing_since" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_domains_workspace_id" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_domains_hostname" ON "domains" ("hostname")`);
    await queryRunner.query(`CREATE INDEX "IDX_domains_workspace" ON "domains" ("workspace_id", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_domains_checked" ON "domains" ("last_checked_at")`);
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "domain_id" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`DROP INDEX "UQ_qr_codes_short_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_qr_codes_short_key" ON "qr_codes" ("domain_id", "short_key_folded")`,
    );
    await queryRunner.query(`ALTER TABLE "plans" ADD COLUMN "domain_limit" integer NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "domain_limit"`);
    await queryRunner.query(`DROP INDEX "UQ_qr_codes_short_key"`);
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "domain_id"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_qr_codes_short_key" ON "qr_codes" ("short_key_folded")`);
    await queryRunner.query(`DROP TABLE "domains"`);
  }
}
