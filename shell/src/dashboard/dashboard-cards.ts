import type { DashboardStats, Role } from '@qrpanel/contracts';
import type { StatTheme } from '@qrpanel/web';
import {
  IconBolt,
  IconCreditCard,
  IconQrcode,
  IconScan,
  IconUsers,
  IconLock,
  type Icon,
} from '@tabler/icons-react';

/** Each figure is also its card's title key (shell:dashboard.cards). */
export interface DashboardCard {
  stat: keyof DashboardStats;
  theme: StatTheme;
  icon: Icon;
}

const SUPER_ADMIN_CARDS: DashboardCard[] = [
  { stat: 'totalUsers', theme: 'blue', icon: IconUsers },
  { stat: 'activeSubscriptions', theme: 'green', icon: IconCreditCard },
  { stat: 'totalQRs', theme: 'purple', icon: IconQrcode },
  { stat: 'totalScans', theme: 'yellow', icon: IconScan },
];

const OWN_SCOPE_CARDS: DashboardCard[] = [
  { stat: 'totalQRs', theme: 'blue', icon: IconQrcode },
  { stat: 'totalScans', theme: 'green', icon: IconScan },
  { stat: 'dynamicQRs', theme: 'purple', icon: IconBolt },
  { stat: 'staticQRs', theme: 'gray', icon: IconLock },
];

type DashboardPath = '/api/admin/stats/dashboard' | '/api/qrcodes/stats/dashboard';

/** super_admin sees the whole platform; everyone else the codes in their scope. */
export function dashboardFor(role: Role): { path: DashboardPath; cards: DashboardCard[] } {
  return role === 'super_admin'
    ? { path: '/api/admin/stats/dashboard', cards: SUPER_ADMIN_CARDS }
    : { path: '/api/qrcodes/stats/dashboard', cards: OWN_SCOPE_CARDS };
}
