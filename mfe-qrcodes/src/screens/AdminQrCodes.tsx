import '../i18n';
import { QrList } from '../list/QrList';

/** /admin/qrcodes */
export default function AdminQrCodes() {
  return <QrList scope="admin" />;
}
