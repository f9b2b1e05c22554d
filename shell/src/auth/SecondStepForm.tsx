import {
  Alert,
  Anchor,
  Button,
  errorMessage,
  Group,
  Stack,
  Text,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import type { AuthResponse } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { authApi } from './auth-api';
import { answerWithPasskey, promptCancelled, usePasskeysAvailable } from './passkey-prompt';

interface SecondStepFormProps {
  /** What the password step answered. */
  mfaToken: string;
  onSignedIn: (response: AuthResponse) => void;
  /** Back to the email and password (an expired sign-in starts there again). */
  onRestart: () => void;
}

/** Sign-in's second step: the authenticator app's 6-digit code, one of the recovery codes, or a passkey. */
export function SecondStepForm({ mfaToken, onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation('shell');
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passkeys = usePasskeysAvailable();

  const answerWithAPasskey = async () => {
    setError(null);
    setBusy(true);
    try {
      const passkey = await answerWithPasskey(await authApi.secondStepPasskeyOptions(mfaToken));
      onSignedIn(await authApi.verifySecondStep({ mfa_token: mfaToken, passkey }));
    } catch (e) {
      setError(promptCancelled(e) ? t('auth.passkey.cancelled') : errorMessage(e, t('auth.passkey.failed')));
      setBusy(false);
    }
  };

  const switchKind = () => {
    setRecovery((r) => !r);
    setValue('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const code = value.trim();
      const body = recovery ? { mfa_token: mfaToken, recovery_code: code } : { mfa_token: mfaToken, code };
      onSignedIn(await authApi.verifySecondStep(body));
    } catch (e) {
      setError(errorMessage(e, t('auth.secondStep.failed')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Text size="sm">{recovery ? t('auth.secondStep.recoveryHint') : t('auth.secondStep.codeHint')}</Text>
        {recovery ? (
          <TextInput
            key="recovery"
            label={t('auth.secondStep.recoveryCode')}
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            data-autofocus
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        ) : (
          <TextInput
            key="code"
            label={t('auth.secondStep.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            data-autofocus
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        )}
        <Group justify="space-between" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={switchKind}>
            {recovery ? t('auth.secondStep.useCode') : t('auth.secondStep.useRecoveryCode')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {t('auth.secondStep.restart')}
          </Anchor>
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t('auth.secondStep.busy') : t('auth.secondStep.submit')}
        </Button>
        {passkeys ? (
          <Button variant="default" fullWidth disabled={busy} onClick={() => void answerWithAPasskey()}>
            {t('auth.secondStep.usePasskey')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
