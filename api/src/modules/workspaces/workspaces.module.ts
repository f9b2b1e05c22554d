import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AuthModule, TwoFactorModule, UsersModule } from '../identity';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { ActiveWorkspacePipe } from './active-workspace';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { Workspace, WorkspaceInvitation, WorkspaceMember } from './workspace.entities';
import { WorkspaceAuditController } from './workspace-audit.controller';
import { WorkspacesController } from './workspaces.controller';
import { WorkspacesRepository } from './workspaces.repository';
import { WorkspacesService } from './workspaces.service';

/** Workspaces, their members and invitations: who shares what a team makes, and with which role. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Workspace, WorkspaceMember, WorkspaceInvitation]),
    UsersModule,
    AuthModule,
    TwoFactorModule,
    MailModule,
    SettingsModule,
    AuditModule,
  ],
  controllers: [WorkspacesController, WorkspaceAuditController, InvitationsController],
  providers: [WorkspacesRepository, WorkspacesService, InvitationsService, ActiveWorkspacePipe],
  exports: [WorkspacesService, ActiveWorkspacePipe],
})
export class WorkspacesModule {}
