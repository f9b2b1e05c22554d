import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  INVITATION_TTL_DAYS,
  WORKSPACE_MESSAGES as M,
  type CreatedInvitationDto,
  type InvitationPreviewDto,
  type InvitationRegisteredDto,
  type InvitationRegisterInput,
  type InvitationStatus,
  type Language,
  type WorkspaceDto,
  type WorkspaceInvitationDto,
  type WorkspaceRole,
  type WorkspaceSeatsDto,
} from '@qrpanel/contracts';
import { hashLinkToken, newLinkToken } from '../../platform/common/link-token';
import { TooManyRequestsException } from '../../platform/common/too-many-requests';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { Principal } from '../../platform/common/principal';
import { AuditLog, type AuditRecord } from '../audit';
import { AuthService, UsersService, type SignInClient } from '../identity';
import { MailQueue, mailText } from '../mail';
import { SettingsService } from '../settings';
import { MemberLimits } from './member-limits';
import { allow } from './workspace-access';
import { WorkspaceInvitation } from './workspace.entities';
import { WorkspacesRepository } from './workspaces.repository';
import { WorkspacesService } from './workspaces.service';

const DAY_MS = 24 * 60 * 60_000;
/** Invitation mails a workspace may send in an hour (made or resent). */
const SENT_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

