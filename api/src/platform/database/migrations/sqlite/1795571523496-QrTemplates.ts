import { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand rather than generated: adding the plans' column with ADD COLUMN instead of
// copying the table keeps every other migration's columns whatever order they run in.
export class QrTemplates1795571523496 implements MigrationInterface {
  name = 'QrTemplates1795571523496';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "qr_templates" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "name" varchar(60) NOT NULL,
                "name_key" varchar(60) NOT NULL,
                "design" text NOT NULL,
                "shared" boolean NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_qr_templates_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_templates_shared" ON "qr_templates" ("shared")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_qr_templates_user_name" ON "qr_templates" ("user_id", "name_key")
        `);
    await queryRunner.query(`
            ALTER TABLE "plans" ADD COLUMN "template_limit" integer NOT NULL DEFAULT (-1)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "plans" DROP COLUMN "template_limit"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_qr_templates_user_name"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_templates_shared"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_templates"
        `);
  }
}
