import type { Role } from '@qrpanel/contracts';
import {
  IconChartBar,
  IconCreditCard,
  IconLayoutDashboard,
  IconMail,
  IconPlus,
  IconQrcode,
  IconReceipt,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

export interface NavSection {
  /** Section heading; the first section (Dashboard) has none. */
  title?: string;
  items: NavItem[];
}

/** The sidebar by role, exactly as SPEC.md 'Navigation' lists it. */
export function navSections(role: Role): NavSection[] {
  const sections: NavSection[] = [
    { items: [{ label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard }] },
  ];
  if (role === 'super_admin') {
    sections.push({
      title: 'ADMINISTRATION',
      items: [
        { label: 'User Management', to: '/admin/users', icon: IconUsers },
        { label: 'All QR Codes', to: '/admin/qrcodes', icon: IconQrcode },
        { label: 'Analytics', to: '/admin/analytics', icon: IconChartBar },
        { label: 'Plan Management', to: '/admin/plans', icon: IconReceipt },
      ],
    });
  }
  if (role === 'user') {
    sections.push({
      title: 'MY QR CODES',
      items: [
        { label: 'My QR Codes', to: '/my-qrcodes', icon: IconQrcode },
        { label: 'Analytics', to: '/analytics', icon: IconChartBar },
        { label: 'Create New QR', to: '/create-qrcode', icon: IconPlus },
      ],
    });
  }
  const account: NavItem[] = [{ label: 'Settings', to: '/settings', icon: IconSettings }];
  if (role === 'user') {
    account.push(
      { label: 'Plans & Pricing', to: '/pricing', icon: IconCreditCard },
      { label: 'Contact Us', to: '/contact', icon: IconMail },
    );
  }
  sections.push({ title: 'ACCOUNT', items: account });
  return sections;
}