/** When a link made or sent again now stops working. */
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/**
 * Invitations to a workspace, by email and with a role: a link that works once for seven
 * days, for the address it was sent to. Owners and admins invite (only an owner invites an
 * owner); the token is kept hashed, so the link is shown once, to the inviter, and mailed.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly repository: WorkspacesRepository,
    private readonly workspaces: WorkspacesService,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly settings: SettingsService,
    private readonly memberLimits: MemberLimits,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  async list(actor: Principal, workspaceId: number): Promise<WorkspaceInvitationDto[]> {
    await this.workspaces.get(actor.id, workspaceId, 'manage');
    const invitations = await this.repository.invitations(workspaceId);
    const inviters = await this.names(invitations.map((i) => i.invitedBy));
    return invitations.map((i) => this.dto(i, inviters));
  }

  /** How many of the plan's seats the workspace fills (owners and admins, as its invitations). */
  async seats(actor: Principal, workspaceId: number): Promise<WorkspaceSeatsDto> {
    await this.workspaces.get(actor.id, workspaceId, 'manage');
    const [taken, limit] = await Promise.all([
      this.repository.seatsTaken(this.repository.manager, workspaceId, new Date()),
      this.memberLimits.of(workspaceId),
    ]);
    return { taken, limit };
  }

  async create(
    actor: Principal,
    workspaceId: number,
    email: string,
    role: WorkspaceRole,
  ): Promise<CreatedInvitationDto> {
    const workspace = await this.workspaces.get(actor.id, workspaceId, role === 'owner' ? 'own' : 'manage');
    const address = email.trim().toLowerCase();
    const invitee = await this.users.findByEmail(address);
    if (invitee && (await this.workspaces.roleOf(invitee.id, workspaceId)))
      throw new ConflictException(M.alreadyMember);
    const { token, hash } = newLinkToken();
    const inviter = await this.nameOf(actor.id);
    const now = new Date();
    const invitation = await this.repository.transaction(async (manager) => {
      await this.repository.lock(manager, workspaceId);
      if (await this.repository.pendingFor(manager, workspaceId, address, now)) {
        throw new ConflictException(M.alreadyInvited);
      }
      await this.keepWithinSeats(workspaceId, await this.repository.seatsTaken(manager, workspaceId, now));
      await this.limitSending(manager, workspaceId, now);
      const saved = await this.repository.saveInvitation(
        manager,
        manager.create(WorkspaceInvitation, {
          workspaceId,
          email: address,
          role,
          tokenHash: hash,
          invitedBy: actor.id,
          expiresAt: expiryFrom(now),
          sentAt: now,
        }),
      );
      await this.send(manager, saved, token, workspace, inviter, invitee?.language ?? actor.language);
      await this.audit.record(manager, invitationEntry('invitation.sent', saved));
      return saved;
    });
    return { ...this.dto(invitation, new Map([[actor.id, inviter]])), link: this.link(token) };
  }

  /** Withdraws an invitation: its link stops working. One already used cannot be. */
  async revoke(actor: Principal, workspaceId: number, id: number): Promise<void> {
    await this.workspaces.get(actor.id, workspaceId, 'manage');
    await this.repository.transaction(async (manager) => {
      const invitation = await this.found(manager, workspaceId, id);
      if (invitation.acceptedAt) throw new ConflictException(M.invitationAccepted);
      if (!invitation.revokedAt) {
        invitation.revokedAt = new Date();
        await this.repository.saveInvitation(manager, invitation);
        await this.audit.record(manager, invitationEntry('invitation.revoked', invitation));
      }
    });
  }

  /** Sends an invitation again with a new link (the old one stops working) and seven more days. */
  async resend(actor: Principal, workspaceId: number, id: number): Promise<CreatedInvitationDto> {
    const workspace = await this.workspaces.get(actor.id, workspaceId, 'manage');
    const { token, hash } = newLinkToken();
    const sender = await this.nameOf(actor.id);
    const now = new Date();
    const invitation = await this.repository.transaction(async (manager) => {
      await this.repository.lock(manager, workspaceId);
      const found = await this.found(manager, workspaceId, id);
      if (found.acceptedAt) throw new ConflictException(M.invitationAccepted);
      if (found.revokedAt) throw new ConflictException(M.invitationRevoked);
      if (found.role === 'owner') allow(workspace.role, 'own');
      await this.keepWithinSeats(
        workspaceId,
        await this.repository.seatsTaken(manager, workspaceId, now, found.id),
      );
      await this.limitSending(manager, workspaceId, now);
      Object.assign(found, { tokenHash: hash, expiresAt: expiryFrom(now), sentAt: now });
      const saved = await this.repository.saveInvitation(manager, found);
      const invitee = await this.users.findByEmail(saved.email);
      await this.send(manager, saved, token, workspace, sender, invitee?.language ?? actor.language);
      await this.audit.record(manager, invitationEntry('invitation.resent', saved));
      return saved;
    });
    return { ...this.dto(invitation, await this.names([invitation.invitedBy])), link: this.link(token) };
  }

  /** What the invitation's page shows, to anyone holding the link. */
  async preview(token: string): Promise<InvitationPreviewDto> {
    const invitation = await this.repository.invitationByToken(hashLinkToken(token));
    const workspace = invitation && (await this.repository.workspace(invitation.workspaceId));
    if (!invitation || !workspace) throw new NotFoundException(M.invitationNotFound);
    const inviters = await this.names([invitation.invitedBy]);
    return {
      workspace_name: workspace.name,
      inviter_name: invitation.invitedBy === null ? null : (inviters.get(invitation.invitedBy) ?? null),
      email: invitation.email,
      role: invitation.role,
      status: statusOf(invitation, new Date()),
    };
  }

  /**
   * Joins the workspace with the invitation's role, signed in as the address it was sent to
   * (whatever its case). Used, withdrawn and expired links each say so; of two acceptances at
   * once, one wins.
   */
  async accept(actor: Principal, token: string): Promise<WorkspaceDto> {
    const invitation = await this.pending(token);
    const user = (await this.users.findByIds([actor.id]))[0];
    if (!user || user.email.toLowerCase() !== invitation.email)
      throw new ForbiddenException(M.invitationOtherEmail);
    if (await this.workspaces.roleOf(actor.id, invitation.workspaceId))
      throw new ConflictException(M.alreadyMember);
    return this.join(actor.id, invitation);
  }

  /**
   * Makes an account with the invitation's address and joins its workspace, signed in. The
   * invitation is the permission: this stays open while registration is closed. A link not
   * pending, an address that has an account (409: sign in to accept) and a full workspace
   * are refused before any account is made.
   */
  async register(
    token: string,
    input: InvitationRegisterInput,
    client?: SignInClient,
  ): Promise<InvitationRegisteredDto> {
    const invitation = await this.pending(token);
    await this.keepWithinSeats(
      invitation.workspaceId,
      await this.repository.memberCount(invitation.workspaceId),
    );
    // Named one by one: nothing else of the body reaches the account (a role, for one).
    const user = await this.users.create({
      name: input.name,
      password: input.password,
      email: invitation.email,
    });
    const workspace = await this.join(user.id, invitation);
    return { ...(await this.auth.session(user, client, 'invitation')), workspace };
  }

  /** A pending invitation by its link's token: unknown 404, used 409, withdrawn or expired 410. */
  private async pending(token: string): Promise<WorkspaceInvitation> {
    const invitation = await this.repository.invitationByToken(hashLinkToken(token));
    if (!invitation) throw new NotFoundException(M.invitationNotFound);
    refuseUnlessPending(statusOf(invitation, new Date()));
    return invitation;
  }

  /** Takes the invitation and adds its invitee with its role, within the workspace's seats. */
  private async join(userId: number, invitation: WorkspaceInvitation): Promise<WorkspaceDto> {
    await this.repository.transaction(async (manager) => {
      // Acceptances of one workspace take turns: two for its last seat cannot both fit.
      await this.repository.lock(manager, invitation.workspaceId);
      await this.keepWithinSeats(
        invitation.workspaceId,
        await this.repository.memberCount(invitation.workspaceId, manager),
      );
      if (!(await this.repository.take(manager, invitation.id, new Date()))) {
        const now = await this.repository.invitationByToken(invitation.tokenHash);
        refuseUnlessPending(now ? statusOf(now, new Date()) : 'revoked');
        throw new ConflictException(M.invitationAccepted);
      }
      await this.repository.addMember(manager, invitation.workspaceId, userId, invitation.role);
      // The invitee acts, signed in or registering with this very request.
      const invitee = { type: 'user' as const, userId, label: invitation.email };
      await this.audit.record(manager, {
        ...invitationEntry('invitation.accepted', invitation),
        actor: invitee,
      });
    });
    return this.workspaces.get(userId, invitation.workspaceId);
  }

  private async found(manager: EntityManager, workspaceId: number, id: number): Promise<WorkspaceInvitation> {
    const invitation = await this.repository.invitation(manager, workspaceId, id);
    if (!invitation) throw new NotFoundException(M.invitationNotFound);
    return invitation;
  }

  /**
   * Refuses one more person (403, the plan's limit) when the seats taken already fill the
   * workspace's plan: its member limit, 0 for unlimited.
   */
  private async keepWithinSeats(workspaceId: number, taken: number): Promise<void> {
    const limit = await this.memberLimits.of(workspaceId);
    if (limit > 0 && taken >= limit) throw new ForbiddenException(M.memberLimit);
  }

  private async limitSending(manager: EntityManager, workspaceId: number, now: Date): Promise<void> {
    const sent = await this.repository.sentSince(manager, workspaceId, new Date(now.getTime() - HOUR_MS));
    if (sent >= SENT_PER_HOUR) throw new TooManyRequestsException(M.invitationsLimited, HOUR_MS / 1000);
  }

  /** The mail, in the invitee's language where they have an account, else the sender's. */
  private async send(
    manager: EntityManager,
    invitation: WorkspaceInvitation,
    token: string,
    workspace: WorkspaceDto,
    sender: string,
    language: Language | null | undefined,
  ): Promise<void> {
    const { app_name: appName } = await this.settings.get();
    const params = {
      appName,
      inviter: sender,
      workspace: workspace.name,
      role: invitation.role,
      days: INVITATION_TTL_DAYS,
      link: this.link(token),
    };
    const mail = mailText('workspaceInvitation', language ?? DEFAULT_LANGUAGE, params);
    await this.mail.queue({ to: invitation.email, ...mail }, manager);
  }

  /** Built from PUBLIC_URL, never from the request's Host header. */
  private link(token: string): string {
    return `${this.config.publicUrl}/invite/${encodeURIComponent(token)}`;
  }

  /** The name of the signed-in caller (who invites or sends again). */
  private async nameOf(id: number): Promise<string> {
    return (await this.names([id])).get(id) ?? '';
  }

  private async names(ids: (number | null)[]): Promise<Map<number, string>> {
    const known = [...new Set(ids.filter((id): id is number => id !== null))];
    return new Map((await this.users.findByIds(known)).map((u) => [u.id, u.name]));
  }

  private dto(i: WorkspaceInvitation, inviters: Map<number, string>): WorkspaceInvitationDto {
    return {
      id: i.id,
      email: i.email,
      role: i.role,
      status: statusOf(i, new Date()),
      invited_by: i.invitedBy === null ? null : (inviters.get(i.invitedBy) ?? null),
      expires_at: i.expiresAt.toISOString(),
      created_at: i.createdAt.toISOString(),
    };
  }
}

function statusOf(i: WorkspaceInvitation, now: Date): InvitationStatus {
  if (i.acceptedAt) return 'accepted';
  if (i.revokedAt) return 'revoked';
  return i.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Used, withdrawn and expired invitations each say so (409 used, 410 the others). */
function refuseUnlessPending(status: InvitationStatus): void {
  if (status === 'accepted') throw new ConflictException(M.invitationAccepted);
  if (status === 'revoked') throw new HttpException(M.invitationRevoked, HttpStatus.GONE);
  if (status === 'expired') throw new HttpException(M.invitationExpired, HttpStatus.GONE);
}

/** An invitation's entry: its workspace, the address it was sent to, and the role it gives. */
function invitationEntry(
  action: 'invitation.sent' | 'invitation.resent' | 'invitation.revoked' | 'invitation.accepted',
  invitation: WorkspaceInvitation,
): AuditRecord {
  return {
    action,
    workspaceId: invitation.workspaceId,
    target: { type: 'invitation', id: invitation.id, label: invitation.email },
    details: { role: invitation.role },
  };
}
