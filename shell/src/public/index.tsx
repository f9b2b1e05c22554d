// The public page of a code (/qr-redirect/{uuid}): its own small build, apart from the
// panel (no component library, no federation, no session), because scanners load it.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@qrpanel/web/dist/i18n/i18n';
import './i18n';
import './public.css';
import { Frame, Spinner } from './Notice';
import { PublicPage } from './PublicPage';
import { applyStoredTheme } from './theme';

applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      {/* A visitor whose language is not English waits for its catalog, a moment. */}
      <Suspense
        fallback={
          <Frame notice>
            <Spinner />
          </Frame>
        }
      >
        <PublicPage path={window.location.pathname} />
      </Suspense>
    </I18nextProvider>
  </StrictMode>,
);
