import { MigrationInterface, QueryRunner } from 'typeorm';

export class QrCodes1795353526051 implements MigrationInterface {
  name = 'QrCodes1795353526051';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "qr_codes" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "uuid" varchar(32) NOT NULL,
                "user_id" integer NOT NULL,
                "label" varchar(120) NOT NULL,
                "type" varchar(10) NOT NULL,
                "generation_type" varchar(10) NOT NULL,
                "data" text NOT NULL,
                "current_destination" varchar(2048),
                "scans_count" integer NOT NULL DEFAULT (0),
                "status" varchar(12),
                "size" integer NOT NULL DEFAULT (300),
                "foreground_color" varchar(7) NOT NULL DEFAULT ('#000000'),
                "background_color" varchar(7) NOT NULL DEFAULT ('#FFFFFF'),
                "logo_path" varchar(255),
                "frame_id" varchar(20) NOT NULL DEFAULT ('none'),
                "expires_at" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_qr_codes_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_qr_codes_uuid" ON "qr_codes" ("uuid")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_id" ON "qr_codes" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "qr_destination_history" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "qr_code_id" integer NOT NULL,
                "previous_destination" varchar(2048) NOT NULL,
                "changed_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_qr_destination_history_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_destination_history_qr_code_id" ON "qr_destination_history" ("qr_code_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_qr_destination_history_qr_code_id"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_destination_history"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_id"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_qr_codes_uuid"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_codes"
        `);
  }
}
