import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
}

/** A screen's heading (the one h1 of the page). */
export function PageTitle({ title, subtitle, actions }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <div>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}

/** A spinner with the screen's loading text ('Loading QR Codes...'). */
export function LoadingState({ text }: { text: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}

export interface ErrorStateProps {
  message: string;
  title?: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
}

/** A failure shown in place of the screen's content. */
export function ErrorState({ message, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('web');
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="filled" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
