import type { Role } from '@qrpanel/contracts';
import type { ApiSchemas, StatTheme } from '@qrpanel/web';
import {
  IconBolt,
  IconCreditCard,
  IconQrcode,
  IconScan,
  IconUsers,
  IconLock,
  type Icon,
} from '@tabler/icons-react';

/** What GET /api/admin/stats/dashboard and GET /api/qrcodes/stats/dashboard answer. */
export type DashboardStats = ApiSchemas['DashboardStatsDto'];

export interface DashboardCard {
  title: string;
  stat: keyof DashboardStats;
  theme: StatTheme;
  icon: Icon;
}

const SUPER_ADMIN_CARDS: DashboardCard[] = [
  { title: 'Total Users', stat: 'totalUsers', theme: 'blue', icon: IconUsers },
  { title: 'Active Subscriptions', stat: 'activeSubscriptions', theme: 'green', icon: IconCreditCard },
  { title: 'Total QR Codes', stat: 'totalQRs', theme: 'purple', icon: IconQrcode },
  { title: 'Total Scans', stat: 'totalScans', theme: 'yellow', icon: IconScan },
];

const OWN_SCOPE_CARDS: DashboardCard[] = [
  { title: 'Total QR Codes', stat: 'totalQRs', theme: 'blue', icon: IconQrcode },
  { title: 'Total Scans', stat: 'totalScans', theme: 'green', icon: IconScan },
  { title: 'Dynamic QR', stat: 'dynamicQRs', theme: 'purple', icon: IconBolt },
  { title: 'Static QR', stat: 'staticQRs', theme: 'gray', icon: IconLock },
];

type DashboardPath = '/api/admin/stats/dashboard' | '/api/qrcodes/stats/dashboard';

/** super_admin sees the whole platform; everyone else the codes in their scope. */
export function dashboardFor(role: Role): { path: DashboardPath; cards: DashboardCard[] } {
  return role === 'super_admin'
    ? { path: '/api/admin/stats/dashboard', cards: SUPER_ADMIN_CARDS }
    : { path: '/api/qrcodes/stats/dashboard', cards: OWN_SCOPE_CARDS };
}
