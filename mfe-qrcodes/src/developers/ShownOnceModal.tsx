import {
  ApiError,
  AppModal,
  Button,
  Code,
  fieldErrors,
  Group,
  notifyError,
  Stack,
  Text,
  useCopy,
  useTranslation,
} from '@qrpanel/web';
import { useState, type ReactNode } from 'react';

/** The catalog section (developers.apiKeys, developers.webhooks) that names the dialog's texts. */
export type ShownOnceSection = 'apiKeys' | 'webhooks';

/**
 * A dialog that makes something holding a secret (an API key, a webhook endpoint) from the
 * fields it is given, then shows the secret the one time it exists, with a copy button:
 * after it closes only what the server keeps is ever shown again. A refusal shows the
 * server's messages at the fields (`children` receives them).
 */
export function ShownOnceModal<Made>({
  opened,
  onClose,
  section,
  testId,
  secretOf,
  submit,
  canSubmit,
  reset,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  section: ShownOnceSection;
  testId: string;
  secretOf: (made: Made) => string;
  submit: () => Promise<Made | ApiError | null>;
  canSubmit: boolean;
  /** Empties the fields for the next time the dialog opens. */
  reset: () => void;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const { t } = useTranslation(['qrcodes', 'web']);

  const close = () => {
    reset();
    setErrors({});
    setMade(null);
    onClose();
  };
  const send = async () => {
    setBusy(true);
    const result = await submit();
    setBusy(false);
    if (result instanceof ApiError) setErrors(fieldErrors(result));
    else if (result) setMade(result);
    else close();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={made ? t(`developers.${section}.madeTitle`) : t(`developers.${section}.new`)}
      size="lg"
    >
      {made ? (
        <ShownOnce value={secretOf(made)} section={section} onDone={close} testId={testId} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Stack>
            {children(errors)}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('web:common.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!canSubmit}>
                {t(`developers.${section}.create`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}

/** The secret, with a copy button; without a clipboard it stays on screen to copy by hand. */
export function ShownOnce({
  value,
  section,
  onDone,
  testId,
}: {
  value: string;
  section: ShownOnceSection;
  onDone: () => void;
  testId: string;
}) {
  const { copied, copy: copyText } = useCopy();
  const { t } = useTranslation('qrcodes');
  const copy = async () => {
    // Refused: the secret stays shown to copy by hand.
    if (!(await copyText(value))) notifyError(t(`developers.${section}.copyFailed`));
  };
  return (
    <Stack>
      <Text>{t(`developers.${section}.shownOnce`)}</Text>
      <Code block data-testid={testId}>
        {value}
      </Code>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void copy()}>
          {copied ? t(`developers.${section}.copied`) : t(`developers.${section}.copy`)}
        </Button>
        <Button onClick={onDone}>{t(`developers.${section}.done`)}</Button>
      </Group>
    </Stack>
  );
}
