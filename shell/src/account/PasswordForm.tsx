import {
  Button,
  errorMessage,
  getSession,
  notifyError,
  notifySuccess,
  Paper,
  PasswordInput,
  setSession,
  Stack,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { PASSWORD_MIN_LENGTH } from '@qrpanel/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { useAuthActions } from '../auth/use-auth-actions';

/** After a password change the other sessions end; this one logs out after this delay. */
export const LOGOUT_DELAY_MS = 2000;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm password (PUT /api/auth/password), then a logout. */
export function PasswordForm() {
  const { logOut } = useAuthActions();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('shell');
  const logoutTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(logoutTimer.current), []);

  const set = (name: keyof typeof EMPTY) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.confirmPassword) return notifyError(t('account.security.mismatch'));
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      return notifyError(t('account.security.tooShort', { min: PASSWORD_MIN_LENGTH }));
    }
    setBusy(true);
    try {
      const { token } = await authApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      // The token this browser held ended with the password: the new one carries the session
      // until the logout below ends it on the server too (no session left behind in the list).
      const user = getSession()?.user;
      if (user) setSession({ token, user });
      setValues(EMPTY);
      notifySuccess(t('account.security.changed'));
      logoutTimer.current = setTimeout(() => void logOut(null), LOGOUT_DELAY_MS);
    } catch (e) {
      notifyError(errorMessage(e, t('account.security.failed')));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="security-heading">
      <Title order={2} fz="lg" mb="md" id="security-heading">
        {t('account.security.title')}
      </Title>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md" maw={480}>
          <PasswordInput
            label={t('account.security.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
          <PasswordInput
            label={t('account.security.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={set('newPassword')}
          />
          <PasswordInput
            label={t('account.security.confirmNewPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('account.security.busy') : t('account.security.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
