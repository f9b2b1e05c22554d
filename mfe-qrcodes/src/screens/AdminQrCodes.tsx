import { PageTitle } from '@qrpanel/web';

/** /admin/qrcodes: the screen is being built; the route and title are in place. */
export default function AdminQrCodes() {
  return <PageTitle title="All QR Codes" />;
}
