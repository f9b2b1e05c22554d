import {
  Alert,
  Button,
  errorMessage,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useCurrentUser,
  useTranslation,
} from '@qrpanel/web';
import { useState } from 'react';
import { adminApi } from '../admin-api';
import type { SettingsDraft, TabProps } from './settings-draft';
import { useSuperAdminOnly } from './super-admin-fields';

type TestResult = { ok: boolean; text: string } | null;

/** Sends a test email with the saved SMTP settings and shows what the server answered. */
function TestEmail({ defaultTo }: { defaultTo: string }) {
  const [to, setTo] = useState(defaultTo);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestResult>(null);
  const { t } = useTranslation('admin');

  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await adminApi.sendTestEmail(to.trim());
      setResult({ ok: true, text: t('settings.email.test.sent', { answer: answer.message }) });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e, t('settings.email.test.failed')) });
    }
    setBusy(false);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="test-email-heading">
      <Title order={3} fz="md" id="test-email-heading">
        {t('settings.email.test.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.email.test.hint')}
      </Text>
      {/* Inside the settings form: this button sends, it does not submit the form. */}
      <Group align="flex-end">
        <TextInput
          label={t('settings.email.test.to')}
          type="email"
          w={320}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void send();
          }}
        />
        <Button type="button" variant="default" loading={busy} onClick={() => void send()}>
          {t('settings.email.test.send')}
        </Button>
      </Group>
      {result ? (
        <Alert
          color={result.ok ? 'green' : 'red'}
          variant="light"
          role={result.ok ? 'status' : 'alert'}
          data-testid="test-email-result"
        >
          {result.text}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** SMTP host, port, username, password and from address. */
export function EmailTab({ draft, set, errors }: TabProps) {
  const user = useCurrentUser();
  const superAdminOnly = useSuperAdminOnly();
  const { t } = useTranslation('admin');
  const lockedHint = (field: keyof SettingsDraft) =>
    superAdminOnly(field) ? t('settings.superAdminOnly') : undefined;
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.email.host')}
            placeholder={t('settings.email.hostPlaceholder')}
            value={draft.smtp_host}
            readOnly={superAdminOnly('smtp_host')}
            description={lockedHint('smtp_host')}
            error={errors.smtp_host}
            onChange={(e) => set({ smtp_host: e.currentTarget.value })}
          />
          <TextInput
            label={t('settings.email.port')}
            type="number"
            min={1}
            max={65535}
            value={draft.smtp_port}
            readOnly={superAdminOnly('smtp_port')}
            description={lockedHint('smtp_port')}
            error={errors.smtp_port}
            onChange={(e) => set({ smtp_port: e.currentTarget.value })}
          />
          <TextInput
            label={t('settings.email.username')}
            autoComplete="off"
            value={draft.smtp_user}
            error={errors.smtp_user}
            onChange={(e) => set({ smtp_user: e.currentTarget.value })}
          />
          <PasswordInput
            label={t('settings.email.password')}
            autoComplete="new-password"
            description={lockedHint('smtp_pass') ?? t('settings.email.passwordHint')}
            readOnly={superAdminOnly('smtp_pass')}
            value={draft.smtp_pass}
            error={errors.smtp_pass}
            onChange={(e) => set({ smtp_pass: e.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label={t('settings.email.from')}
          type="email"
          value={draft.smtp_from_email}
          error={errors.smtp_from_email}
          onChange={(e) => set({ smtp_from_email: e.currentTarget.value })}
        />
      </Stack>
      <TestEmail defaultTo={user?.email ?? ''} />
    </Stack>
  );
}
