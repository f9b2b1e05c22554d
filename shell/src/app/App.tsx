import { WebProviders } from '@qrpanel/web';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { usePublicSettings } from '../settings/public-settings';
import { NavigatorBridge } from './NavigatorBridge';
import { AppRoutes } from './router';

/** The browser tab shows the application's name. */
function DocumentTitle() {
  const { app_name } = usePublicSettings();
  useEffect(() => {
    document.title = app_name;
  }, [app_name]);
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <WebProviders queryClient={queryClient}>
      <BrowserRouter>
        <DocumentTitle />
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </WebProviders>
  );
}
