import '../i18n';
import { useParams } from 'react-router-dom';
import { QrFormScreen } from '../form/QrFormScreen';

/** /edit-qrcode/:id */
export default function EditQrCode() {
  const { id } = useParams();
  return <QrFormScreen id={Number(id)} />;
}
