import { Alert, Button, LoadingState, Stack, Text, useTranslation } from '@qrpanel/web';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Component, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { loadRemoteComponent, type RemoteName } from './remotes';

/** Shown inside the layout in place of a remote that failed; the rest of the shell works on. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['shell', 'web']);
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnectedX aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{t('remote.unavailable')}</Text>
        <Button onClick={onRetry}>{t('web:common.retry')}</Button>
      </Stack>
    </Alert>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote screen that throws while rendering. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote screen failed while rendering.', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module, as the remote names it ('./MyQrCodes'). */
  expose: string;
}

/** Loads a remote's exposed screen at run time and renders it, or the fallback. */
export function RemoteScreen({ remote, expose }: RemoteScreenProps) {
  const forceReload = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const { t } = useTranslation('shell');
  const query = useQuery({
    queryKey: ['remote-module', remote, expose],
    queryFn: () => {
      const retry = forceReload.current;
      forceReload.current = false;
      return loadRemoteComponent(remote, expose, retry);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  const retry = () => {
    forceReload.current = true;
    setAttempt((n) => n + 1);
    void query.refetch();
  };

  if (query.isPending || (query.isError && query.isFetching))
    return <LoadingState text={t('remote.loading')} />;
  if (query.isError) return <RemoteUnavailable onRetry={retry} />;
  const Screen = query.data;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Screen />
    </RemoteErrorBoundary>
  );
}
