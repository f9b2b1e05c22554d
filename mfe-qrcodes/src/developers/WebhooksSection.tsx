import type { WebhookEndpointDto } from '@qrpanel/contracts';
import { Badge, Button, ConfirmDialog, Group, Table, Text, useFormat, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { CreateWebhookModal } from './CreateWebhookModal';
import { ListSection } from '../ui/ListSection';
import { RotateSecretDialog } from './RotateSecretDialog';
import { useWebhooks } from './use-webhooks';
import { WebhookDeliveriesModal } from './WebhookDeliveriesModal';

/** Light shades under dark text, as StatusBadge: readable at WCAG AA. */
const STATUS_COLOR = { active: 'green', failing: 'orange', disabled: 'red' } as const;

/**
 * Webhook endpoints: add one (secret shown once), see each with its status, read its
 * deliveries, rotate its secret (the new one shown once), delete it.
 */
export function WebhooksSection() {
  const { endpoints, create, remove, enable, rotate } = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointDto | null>(null);
  const format = useFormat();
  const [viewing, setViewing] = useState<WebhookEndpointDto | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('qrcodes');

  return (
    <ListSection
      title={t('developers.webhooks.title')}
      intro={t('developers.webhooks.intro')}
      newLabel={t('developers.webhooks.new')}
      onNew={() => setCreating(true)}
      list={endpoints}
      texts={{
        loading: t('developers.webhooks.loading'),
        loadFailed: t('developers.webhooks.loadFailed'),
        empty: t('developers.webhooks.empty'),
      }}
      head={
        <>
          <Table.Th>{t('developers.webhooks.columns.url')}</Table.Th>
          <Table.Th>{t('developers.webhooks.columns.events')}</Table.Th>
          <Table.Th>{t('developers.webhooks.columns.status')}</Table.Th>
          <Table.Th aria-label={t('developers.actions')} />
        </>
      }
      row={(endpoint) => (
        <Table.Tr key={endpoint.id}>
          <Table.Td>
            <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {endpoint.events.map((event) => (
                <Badge key={event} variant="light" tt="none">
                  {event}
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td>
            <Badge color={`${STATUS_COLOR[endpoint.status]}.3`} c="dark.9" variant="filled">
              {t(`developers.webhooks.status.${endpoint.status}`)}
            </Badge>
            {endpoint.previous_secret_expires_at ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('developers.webhooks.previousUntil', {
                  date: format.dateTime(endpoint.previous_secret_expires_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {endpoint.status === 'disabled' ? (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void enable(endpoint)}
                  aria-label={t('developers.webhooks.enableNamed', { url: endpoint.url })}
                >
                  {t('developers.webhooks.enable')}
                </Button>
              ) : null}
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setViewing(endpoint)}
                aria-label={t('developers.webhooks.deliveriesTo', { url: endpoint.url })}
              >
                {t('developers.webhooks.deliveries')}
              </Button>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setRotating(endpoint)}
                aria-label={t('developers.webhooks.rotateNamed', { url: endpoint.url })}
              >
                {t('developers.webhooks.rotate')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => setDeleting(endpoint)}
                aria-label={t('developers.webhooks.deleteNamed', { url: endpoint.url })}
              >
                {t('developers.webhooks.delete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    >
      <CreateWebhookModal opened={creating} onClose={() => setCreating(false)} onCreate={create} />
      <WebhookDeliveriesModal endpoint={viewing} onClose={() => setViewing(null)} />
      <RotateSecretDialog endpoint={rotating} onRotate={rotate} onClose={() => setRotating(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('developers.webhooks.deleteTitle')}
        message={deleting ? t('developers.webhooks.deleteConfirm', { url: deleting.url }) : ''}
        confirmLabel={t('developers.webhooks.delete')}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setBusy(true);
          void remove(deleting!).finally(() => {
            setBusy(false);
            setDeleting(null);
          });
        }}
      />
    </ListSection>
  );
}
