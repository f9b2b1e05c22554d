import '../i18n';
import { TemplatesScreen } from '../templates/TemplatesScreen';

/** /templates */
export default function Templates() {
  return <TemplatesScreen />;
}
