import { navSections } from './nav-items';
import { needsUpgrade } from './Header';

const outline = (role: Parameters<typeof navSections>[0]) =>
  navSections(role).map((s) => [s.title ?? '', s.items.map((i) => `${i.label} ${i.to}`)]);

describe('sidebar by role', () => {
  it('gives super_admin the administration section', () => {
    expect(outline('super_admin')).toEqual([
      ['', ['Dashboard /dashboard']],
      [
        'ADMINISTRATION',
        [
          'User Management /admin/users',
          'All QR Codes /admin/qrcodes',
          'Analytics /admin/analytics',
          'Plan Management /admin/plans',
        ],
      ],
      ['ACCOUNT', ['Settings /settings']],
    ]);
  });

  it('gives a user their codes, pricing and contact', () => {
    expect(outline('user')).toEqual([
      ['', ['Dashboard /dashboard']],
      ['MY QR CODES', ['My QR Codes /my-qrcodes', 'Analytics /analytics', 'Create New QR /create-qrcode']],
      ['ACCOUNT', ['Settings /settings', 'Plans & Pricing /pricing', 'Contact Us /contact']],
    ]);
  });

  it('gives an admin the dashboard and settings', () => {
    expect(outline('admin')).toEqual([
      ['', ['Dashboard /dashboard']],
      ['ACCOUNT', ['Settings /settings']],
    ]);
  });

  it('offers the upgrade to users without a plan only', () => {
    const base = { id: 1, name: 'A', email: 'a@x.test', plan_name: 'Free Trial', created_at: '' };
    expect(needsUpgrade({ ...base, role: 'user', subscription_plan_id: null })).toBe(true);
    expect(needsUpgrade({ ...base, role: 'user', subscription_plan_id: 3 })).toBe(false);
    expect(needsUpgrade({ ...base, role: 'admin', subscription_plan_id: null })).toBe(false);
  });
});
