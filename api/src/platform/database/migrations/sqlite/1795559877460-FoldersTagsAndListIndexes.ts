import { MigrationInterface, QueryRunner } from 'typeorm';

export class FoldersTagsAndListIndexes1795559877460 implements MigrationInterface {
  name = 'FoldersTagsAndListIndexes1795559877460';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "folders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "name" varchar(60) NOT NULL,
                "name_key" varchar(60) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_folders_user_name" ON "folders" ("user_id", "name_key")
        `);
    await queryRunner.query(`
            CREATE TABLE "qr_code_tags" (
                "qr_code_id" integer NOT NULL,
                "tag" varchar(32) NOT NULL,
                PRIMARY KEY ("qr_code_id", "tag")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_code_tags_tag" ON "qr_code_tags" ("tag", "qr_code_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_id"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_qr_codes_uuid"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_qr_codes" (
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
                "unique_scans" integer NOT NULL DEFAULT (0),
                "starts_at" datetime,
                "max_scans" integer,
                "routing" text,
                "password_hash" varchar(255),
                "folder_id" integer,
                CONSTRAINT "FK_qr_codes_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_qr_codes"(
                    "id",
                    "uuid",
                    "user_id",
                    "label",
                    "type",
                    "generation_type",
                    "data",
                    "current_destination",
                    "scans_count",
                    "status",
                    "size",
                    "foreground_color",
                    "background_color",
                    "logo_path",
                    "frame_id",
                    "expires_at",
                    "created_at",
                    "updated_at",
                    "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash"
                )
            SELECT "id",
                "uuid",
                "user_id",
                "label",
                "type",
                "generation_type",
                "data",
                "current_destination",
                "scans_count",
                "status",
                "size",
                "foreground_color",
                "background_color",
                "logo_path",
                "frame_id",
                "expires_at",
                "created_at",
                "updated_at",
                "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash"
            FROM "qr_codes"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_codes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_qr_codes"
                RENAME TO "qr_codes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_id" ON "qr_codes" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_qr_codes_uuid" ON "qr_codes" ("uuid")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_folder_id" ON "qr_codes" ("folder_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_label" ON "qr_codes" ("label", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_label" ON "qr_codes" ("user_id", "label", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_created" ON "qr_codes" ("created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_created" ON "qr_codes" ("user_id", "created_at", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_folders_user_name"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_folders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "name" varchar(60) NOT NULL,
                "name_key" varchar(60) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_folders_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_folders"(
                    "id",
                    "user_id",
                    "name",
                    "name_key",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "name",
                "name_key",
                "created_at"
            FROM "folders"
        `);
    await queryRunner.query(`
            DROP TABLE "folders"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_folders"
                RENAME TO "folders"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_folders_user_name" ON "folders" ("user_id", "name_key")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_id"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_qr_codes_uuid"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_folder_id"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_label"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_label"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_created"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_created"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_qr_codes" (
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
                "unique_scans" integer NOT NULL DEFAULT (0),
                "starts_at" datetime,
                "max_scans" integer,
                "routing" text,
                "password_hash" varchar(255),
                "folder_id" integer,
                CONSTRAINT "FK_qr_codes_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_qr_codes_folder_id" FOREIGN KEY ("folder_id") REFERENCES "folders" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_qr_codes"(
                    "id",
                    "uuid",
                    "user_id",
                    "label",
                    "type",
                    "generation_type",
                    "data",
                    "current_destination",
                    "scans_count",
                    "status",
                    "size",
                    "foreground_color",
                    "background_color",
                    "logo_path",
                    "frame_id",
                    "expires_at",
                    "created_at",
                    "updated_at",
                    "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash",
                    "folder_id"
                )
            SELECT "id",
                "uuid",
                "user_id",
                "label",
                "type",
                "generation_type",
                "data",
                "current_destination",
                "scans_count",
                "status",
                "size",
                "foreground_color",
                "background_color",
                "logo_path",
                "frame_id",
                "expires_at",
                "created_at",
                "updated_at",
                "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash",
                "folder_id"
            FROM "qr_codes"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_codes"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_qr_codes"
                RENAME TO "qr_codes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_id" ON "qr_codes" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_qr_codes_uuid" ON "qr_codes" ("uuid")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_folder_id" ON "qr_codes" ("folder_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_label" ON "qr_codes" ("label", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_label" ON "qr_codes" ("user_id", "label", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_created" ON "qr_codes" ("created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_created" ON "qr_codes" ("user_id", "created_at", "id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_code_tags_tag"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_qr_code_tags" (
                "qr_code_id" integer NOT NULL,
                "tag" varchar(32) NOT NULL,
                CONSTRAINT "FK_qr_code_tags_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("qr_code_id", "tag")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_qr_code_tags"("qr_code_id", "tag")
            SELECT "qr_code_id",
                "tag"
            FROM "qr_code_tags"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_code_tags"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_qr_code_tags"
                RENAME TO "qr_code_tags"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_code_tags_tag" ON "qr_code_tags" ("tag", "qr_code_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_qr_code_tags_tag"
        `);
    await queryRunner.query(`
            ALTER TABLE "qr_code_tags"
                RENAME TO "temporary_qr_code_tags"
        `);
    await queryRunner.query(`
            CREATE TABLE "qr_code_tags" (
                "qr_code_id" integer NOT NULL,
                "tag" varchar(32) NOT NULL,
                PRIMARY KEY ("qr_code_id", "tag")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "qr_code_tags"("qr_code_id", "tag")
            SELECT "qr_code_id",
                "tag"
            FROM "temporary_qr_code_tags"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_qr_code_tags"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_code_tags_tag" ON "qr_code_tags" ("tag", "qr_code_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_created"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_created"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_label"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_label"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_folder_id"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_qr_codes_uuid"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "qr_codes"
                RENAME TO "temporary_qr_codes"
        `);
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
                "unique_scans" integer NOT NULL DEFAULT (0),
                "starts_at" datetime,
                "max_scans" integer,
                "routing" text,
                "password_hash" varchar(255),
                "folder_id" integer,
                CONSTRAINT "FK_qr_codes_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "qr_codes"(
                    "id",
                    "uuid",
                    "user_id",
                    "label",
                    "type",
                    "generation_type",
                    "data",
                    "current_destination",
                    "scans_count",
                    "status",
                    "size",
                    "foreground_color",
                    "background_color",
                    "logo_path",
                    "frame_id",
                    "expires_at",
                    "created_at",
                    "updated_at",
                    "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash",
                    "folder_id"
                )
            SELECT "id",
                "uuid",
                "user_id",
                "label",
                "type",
                "generation_type",
                "data",
                "current_destination",
                "scans_count",
                "status",
                "size",
                "foreground_color",
                "background_color",
                "logo_path",
                "frame_id",
                "expires_at",
                "created_at",
                "updated_at",
                "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash",
                "folder_id"
            FROM "temporary_qr_codes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_qr_codes"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_created" ON "qr_codes" ("user_id", "created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_created" ON "qr_codes" ("created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_label" ON "qr_codes" ("user_id", "label", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_label" ON "qr_codes" ("label", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_folder_id" ON "qr_codes" ("folder_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_qr_codes_uuid" ON "qr_codes" ("uuid")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_id" ON "qr_codes" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_folders_user_name"
        `);
    await queryRunner.query(`
            ALTER TABLE "folders"
                RENAME TO "temporary_folders"
        `);
    await queryRunner.query(`
            CREATE TABLE "folders" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "name" varchar(60) NOT NULL,
                "name_key" varchar(60) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "folders"(
                    "id",
                    "user_id",
                    "name",
                    "name_key",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "name",
                "name_key",
                "created_at"
            FROM "temporary_folders"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_folders"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_folders_user_name" ON "folders" ("user_id", "name_key")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_created"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_created"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_label"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_label"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_folder_id"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_qr_codes_uuid"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_codes_user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "qr_codes"
                RENAME TO "temporary_qr_codes"
        `);
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
                "unique_scans" integer NOT NULL DEFAULT (0),
                "starts_at" datetime,
                "max_scans" integer,
                "routing" text,
                "password_hash" varchar(255),
                CONSTRAINT "FK_qr_codes_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "qr_codes"(
                    "id",
                    "uuid",
                    "user_id",
                    "label",
                    "type",
                    "generation_type",
                    "data",
                    "current_destination",
                    "scans_count",
                    "status",
                    "size",
                    "foreground_color",
                    "background_color",
                    "logo_path",
                    "frame_id",
                    "expires_at",
                    "created_at",
                    "updated_at",
                    "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash"
                )
            SELECT "id",
                "uuid",
                "user_id",
                "label",
                "type",
                "generation_type",
                "data",
                "current_destination",
                "scans_count",
                "status",
                "size",
                "foreground_color",
                "background_color",
                "logo_path",
                "frame_id",
                "expires_at",
                "created_at",
                "updated_at",
                "unique_scans",
                "starts_at",
                "max_scans",
                "routing",
                "password_hash"
            FROM "temporary_qr_codes"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_qr_codes"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_qr_codes_uuid" ON "qr_codes" ("uuid")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_qr_codes_user_id" ON "qr_codes" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_qr_code_tags_tag"
        `);
    await queryRunner.query(`
            DROP TABLE "qr_code_tags"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_folders_user_name"
        `);
    await queryRunner.query(`
            DROP TABLE "folders"
        `);
  }
}
