import type { Role } from '@qrpanel/contracts';
import {
  IconChartBar,
  IconCreditCard,
  IconCash,
  IconInbox,
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
  /** Shows the number of unread contact messages beside the label. */
  unreadBadge?: boolean;
}

export interface NavSection {
  /** Section heading; the first section (Dashboard) has none. */
  title?: string;
  items: NavItem[];
}

/**
 * What both admin roles run (SPEC.md §1, DESIGN.md 8, 22, 30): every QR code, global
 * analytics, manual payments to approve and the contact inbox.
 */
const ADMIN_ITEMS: NavItem[] = [
  { label: 'All QR Codes', to: '/admin/qrcodes', icon: IconQrcode },
  { label: 'Analytics', to: '/admin/analytics', icon: IconChartBar },
  { label: 'Payments', to: '/admin/payments', icon: IconCash },
  { label: 'Messages', to: '/admin/messages', icon: IconInbox, unreadBadge: true },
];

/**
 * The sidebar by role, as SPEC.md 'Navigation' lists it; an admin also gets what the role
 * may open (all codes, global analytics) and, with the super_admin, the inbox.
 */
export function navSections(role: Role): NavSection[] {
  const sections: NavSection[] = [
    { items: [{ label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard }] },
  ];
  if (role === 'super_admin') {
    sections.push({
      title: 'ADMINISTRATION',
      items: [
        { label: 'User Management', to: '/admin/users', icon: IconUsers },
        ...ADMIN_ITEMS.slice(0, 2),
        { label: 'Plan Management', to: '/admin/plans', icon: IconReceipt },
        ...ADMIN_ITEMS.slice(2),
      ],
    });
  }
  if (role === 'admin') sections.push({ title: 'ADMINISTRATION', items: ADMIN_ITEMS });
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
