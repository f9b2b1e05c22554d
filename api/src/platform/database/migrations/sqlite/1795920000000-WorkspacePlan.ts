import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A plan a platform administrator gives a workspace itself; without one (every workspace so
 * far) its limits stay its plan holder's.
 */
export class WorkspacePlan1795920000000 implements MigrationInterface {
  name = 'WorkspacePlan1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD COLUMN "plan_id" integer REFERENCES "plans" ("id") ON DELETE SET NULL`,
    );
  }

  public async down(): Promise<void> {
    // The column stays: SQLite drops no column of a foreign key, and the earlier schema reads past it.
  }
}
