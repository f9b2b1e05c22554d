// The shell's texts are registered before any screen renders.
import './i18n';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './layout/touch-targets.css';
import './layout/focus-ring.css';
import { createQueryClient } from '@qrpanel/web';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered as a transition: React yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole first render. What the page showed before
// (the login page's prerendered markup) stays until the app replaces it at once.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
