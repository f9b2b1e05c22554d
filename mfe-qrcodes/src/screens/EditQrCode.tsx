import { PageTitle, Text } from '@qrpanel/web';
import { useParams } from 'react-router-dom';

/** /edit-qrcode/:id: the screen is being built; the route, title and code id are in place. */
export default function EditQrCode() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title="Edit QR Code" />
      <Text data-testid="qr-code-id">QR code #{id}</Text>
    </>
  );
}
