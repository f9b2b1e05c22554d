import { isAdminRole, ROLE_LABELS, ROLES } from './roles';

describe('roles', () => {
  it('labels each role as the screens show it', () => {
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual([
      'Super Administrator',
      'Administrator',
      'Standard User',
    ]);
  });

  it('lets super_admin and admin through the admin guard, and nobody else', () => {
    expect(ROLES.filter(isAdminRole)).toEqual(['super_admin', 'admin']);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
