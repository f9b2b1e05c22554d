import {
  Button,
  Code,
  errorMessage,
  Group,
  Loader,
  notifyError,
  notifySuccess,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { TotpSetupDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { RecoveryCodes } from './RecoveryCodes';
import { TWO_FACTOR_QUERY_KEY, twoFactorApi } from './two-factor-api';

/**
 * Two-factor sign-in of the signed-in user: set up by scanning a QR code (or typing the
 * secret) and confirming a code, which shows the recovery codes once; turned off with the
 * password and a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const { data: status } = useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: twoFactorApi.status });
  const [setup, setSetup] = useState<TotpSetupDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (!status) return <Loader size="sm" />;
    if (setup)
      return (
        <SetupForm
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            void refresh();
          }}
        />
      );
    if (status.enabled)
      return <DisableForm codesLeft={status.recovery_codes_left} onDisabled={() => void refresh()} />;
    return <StartSetup onStarted={setSetup} />;
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="two-factor-heading">
      <Title order={2} fz="lg" mb="md" id="two-factor-heading">
        {t('account.twoFactor.title')}
      </Title>
      {body()}
    </Paper>
  );
}

function StartSetup({ onStarted }: { onStarted: (setup: TotpSetupDto) => void }) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      onStarted(await twoFactorApi.setup());
    } catch (e) {
      notifyError(errorMessage(e, t('account.twoFactor.failed')));
      setBusy(false);
    }
  };
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm">{t('account.twoFactor.off')}</Text>
      <Button onClick={() => void start()} disabled={busy}>
        {t('account.twoFactor.setUp')}
      </Button>
    </Stack>
  );
}

/** A code as people type it from the app: digits, perhaps split by a space. */
const CODE_PATTERN = '[0-9 ]{6,7}';

interface SetupFormProps {
  setup: TotpSetupDto;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}

function SetupForm({ setup, onCancel, onEnabled }: SetupFormProps) {
  const { t } = useTranslation('shell');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { recovery_codes } = await twoFactorApi.enable(code.replace(/\s/g, ''));
      notifySuccess(t('account.twoFactor.enabled'));
      onEnabled(recovery_codes);
    } catch (e) {
      notifyError(errorMessage(e, t('account.twoFactor.failed')));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md" maw={480}>
        <Text size="sm">{t('account.twoFactor.scan')}</Text>
        <div data-testid="totp-qr" style={{ width: 'fit-content', background: '#fff' }}>
          <QRCodeSVG
            value={setup.otpauth_url}
            size={200}
            level="M"
            marginSize={4}
            bgColor="#FFFFFF"
            fgColor="#000000"
            role="img"
            aria-label={t('account.twoFactor.qrLabel')}
          />
        </div>
        <Text size="sm">
          {t('account.twoFactor.typeSecret')}{' '}
          <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
            {setup.secret}
          </Code>
        </Text>
        <TextInput
          label={t('account.twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={CODE_PATTERN}
          maxLength={7}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" disabled={busy}>
            {t('account.twoFactor.enable')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('account.twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisableForm({ codesLeft, onDisabled }: { codesLeft: number; onDisabled: () => void }) {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState({ password: '', code: '' });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await twoFactorApi.disable({ password: values.password, code: values.code.replace(/\s/g, '') });
      notifySuccess(t('account.twoFactor.disabled'));
      onDisabled();
    } catch (e) {
      notifyError(errorMessage(e, t('account.twoFactor.failed')));
    }
    setBusy(false);
  };
  const set = (name: keyof typeof values) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md" maw={480}>
        <Text size="sm">{t('account.twoFactor.on', { count: codesLeft })}</Text>
        <Text size="sm" c="dimmed">
          {t('account.twoFactor.disableHint')}
        </Text>
        <PasswordInput
          label={t('account.twoFactor.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
        />
        <TextInput
          label={t('account.twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={CODE_PATTERN}
          maxLength={7}
          required
          value={values.code}
          onChange={set('code')}
        />
        <Group>
          <Button type="submit" color="red" variant="light" disabled={busy}>
            {t('account.twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
