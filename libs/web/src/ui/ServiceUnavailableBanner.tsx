import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api } from '../api/api-client';
import { getApiOutage, markApiUnavailable, subscribeApiOutage } from '../api/api-availability';
import { ApiError } from '../api/api-error';
import { useTranslation } from 'react-i18next';

/**
 * Shown while the api answers 503: the session is kept, and the api is asked again when its
 * Retry-After says. The banner goes away by itself on the first real answer, and the screens'
 * data is fetched again then (what failed during the outage shows up without a reload).
 */
export function ServiceUnavailableBanner() {
  const outage = useSyncExternalStore(subscribeApiOutage, getApiOutage, () => null);
  const queryClient = useQueryClient();
  const wasDown = useRef(false);
  const { t } = useTranslation('web');

  useEffect(() => {
    if (outage === null) {
      if (wasDown.current) void queryClient.invalidateQueries();
      wasDown.current = false;
      return;
    }
    wasDown.current = true;
    const timer = setTimeout(() => void probe(), Math.max(0, outage.retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [outage, queryClient]);

  if (outage === null) return null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      color="orange"
      variant="light"
      icon={<IconCloudOff aria-hidden />}
      style={{ position: 'fixed', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 1000 }}
    >
      {/* The body's own colour: the alert's orange title text lacks contrast on its background. */}
      <Text fw={700}>{t('outage.title')}</Text>
      <Text>{t('outage.text')}</Text>
    </Alert>
  );
}

/** Asks the api whether it is back; any answer updates the outage through the api client. */
async function probe(): Promise<void> {
  try {
    await api.GET('/api/health');
  } catch (error) {
    // No answer at all (the network): the outage goes on, ask again later.
    if (error instanceof ApiError && error.status === 0) markApiUnavailable();
  }
}
