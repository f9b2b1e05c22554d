import { PageTitle, Text } from '@qrpanel/web';
import { useParams } from 'react-router-dom';

/** /show-qrcode/:id: the screen is being built; the route, title and code id are in place. */
export default function ShowQrCode() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title="QR Code Details" />
      <Text data-testid="qr-code-id">QR code #{id}</Text>
    </>
  );
}
