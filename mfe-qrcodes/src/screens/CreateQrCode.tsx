import { PageTitle } from '@qrpanel/web';

/** /create-qrcode: the screen is being built; the route and title are in place. */
export default function CreateQrCode() {
  return <PageTitle title="Create New QR Code" />;
}
