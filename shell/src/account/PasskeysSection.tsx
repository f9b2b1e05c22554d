import {
  Button,
  ConfirmDialog,
  errorMessage,
  Group,
  Loader,
  notifyError,
  notifySuccess,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { PASSKEY_NAME_MAX, type PasskeyDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createPasskey, passkeysAvailable, promptCancelled } from '../auth/passkey-prompt';
import { PASSKEYS_QUERY_KEY, passkeysApi } from './passkeys-api';
import { relativeTime } from './SessionsSection';

/** The signed-in user's passkeys: added with a name, listed, renamed, removed after a confirmation. */
export function PasskeysSection() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const { data: passkeys } = useQuery({ queryKey: PASSKEYS_QUERY_KEY, queryFn: passkeysApi.list });
  const [removing, setRemoving] = useState<PasskeyDto | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });

  const remove = async (passkey: PasskeyDto) => {
    setBusy(true);
    try {
      await passkeysApi.remove(passkey.id);
      notifySuccess(t('account.passkeys.removed', { name: passkey.name }));
    } catch (e) {
      notifyError(errorMessage(e, t('account.passkeys.failed')));
    } finally {
      setBusy(false);
      setRemoving(null);
      void refresh();
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="passkeys-heading">
      <Title order={2} fz="lg" mb="md" id="passkeys-heading">
        {t('account.passkeys.title')}
      </Title>
      <Stack gap="md">
        <Text size="sm">{t('account.passkeys.intro')}</Text>
        {!passkeys ? (
          <Loader size="sm" />
        ) : passkeys.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account.passkeys.none')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('account.passkeys.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                busy={busy}
                onRenamed={() => void refresh()}
                onRemove={() => setRemoving(passkey)}
              />
            ))}
          </Stack>
        )}
        <AddPasskeyForm onAdded={() => void refresh()} />
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('account.passkeys.confirmTitle')}
        message={t('account.passkeys.confirmMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('account.passkeys.remove')}
        danger
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('shell');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  if (!passkeysAvailable()) return <Text size="sm">{t('account.passkeys.unsupported')}</Text>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await createPasskey(await passkeysApi.registrationOptions());
      const added = await passkeysApi.create(name.trim(), response);
      notifySuccess(t('account.passkeys.added', { name: added.name }));
      setName('');
      onAdded();
    } catch (e) {
      notifyError(
        promptCancelled(e) ? t('account.passkeys.cancelled') : errorMessage(e, t('account.passkeys.failed')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Group align="flex-end">
        <TextInput
          label={t('account.passkeys.name')}
          placeholder={t('account.passkeys.namePlaceholder')}
          name="passkey-name"
          required
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" disabled={busy || name.trim() === ''}>
          {busy ? t('account.passkeys.adding') : t('account.passkeys.add')}
        </Button>
      </Group>
    </form>
  );
}

interface PasskeyRowProps {
  passkey: PasskeyDto;
  busy: boolean;
  onRenamed: () => void;
  onRemove: () => void;
}

function PasskeyRow({ passkey, busy, onRenamed, onRemove }: PasskeyRowProps) {
  const { t, i18n } = useTranslation('shell');
  const [name, setName] = useState<string | null>(null);
  const lastUsed = passkey.last_used_at
    ? relativeTime(passkey.last_used_at, i18n.language)
    : t('account.passkeys.neverUsed');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await passkeysApi.rename(passkey.id, (name ?? '').trim());
      setName(null);
      onRenamed();
    } catch (e) {
      notifyError(errorMessage(e, t('account.passkeys.failed')));
    }
  };

  if (name !== null)
    return (
      <Group component="li" data-testid="passkey">
        <form onSubmit={(e) => void save(e)}>
          <Group align="flex-end">
            <TextInput
              label={t('account.passkeys.name')}
              required
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit">{t('account.passkeys.save')}</Button>
            <Button variant="default" onClick={() => setName(null)}>
              {t('account.passkeys.cancel')}
            </Button>
          </Group>
        </form>
      </Group>
    );

  return (
    <Group component="li" justify="space-between" wrap="nowrap" data-testid="passkey">
      <div>
        <Text fw={500}>{passkey.name}</Text>
        <Text size="sm" c="dimmed">
          {t('account.passkeys.details', {
            created: new Date(passkey.created_at).toLocaleDateString(i18n.language),
            lastUsed,
          })}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="subtle"
          disabled={busy}
          onClick={() => setName(passkey.name)}
          aria-label={t('account.passkeys.renameOne', { name: passkey.name })}
        >
          {t('account.passkeys.rename')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('account.passkeys.removeOne', { name: passkey.name })}
        >
          {t('account.passkeys.remove')}
        </Button>
      </Group>
    </Group>
  );
}
