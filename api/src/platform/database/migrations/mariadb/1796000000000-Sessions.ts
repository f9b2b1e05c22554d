import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in sessions: one row per sign-in, named by its token's `sid`; deleting it ends the
 * token. Browser, OS, device and country as read at sign-in; never the address.
 */
export class Sessions1796000000000 implements MigrationInterface {
  name = 'Sessions1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`sessions\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`browser\` varchar(64) NOT NULL,
                \`os\` varchar(64) NOT NULL,
                \`device\` varchar(16) NULL,
                \`country\` varchar(2) NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`last_active_at\` datetime NOT NULL,
                \`expires_at\` datetime NOT NULL,
                INDEX \`IDX_sessions_user_id\` (\`user_id\`),
                INDEX \`IDX_sessions_expires_at\` (\`expires_at\`),
                PRIMARY KEY (\`id\`),
                CONSTRAINT \`FK_sessions_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sessions\``);
  }
}
