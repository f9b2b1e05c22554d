import { Alert, Anchor, Button, errorMessage, notifySuccess, PasswordInput, Stack, Text } from '@qrpanel/web';
import { PASSWORD_MIN_LENGTH } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TEXTS } from '../texts';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';

export const RESET_TEXTS = {
  title: 'Reset Your Password',
  subtitle: 'Choose a new password for your account.',
  missingToken: 'This password reset link is invalid. Please request a new one.',
  done: 'Your password has been reset. Please log in.',
} as const;

/** /reset-password?token=…: the page a reset email links to. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard title={RESET_TEXTS.title} subtitle={RESET_TEXTS.subtitle}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {RESET_TEXTS.missingToken}
          </Alert>
          <BackToLogin />
        </Stack>
      )}
    </AuthCard>
  );
}

function BackToLogin() {
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to="/login" size="sm">
        Back to Sign In
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) return setError(TEXTS.passwordsDoNotMatch);
    if (password.length < PASSWORD_MIN_LENGTH) return setError(TEXTS.newPasswordTooShort);
    setBusy(true);
    try {
      await authApi.resetPassword({ token, password });
      notifySuccess(RESET_TEXTS.done);
      void navigate('/login', { replace: true });
    } catch (e) {
      setError(errorMessage(e, TEXTS.genericError));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm New Password"
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
          {busy ? 'Processing...' : 'Reset Password'}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
