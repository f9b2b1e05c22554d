import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per change, written in the change's transaction. No foreign keys:
 * an entry outlives what it names. No address column.
 */
export class AuditLog1796040000000 implements MigrationInterface {
  name = 'AuditLog1796040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`audit_log\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`created_at\` datetime(3) NOT NULL,
                \`workspace_id\` int NULL,
                \`actor_type\` varchar(16) NOT NULL,
                \`actor_user_id\` int NULL,
                \`actor_api_key_id\` int NULL,
                \`actor_label\` varchar(255) NOT NULL,
                \`action\` varchar(64) NOT NULL,
                \`target_type\` varchar(32) NOT NULL,
                \`target_id\` int NULL,
                \`target_label\` varchar(255) NOT NULL,
                \`details\` text NULL,
                \`request_id\` varchar(64) NULL,
                INDEX \`IDX_audit_log_workspace_time\` (\`workspace_id\`, \`created_at\`),
                INDEX \`IDX_audit_log_actor\` (\`actor_user_id\`),
                INDEX \`IDX_audit_log_action\` (\`action\`),
                INDEX \`IDX_audit_log_time\` (\`created_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}
