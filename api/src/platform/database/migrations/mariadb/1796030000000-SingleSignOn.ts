import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on: the OpenID Connect providers a super_admin adds (the client secret sealed),
 * and the identities accounts hold at them, one per provider, unique by (provider, subject).
 */
export class SingleSignOn1796030000000 implements MigrationInterface {
  name = 'SingleSignOn1796030000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`sso_providers\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`slug\` varchar(40) NOT NULL,
                \`name\` varchar(80) NOT NULL,
                \`issuer\` varchar(500) NOT NULL,
                \`client_id\` varchar(255) NOT NULL,
                \`client_secret\` text NOT NULL,
                \`allowed_domains\` text NOT NULL,
                \`auto_create\` tinyint NOT NULL DEFAULT 0,
                \`workspace_id\` int NULL,
                \`role\` varchar(20) NULL,
                \`enabled\` tinyint NOT NULL DEFAULT 1,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_sso_providers_slug\` (\`slug\`),
                PRIMARY KEY (\`id\`),
                CONSTRAINT \`FK_sso_providers_workspace\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`sso_identities\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`provider_id\` int NOT NULL,
                \`subject\` varchar(255) NOT NULL,
                \`email\` varchar(254) NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`last_used_at\` datetime NULL,
                UNIQUE INDEX \`UQ_sso_identities_subject\` (\`provider_id\`, \`subject\`),
                UNIQUE INDEX \`UQ_sso_identities_user_provider\` (\`user_id\`, \`provider_id\`),
                PRIMARY KEY (\`id\`),
                CONSTRAINT \`FK_sso_identities_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT \`FK_sso_identities_provider_id\` FOREIGN KEY (\`provider_id\`) REFERENCES \`sso_providers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sso_identities\``);
    await queryRunner.query(`DROP TABLE \`sso_providers\``);
  }
}
