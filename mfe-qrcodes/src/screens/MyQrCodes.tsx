import '../i18n';
import { QrList } from '../list/QrList';

/** /my-qrcodes */
export default function MyQrCodes() {
  return <QrList scope="user" />;
}
