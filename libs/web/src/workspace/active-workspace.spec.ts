import type { WorkspaceDto } from '@qrpanel/contracts';
import {
  activeWorkspace,
  chooseWorkspace,
  chosenWorkspaceId,
  personalWorkspace,
  WORKSPACE_KEY_PREFIX,
} from './active-workspace';

const workspace = (id: number, created_at: string, current = false): WorkspaceDto => ({
  id,
  name: `Workspace ${id}`,
  role: 'owner',
  members: 1,
  plan_id: null,
  created_at,
  current,
  time_zone: null,
  analytics_time_zone: 'UTC',
  require_2fa: false,
});

// A team made before Ann's account, which she joined; her own, made with it; one made since.
const TEAM = workspace(3, '2026-01-10T09:00:00.000Z');
const OWN = workspace(8, '2026-02-01T12:00:00.000Z');
const LATER = workspace(9, '2026-03-01T12:00:00.000Z');
const ACCOUNT_CREATED = '2026-02-01T12:00:00.400Z';

describe('the workspace a person works in', () => {
  it('is their own by default: the first made since the account, not an older one joined', () => {
    expect(personalWorkspace([TEAM, OWN, LATER], ACCOUNT_CREATED)).toBe(OWN);
    expect(activeWorkspace([TEAM, OWN, LATER], null, ACCOUNT_CREATED)).toBe(OWN);
  });

  it('is the one chosen while they are a member, else their own again', () => {
    expect(activeWorkspace([TEAM, OWN, LATER], TEAM.id, ACCOUNT_CREATED)).toBe(TEAM);
    expect(activeWorkspace([OWN, LATER], TEAM.id, ACCOUNT_CREATED)).toBe(OWN);
  });

  it('is, with none chosen in this browser, the one the api acts in for them (the last named anywhere)', () => {
    const teamLastUsed = workspace(TEAM.id, TEAM.created_at, true);
    expect(activeWorkspace([teamLastUsed, OWN, LATER], null, ACCOUNT_CREATED)).toBe(teamLastUsed);
    expect(activeWorkspace([teamLastUsed, OWN, LATER], LATER.id, ACCOUNT_CREATED)).toBe(LATER);
  });

  it('falls back to the oldest when the account date is unknown or none is newer', () => {
    expect(personalWorkspace([TEAM, OWN], '')).toBe(TEAM);
    expect(personalWorkspace([TEAM], ACCOUNT_CREATED)).toBe(TEAM);
    expect(personalWorkspace([], ACCOUNT_CREATED)).toBeUndefined();
  });

  it('is remembered in this browser for each person apart', () => {
    chooseWorkspace(1, 3);
    expect(localStorage.getItem(`${WORKSPACE_KEY_PREFIX}1`)).toBe('3');
    expect(chosenWorkspaceId(1)).toBe(3);
    localStorage.setItem(`${WORKSPACE_KEY_PREFIX}2`, '9');
    expect(chosenWorkspaceId(2)).toBe(9);
    localStorage.setItem(`${WORKSPACE_KEY_PREFIX}3`, 'nonsense');
    expect(chosenWorkspaceId(3)).toBeNull();
  });
});
