import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on: the OpenID Connect providers a super_admin adds (the client secret sealed),
 * and the identities accounts hold at them, one per provider, unique by (provider, subject).
 */
export class SingleSignOn1796030000000 implements MigrationInterface {
  name = 'SingleSignOn1796030000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "sso_providers" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "slug" varchar(40) NOT NULL,
                "name" varchar(80) NOT NULL,
                "issuer" varchar(500) NOT NULL,
                "client_id" varchar(255) NOT NULL,
                "client_secret" text NOT NULL,
                "allowed_domains" text NOT NULL,
                "auto_create" boolean NOT NULL DEFAULT (0),
                "workspace_id" integer,
                "role" varchar(20),
                "enabled" boolean NOT NULL DEFAULT (1),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_sso_providers_workspace" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" ("id") ON DELETE SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_sso_providers_slug" ON "sso_providers" ("slug")`);
    await queryRunner.query(`
            CREATE TABLE "sso_identities" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "provider_id" integer NOT NULL,
                "subject" varchar(255) NOT NULL,
                "email" varchar(254),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "last_used_at" datetime,
                CONSTRAINT "FK_sso_identities_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_sso_identities_provider_id" FOREIGN KEY ("provider_id") REFERENCES "sso_providers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_sso_identities_subject" ON "sso_identities" ("provider_id", "subject")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_sso_identities_user_provider" ON "sso_identities" ("user_id", "provider_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sso_identities"`);
    await queryRunner.query(`DROP TABLE "sso_providers"`);
  }
}
