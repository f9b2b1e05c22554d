import type { Role } from '@qrpanel/contracts';
import {
  IconBuildingCommunity,
  IconCash,
  IconChartBar,
  IconCode,
  IconHistory,
  IconCreditCard,
  IconInbox,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconPlus,
  IconQrcode,
  IconReceipt,
  IconSettings,
  IconTemplate,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type en from '../locales/en.json';

/** The catalog's names of the sidebar's links and section headings (shell:nav.items, shell:nav.sections). */
export type NavLabel = keyof typeof en.nav.items;
export type NavSectionTitle = keyof typeof en.nav.sections;

export interface NavItem {
  label: NavLabel;
  to: string;
  icon: Icon;
  /** Shows the number of unread contact messages beside the label. */
  unreadBadge?: boolean;
}

export interface NavSection {
  /** Section heading; the first section (Dashboard) has none. */
  title?: NavSectionTitle;
  items: NavItem[];
}

/**
 * What both admin roles run (docs/product.md, Roles): every QR code, the design
 * templates, global analytics, manual payments to approve, the contact inbox and the
 * instance's audit log.
 */
const ADMIN_ITEMS: NavItem[] = [
  { label: 'allQrCodes', to: '/admin/qrcodes', icon: IconQrcode },
  { label: 'templates', to: '/templates', icon: IconTemplate },
  { label: 'analytics', to: '/admin/analytics', icon: IconChartBar },
  { label: 'workspaces', to: '/admin/workspaces', icon: IconBuildingCommunity },
  { label: 'payments', to: '/admin/payments', icon: IconCash },
  { label: 'messages', to: '/admin/messages', icon: IconInbox, unreadBadge: true },
  { label: 'auditLog', to: '/admin/audit', icon: IconHistory },
];

/**
 * The sidebar by role, as docs/product.md, Navigation lists it; an admin also gets what the role
 * may open (all codes, global analytics) and, with the super_admin, the inbox. A viewer of
 * the workspace worked in (`mayEditCodes` false) is offered no Create New QR.
 */
export function navSections(role: Role, mayEditCodes = true): NavSection[] {
  const sections: NavSection[] = [
    { items: [{ label: 'dashboard', to: '/dashboard', icon: IconLayoutDashboard }] },
  ];
  if (role === 'super_admin') {
    sections.push({
      title: 'administration',
      items: [
        { label: 'userManagement', to: '/admin/users', icon: IconUsers },
        ...ADMIN_ITEMS.slice(0, 3),
        { label: 'planManagement', to: '/admin/plans', icon: IconReceipt },
        { label: 'ssoProviders', to: '/admin/sso', icon: IconKey },
        ...ADMIN_ITEMS.slice(3),
      ],
    });
  }
  if (role === 'admin') sections.push({ title: 'administration', items: ADMIN_ITEMS });
  if (role === 'user') {
    sections.push({
      title: 'myQrCodes',
      items: [
        { label: 'myQrCodes', to: '/my-qrcodes', icon: IconQrcode },
        { label: 'analytics', to: '/analytics', icon: IconChartBar },
        ...(mayEditCodes ? [{ label: 'createQr' as const, to: '/create-qrcode', icon: IconPlus }] : []),
        { label: 'templates', to: '/templates', icon: IconTemplate },
      ],
    });
  }
  const account: NavItem[] = [
    { label: 'settings', to: '/settings', icon: IconSettings },
    { label: 'developers', to: '/developers', icon: IconCode },
    { label: 'domains', to: '/domains', icon: IconWorld },
  ];
  if (role === 'user') {
    account.push(
      { label: 'pricing', to: '/pricing', icon: IconCreditCard },
      { label: 'contact', to: '/contact', icon: IconMail },
    );
  }
  sections.push({ title: 'account', items: account });
  return sections;
}
