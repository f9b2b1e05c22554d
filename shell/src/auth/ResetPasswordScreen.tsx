import {
  Alert,
  Anchor,
  Button,
  errorMessage,
  notifySuccess,
  PasswordInput,
  Stack,
  Text,
  useTranslation,
} from '@qrpanel/web';
import { PASSWORD_MIN_LENGTH } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';

/** /reset-password?token=…: the page a reset email links to. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { t } = useTranslation('shell');
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {t('reset.missingToken')}
          </Alert>
          <BackToLogin />
        </Stack>
      )}
    </AuthCard>
  );
}

function BackToLogin() {
  const { t } = useTranslation('shell');
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to="/login" size="sm">
        {t('reset.backToSignIn')}
      </Anchor>
    </Text>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('shell');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) return setError(t('auth.passwordsDoNotMatch'));
    if (password.length < PASSWORD_MIN_LENGTH) {
      return setError(t('account.security.tooShort', { min: PASSWORD_MIN_LENGTH }));
    }
    setBusy(true);
    try {
      await authApi.resetPassword({ token, password });
      notifySuccess(t('reset.done'));
      void navigate('/login', { replace: true });
    } catch (e) {
      setError(errorMessage(e, t('reset.failed')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <PasswordInput
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('reset.confirmNewPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t('reset.busy') : t('reset.submit')}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
