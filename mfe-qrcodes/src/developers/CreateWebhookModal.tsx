import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type CreatedWebhookEndpointDto,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '@qrpanel/contracts';
import {
  ApiError,
  AppModal,
  Button,
  Checkbox,
  fieldErrors,
  Group,
  Stack,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { useState } from 'react';
import { ShownOnce } from './ShownOnce';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<CreatedWebhookEndpointDto | null>(null);
  const { t } = useTranslation(['qrcodes', 'web']);

  const close = () => {
    setUrl('');
    setDescription('');
    setEvents(['scan.created']);
    setErrors({});
    setMade(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const result = await onCreate({ url: url.trim(), events, description: description.trim() || null });
    setBusy(false);
    if (result instanceof ApiError) setErrors(fieldErrors(result));
    else if (result) setMade(result);
    else close();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={made ? t('developers.webhooks.madeTitle') : t('developers.webhooks.new')}
      size="lg"
    >
      {made ? (
        <ShownOnce
          value={made.secret}
          intro={t('developers.webhooks.shownOnce')}
          texts={{
            copy: t('developers.webhooks.copy'),
            copied: t('developers.webhooks.copied'),
            copyFailed: t('developers.webhooks.copyFailed'),
            done: t('developers.webhooks.done'),
          }}
          onDone={close}
          testId="new-webhook-secret"
        />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
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
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('web:common.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!url.trim() || events.length === 0}>
                {t('developers.webhooks.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
