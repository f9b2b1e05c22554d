import '../i18n';
import { useParams } from 'react-router-dom';
import { QrDetails } from '../details/QrDetails';

/** /show-qrcode/:id */
export default function ShowQrCode() {
  const { id } = useParams();
  return <QrDetails id={Number(id)} />;
}
