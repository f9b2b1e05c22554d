import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per change, written in the change's transaction. No foreign keys:
 * an entry outlives what it names. No address column.
 */
export class AuditLog1796040000000 implements MigrationInterface {
  name = 'AuditLog1796040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "audit_log" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "created_at" datetime NOT NULL,
                "workspace_id" integer,
                "actor_type" varchar(16) NOT NULL,
                "actor_user_id" integer,
                "actor_api_key_id" integer,
                "actor_label" varchar(255) NOT NULL,
                "action" varchar(64) NOT NULL,
                "target_type" varchar(32) NOT NULL,
                "target_id" integer,
                "target_label" varchar(255) NOT NULL,
                "details" text,
                "request_id" varchar(64)
            )
        `);
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_workspace_time" ON "audit_log" ("workspace_id", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_user_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_time" ON "audit_log" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
