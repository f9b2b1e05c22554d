import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type CreatedWebhookEndpointDto,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '@qrpanel/contracts';
import { type ApiError, Checkbox, Stack, TextInput, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { ShownOnceModal } from './ShownOnceModal';

/**
 * Adds an endpoint (its URL, what it hears of), then shows its signing secret once with a
 * copy button. A URL the server refuses (not https, pointing inside) shows its reason.
 */
export function CreateWebhookModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (input: WebhookEndpointInput) => Promise<CreatedWebhookEndpointDto | ApiError | null>;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['scan.created']);
  const { t } = useTranslation('qrcodes');

  return (
    <ShownOnceModal<CreatedWebhookEndpointDto>
      opened={opened}
      onClose={onClose}
      section="webhooks"
      testId="new-webhook-secret"
      secretOf={(made) => made.secret}
      submit={() => onCreate({ url: url.trim(), events, description: description.trim() || null })}
      canSubmit={url.trim() !== '' && events.length > 0}
      reset={() => {
        setUrl('');
        setDescription('');
        setEvents(['scan.created']);
      }}
    >
      {(errors) => (
        <>
          <TextInput
            label={t('developers.webhooks.url')}
            placeholder={t('developers.webhooks.urlPlaceholder')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={errors.url}
            required
            maxLength={WEBHOOK_URL_MAX}
            data-autofocus
          />
          <TextInput
            label={t('developers.webhooks.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            maxLength={WEBHOOK_DESCRIPTION_MAX}
          />
          <Checkbox.Group
            label={t('developers.webhooks.events')}
            value={events}
            onChange={(value) => setEvents(value)}
            error={errors.events}
          >
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={t('developers.webhooks.eventOption', {
                    // The event's name is its place in the catalog: scan.created → eventLabels.scan.created.
                    label: t(`developers.webhooks.eventLabels.${event}`),
                    event,
                  })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      )}
    </ShownOnceModal>
  );
}
