import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from './notifications';
import { cssVariablesResolver, theme } from './theme';
import { OutageBanner } from './ui/OutageBanner';

export interface WebProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off (component tests). */
  env?: 'default' | 'test';
}

/**
 * Theme, toasts, server state and the "service unavailable" banner: mounted once by the shell
 * (or a remote run on its own).
 */
export function WebProviders({ queryClient, children, env = 'default' }: WebProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
      <QueryClientProvider client={queryClient}>
        <OutageBanner />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
