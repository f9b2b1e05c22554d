import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/i18n';
import { TOAST_DURATION_MS } from './notifications';
import { colorSchemeManager } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';
import { OutageBanner } from './ui/OutageBanner';
import { Notifications } from './ui-kit';

export interface WebProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off (component tests). */
  env?: 'default' | 'test';
}

/**
 * Theme (light, dark or the system's, as chosen in this browser), the page's language, toasts, server state and the "service unavailable" banner: mounted once by the shell
 * (or a remote run on its own).
 */
export function WebProviders({ queryClient, children, env = 'default' }: WebProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <Toasts />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <OutageBanner />
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

/**
 * The toasts' container, mounted with the first toast: its code (transitions and all) is
 * not part of the first visit of a page that shows none. It stays mounted afterwards.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return shown ? <Notifications position="top-right" autoClose={TOAST_DURATION_MS} /> : null;
}
