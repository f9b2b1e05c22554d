import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Workspaces, their members and invitations; every user gets a personal workspace,
 * "{name}'s workspace", of which they are the owner (its name shortened to 64 characters).
 */
export class Workspaces1795892827911 implements MigrationInterface {
  name = 'Workspaces1795892827911';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "workspaces" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "name" varchar(64) NOT NULL,
        "created_by" integer,
        "created_at" datetime NOT NULL DEFAULT (datetime('now')),
        CONSTRAINT "FK_workspaces_created_by" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "workspace_members" (
        "workspace_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "role" varchar(16) NOT NULL,
        "joined_at" datetime NOT NULL DEFAULT (datetime('now')),
        CONSTRAINT "FK_workspace_members_workspace" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_workspace_members_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        PRIMARY KEY ("workspace_id", "user_id")
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_workspace_members_user" ON "workspace_members" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "workspace_invitations" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "workspace_id" integer NOT NULL,
        "email" varchar(254) NOT NULL,
        "role" varchar(16) NOT NULL,
        "token_hash" varchar(64) NOT NULL,
        "invited_by" integer,
        "expires_at" datetime NOT NULL,
        "sent_at" datetime NOT NULL,
        "accepted_at" datetime,
        "revoked_at" datetime,
        "created_at" datetime NOT NULL DEFAULT (datetime('now')),
        CONSTRAINT "FK_workspace_invitations_workspace" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_workspace_invitations_invited_by" FOREIGN KEY ("invited_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_workspace_invitations_token" ON "workspace_invitations" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_workspace_invitations_workspace" ON "workspace_invitations" ("workspace_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_workspace_invitations_sent" ON "workspace_invitations" ("sent_at")`,
    );
    await queryRunner.query(`
      INSERT INTO "workspaces" ("name", "created_by", "created_at")
      SELECT substr(trim("name"), 1, 52) || '''s workspace', "id", "created_at" FROM "users" ORDER BY "id"
    `);
    await queryRunner.query(`
      INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
      SELECT "id", "created_by", 'owner', "created_at" FROM "workspaces"
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "workspace_invitations"`);
    await queryRunner.query(`DROP TABLE "workspace_members"`);
    await queryRunner.query(`DROP TABLE "workspaces"`);
  }
}
