import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files for hosted pages (PDFs, images), each a workspace's, and the storage a plan allows
 * them: existing plans get 100 MB (-1 is no limit, 0 no uploads).
 */
export class PageFiles1796060000000 implements MigrationInterface {
  name = 'PageFiles1796060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "page_files" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "workspace_id" integer NOT NULL,
                "name" varchar(40) NOT NULL,
                "kind" varchar(8) NOT NULL,
                "size_bytes" integer NOT NULL,
                "original_name" varchar(255) NOT NULL,
                "uploaded_by" integer,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_page_files_workspace_id" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_page_files_name" ON "page_files" ("name")`);
    await queryRunner.query(`CREATE INDEX "IDX_page_files_workspace" ON "page_files" ("workspace_id", "id")`);
    await queryRunner.query(
      `ALTER TABLE "plans" ADD COLUMN "storage_limit_mb" integer NOT NULL DEFAULT (100)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "storage_limit_mb"`);
    await queryRunner.query(`DROP INDEX "IDX_page_files_workspace"`);
    await queryRunner.query(`DROP INDEX "UQ_page_files_name"`);
    await queryRunner.query(`DROP TABLE "page_files"`);
  }
}
