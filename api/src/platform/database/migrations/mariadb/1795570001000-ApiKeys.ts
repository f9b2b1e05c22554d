import { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys (stored hashed), Idempotency-Keys of the public API, and the plans' API limits. */
export class ApiKeys1795570001000 implements MigrationInterface {
  name = 'ApiKeys1795570001000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`api_keys\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`name\` varchar(60) NOT NULL,
                \`prefix\` varchar(16) NOT NULL,
                \`key_hash\` varchar(64) NOT NULL,
                \`scopes\` varchar(200) NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`last_used_at\` datetime NULL,
                UNIQUE INDEX \`UQ_api_keys_hash\` (\`key_hash\`),
                INDEX \`IDX_api_keys_user\` (\`user_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`api_idempotent_requests\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`api_key_id\` int NOT NULL,
                \`idempotency_key\` varchar(255) NOT NULL,
                \`fingerprint\` varchar(64) NOT NULL,
                \`response\` text NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_api_idempotent_requests_key\` (\`api_key_id\`, \`idempotency_key\`),
                INDEX \`IDX_api_idempotent_requests_created\` (\`created_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`plans\`
            ADD \`api_key_limit\` int NOT NULL DEFAULT '5',
            ADD \`api_rate_limit\` int NOT NULL DEFAULT '120'
        `);
    await queryRunner.query(`
            ALTER TABLE \`api_keys\`
            ADD CONSTRAINT \`FK_api_keys_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`api_idempotent_requests\`
            ADD CONSTRAINT \`FK_api_idempotent_requests_key\` FOREIGN KEY (\`api_key_id\`) REFERENCES \`api_keys\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`api_idempotent_requests\` DROP FOREIGN KEY \`FK_api_idempotent_requests_key\``,
    );
    await queryRunner.query(`ALTER TABLE \`api_keys\` DROP FOREIGN KEY \`FK_api_keys_user_id\``);
    await queryRunner.query(
      `ALTER TABLE \`plans\` DROP COLUMN \`api_rate_limit\`, DROP COLUMN \`api_key_limit\``,
    );
    await queryRunner.query(`DROP TABLE \`api_idempotent_requests\``);
    await queryRunner.query(`DROP TABLE \`api_keys\``);
  }
}
