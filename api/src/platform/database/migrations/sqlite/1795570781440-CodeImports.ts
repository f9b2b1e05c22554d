import { MigrationInterface, QueryRunner } from 'typeorm';

export class CodeImports1795570781440 implements MigrationInterface {
  name = 'CodeImports1795570781440';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "code_imports" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "file_name" varchar(255) NOT NULL,
                "status" varchar(12) NOT NULL,
                "total" integer NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "finished_at" datetime,
                CONSTRAINT "FK_code_imports_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "code_import_rows" (
                "import_id" integer NOT NULL,
                "row" integer NOT NULL,
                "cells" text NOT NULL,
                "code_id" integer,
                "error" varchar(1000),
                CONSTRAINT "FK_code_import_rows_import_id" FOREIGN KEY ("import_id") REFERENCES "code_imports" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("import_id", "row")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "code_import_rows"
        `);
    await queryRunner.query(`
            DROP TABLE "code_imports"
        `);
  }
}
