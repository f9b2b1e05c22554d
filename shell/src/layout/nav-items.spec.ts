import { i18n } from '@qrpanel/web';
import { navSections, type NavLabel } from './nav-items';
import { needsUpgrade } from './Header';

/** A link's name as the sidebar shows it (in English, the test's language). */
const label = (key: NavLabel) => i18n.t(`shell:nav.items.${key}`);

const outline = (role: Parameters<typeof navSections>[0], mayEditCodes = true) =>
  navSections(role, mayEditCodes).map((s) => [
    s.title ? i18n.t(`shell:nav.sections.${s.title}`) : '',
    s.items.map((i) => `${label(i.label)} ${i.to}`),
  ]);

describe('sidebar by role', () => {
  it('gives super_admin the administration section', () => {
    expect(outline('super_admin')).toEqual([
      ['', ['Dashboard /dashboard']],
      [
        'ADMINISTRATION',
        [
          'User Management /admin/users',
          'All QR Codes /admin/qrcodes',
          'Templates /templates',
          'Analytics /admin/analytics',
          'Plan Management /admin/plans',
          'Sign-in Providers /admin/sso',
          'Workspaces /admin/workspaces',
          'Payments /admin/payments',
          'Messages /admin/messages',
          'Audit Log /admin/audit',
        ],
      ],
      ['ACCOUNT', ['Settings /settings', 'Developers /developers', 'Domains /domains']],
    ]);
  });

  it('offers a viewer of the workspace no way to make a code', () => {
    const codes = (mayEdit: boolean) => outline('user', mayEdit)[1][1];
    expect(codes(true)).toContain('Create New QR /create-qrcode');
    expect(codes(false)).toEqual(['My QR Codes /my-qrcodes', 'Analytics /analytics', 'Templates /templates']);
  });

  it('gives a user their codes, pricing and contact', () => {
    expect(outline('user')).toEqual([
      ['', ['Dashboard /dashboard']],
      [
        'MY QR CODES',
        [
          'My QR Codes /my-qrcodes',
          'Analytics /analytics',
          'Create New QR /create-qrcode',
          'Templates /templates',
        ],
      ],
      [
        'ACCOUNT',
        [
          'Settings /settings',
          'Developers /developers',
          'Domains /domains',
          'Plans & Pricing /pricing',
          'Contact Us /contact',
        ],
      ],
    ]);
  });

  it('gives an admin the dashboard, all codes, global analytics, the inbox and settings', () => {
    expect(outline('admin')).toEqual([
      ['', ['Dashboard /dashboard']],
      [
        'ADMINISTRATION',
        [
          'All QR Codes /admin/qrcodes',
          'Templates /templates',
          'Analytics /admin/analytics',
          'Workspaces /admin/workspaces',
          'Payments /admin/payments',
          'Messages /admin/messages',
          'Audit Log /admin/audit',
        ],
      ],
      ['ACCOUNT', ['Settings /settings', 'Developers /developers', 'Domains /domains']],
    ]);
  });

  it('marks Messages, and only it, to show the unread count', () => {
    const marked = navSections('super_admin')
      .flatMap((s) => s.items)
      .filter((i) => i.unreadBadge)
      .map((i) => label(i.label));
    expect(marked).toEqual(['Messages']);
  });

  it('offers the upgrade to users without a plan only', () => {
    const base = {
      id: 1,
      name: 'A',
      email: 'a@x.test',
      plan_name: 'Free Trial',
      created_at: '',
      time_zone: 'UTC',
      color_scheme: 'auto' as const,
      language: null,
    };
    expect(needsUpgrade({ ...base, role: 'user', subscription_plan_id: null })).toBe(true);
    expect(needsUpgrade({ ...base, role: 'user', subscription_plan_id: 3 })).toBe(false);
    expect(needsUpgrade({ ...base, role: 'admin', subscription_plan_id: null })).toBe(false);
  });

  it('offers it for the workspace the user works in, to its owners only', () => {
    const user = {
      id: 1,
      name: 'A',
      email: 'a@x.test',
      plan_name: 'Pro',
      created_at: '',
      time_zone: 'UTC',
      color_scheme: 'auto' as const,
      language: null,
      role: 'user' as const,
      subscription_plan_id: 3,
    };
    const team = {
      id: 9,
      name: 'Team',
      members: 2,
      created_at: '',
      current: true,
      time_zone: null,
      analytics_time_zone: 'UTC',
      require_2fa: false,
    };
    expect(needsUpgrade(user, { ...team, role: 'owner', plan_id: null })).toBe(true);
    expect(needsUpgrade(user, { ...team, role: 'editor', plan_id: null })).toBe(false);
    expect(
      needsUpgrade({ ...user, subscription_plan_id: null }, { ...team, role: 'owner', plan_id: 4 }),
    ).toBe(false);
  });
});
