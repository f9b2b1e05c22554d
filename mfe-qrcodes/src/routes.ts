import type { RemoteRoute } from '@qrpanel/web';
import MyQrCodes from './screens/MyQrCodes';
import CreateQrCode from './screens/CreateQrCode';
import EditQrCode from './screens/EditQrCode';
import ShowQrCode from './screens/ShowQrCode';
import MyAnalytics from './screens/MyAnalytics';
import AdminQrCodes from './screens/AdminQrCodes';
import GlobalAnalytics from './screens/GlobalAnalytics';
import Templates from './screens/Templates';
import Developers from './screens/Developers';
import Domains from './screens/Domains';
import ImportCodes from './screens/ImportCodes';

/** The screens this remote exposes, by the route the shell shows them at. */
export const ROUTES: RemoteRoute[] = [
  { path: '/my-qrcodes', Screen: MyQrCodes },
  { path: '/create-qrcode', Screen: CreateQrCode },
  { path: '/edit-qrcode/:id', Screen: EditQrCode },
  { path: '/show-qrcode/:id', Screen: ShowQrCode },
  { path: '/analytics', Screen: MyAnalytics },
  { path: '/admin/qrcodes', Screen: AdminQrCodes },
  { path: '/admin/analytics', Screen: GlobalAnalytics },
  { path: '/templates', Screen: Templates },
  { path: '/developers', Screen: Developers },
  { path: '/domains', Screen: Domains },
  { path: '/import', Screen: ImportCodes },
];
