// The login page's markup, rendered at build time (Node.js) into dist/login.html: its first
// visit paints the form as soon as the page and its stylesheet arrive, before any script.
// It shows the defaults (English, the product's name, registration open): the app renders
// over it once loaded, in the browser's language and with the settings read from the api.
import '../i18n';
import { createQueryClient, WebProviders } from '@qrpanel/web';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LoginScreen } from '../auth/LoginScreen';

export default function renderLoginPage(): string {
  return renderToString(
    <WebProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </WebProviders>,
  );
}
