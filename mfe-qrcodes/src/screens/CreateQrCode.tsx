import '../i18n';
import { QrFormScreen } from '../form/QrFormScreen';

/** /create-qrcode */
export default function CreateQrCode() {
  return <QrFormScreen />;
}
