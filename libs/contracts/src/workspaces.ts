/**
 * Workspaces: what a customer makes belongs to a workspace that its members share, each
 * with a role. Everyone has at least one, their personal workspace, made with their account.
 */
import type { UserDto } from './users';

/** A member's role in a workspace, most powers first. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** A workspace's name: 1 to 64 characters. */
export const WORKSPACE_NAME_MAX_LENGTH = 64;

/** The name a person's own workspace gets with their account: "{name}'s workspace". */
export const PERSONAL_WORKSPACE_SUFFIX = "'s workspace";

/** A person's own workspace's name, their name shortened so that it fits. */
export function personalWorkspaceName(userName: string): string {
  const room = WORKSPACE_NAME_MAX_LENGTH - PERSONAL_WORKSPACE_SUFFIX.length;
  return `${[...userName.trim()].slice(0, room).join('')}${PERSONAL_WORKSPACE_SUFFIX}`;
}

/** A workspace as its members list it: GET /api/workspaces. */
export interface WorkspaceDto {
  id: number;
  name: string;
  /** The caller's role in it. */
  role: WorkspaceRole;
  /** How many people are members. */
  members: number;
  /** Its plan (its live subscription's, or one an administrator gave it); null: the Free Trial. */
  plan_id: number | null;
  created_at: string;
  /** The one the caller's requests that name none act in: the last they named (else their own). */
  current: boolean;
  /** The IANA zone set for the workspace; null: it follows its maker's profile. */
  time_zone: string | null;
  /** The zone its analytics count hours of the week in: its own, else its maker's profile zone. */
  analytics_time_zone: string;
  /** Its members must use two-factor sign-in: one without it is asked to set it up at sign-in. */
  require_2fa: boolean;
}

/** GET /api/workspaces/{id}/seats: how many of its plan's seats a workspace fills. */
export interface WorkspaceSeatsDto {
  /** Members, and invitations still pending (each holds a seat until used, revoked or expired). */
  taken: number;
  /** The plan's member limit; 0 for none. */
  limit: number;
}

/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 7;

/** What an invitation is now: still to be taken, or why it no longer can be. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A member as the workspace's members see them. */
export interface WorkspaceMemberDto {
  user_id: number;
  name: string;
  email: string;
  role: WorkspaceRole;
  joined_at: string;
}

/** An invitation as the workspace's owners and admins list it. */
export interface WorkspaceInvitationDto {
  id: number;
  email: string;
  role: WorkspaceRole;
  status: InvitationStatus;
  invited_by: string | null;
  expires_at: string;
  created_at: string;
}

/** The answer of an invitation's creation or resend: its link, shown to the inviter to copy. */
export interface CreatedInvitationDto extends WorkspaceInvitationDto {
  link: string;
}

/** The body of POST /api/invitations/{token}/register: the account's address is the invitation's. */
export interface InvitationRegisterInput {
  name: string;
  password: string;
}

/** What POST /api/invitations/{token}/register answers: a session, and the workspace joined. */
export interface InvitationRegisteredDto {
  token: string;
  user: UserDto;
  workspace: WorkspaceDto;
}

/** What the invitation's public page shows: GET /api/invitations/{token}. */
export interface InvitationPreviewDto {
  workspace_name: string;
  inviter_name: string | null;
  email: string;
  role: WorkspaceRole;
  status: InvitationStatus;
}

/** A row of the platform administrators' Workspaces list (GET /api/workspaces/all). */
export interface WorkspaceOverviewDto {
  id: number;
  name: string;
  /** Its maker while an owner, else its longest-standing owner: whose plan it follows. */
  owner: { id: number; name: string; email: string } | null;
  members: number;
  /** The plan given to the workspace itself (PUT /api/workspaces/{id}/plan); null: it follows its owner's. */
  plan_id: number | null;
  /** The plan in force: its own, else its owner's (the Free Trial's name when none); null: no limits (an administrator's). */
  plan_name: string | null;
  codes: number;
  created_at: string;
}

/** The body of PUT /api/workspaces/{id}/plan: a plan of the workspace's own, or null to follow its owner's again. */
export interface WorkspacePlanInput {
  planId: number | null;
}

export const WORKSPACE_MESSAGES = {
  nameRequired: 'Workspace name is required.',
  nameTooLong: `Workspace name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters.`,
  notFound: 'Workspace not found.',
  headerInvalid: 'X-Workspace-Id must be the id of one of your workspaces.',
  forbidden: 'Your role in this workspace does not allow this.',
  ownersOnly: 'Only an owner of this workspace can do this.',
  lastOwner: 'A workspace needs an owner: make another member an owner first.',
  soleOwner:
    'This user is the only owner of a workspace other people belong to: make another member its owner first.',
  onlyWorkspace: 'This is your only workspace: make another one before you delete it.',
  ownsNone: 'This user owns no workspace to give the plan to.',
  memberNotFound: 'Member not found.',
  memberLimit: 'You have reached the maximum number of members allowed on your current plan.',
  alreadyMember: 'This person is already a member of the workspace.',
  alreadyInvited: 'This email already has a pending invitation to the workspace.',
  invitationNotFound: 'Invitation not found.',
  invitationAccepted: 'This invitation has already been used.',
  invitationRevoked: 'This invitation has been withdrawn.',
  invitationExpired: 'This invitation has expired: ask for a new one.',
  invitationOtherEmail:
    'This invitation is for another email address: sign in with the address it was sent to.',
  invitationsLimited: 'Too many invitations from this workspace: try again in an hour.',
  freeTrialWorkspaces:
    'You own as many Free Trial workspaces as allowed: upgrade or delete one of them to make another.',
  madeTooOften: 'You can make at most 10 workspaces an hour. Please try again later.',
} as const;

/** Workspaces one person may make in an hour, whatever their plans. */
export const WORKSPACES_MADE_PER_HOUR = 10;
