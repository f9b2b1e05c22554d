import { setNavigator, WebProviders } from '@qrpanel/web';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { usePublicSettings } from '../settings/public-settings';
import { AppRoutes } from './router';

/** The browser tab shows the application's name. */
function DocumentTitle() {
  const { app_name } = usePublicSettings();
  useEffect(() => {
    document.title = app_name;
  }, [app_name]);
  return null;
}

/** Lets the api client send a 401 to /login through the router, without reloading the page. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path, options) => void navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);
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
