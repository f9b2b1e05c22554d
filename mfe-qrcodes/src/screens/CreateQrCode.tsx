import { QrFormScreen } from '../form/QrFormScreen';

/** /create-qrcode */
export default function CreateQrCode() {
  return <QrFormScreen />;
}
