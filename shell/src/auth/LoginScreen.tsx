import {
  Alert,
  Anchor,
  Button,
  chooseWorkspace,
  errorMessage,
  Group,
  i18n,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import type { AuthResponse } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePublicSettings } from '../settings/public-settings';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { PasskeySignInButton } from './PasskeySignInButton';
import { SecondStepForm } from './SecondStepForm';
import { SsoButtons } from './SsoButtons';
import { useAuthActions, type SignInState } from './use-auth-actions';
import { invitationApi } from '../workspace/workspace-api';

export type LoginMode = 'login' | 'register' | 'forgotPassword';

/** /login and /register; forgot-password is /login with that mode in the history state. */
function useLoginMode(): [LoginMode, (mode: LoginMode) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as ({ mode?: LoginMode } & SignInState) | null;
  const mode: LoginMode =
    location.pathname === '/register'
      ? 'register'
      : state?.mode === 'forgotPassword'
        ? 'forgotPassword'
        : 'login';
  // The way back and the invited address stay with every mode.
  const kept: SignInState = { from: state?.from, email: state?.email, invitation: state?.invitation };
  const switchTo = (next: LoginMode) =>
    void navigate(next === 'register' ? '/register' : '/login', {
      state: next === 'forgotPassword' ? { ...kept, mode: next } : kept,
    });
  return [mode, switchTo];
}

/** The sign-in screen in its three modes. */
export function LoginScreen() {
  const [mode, switchTo] = useLoginMode();
  const settings = usePublicSettings();
  const { t } = useTranslation('shell');
  return (
    <AuthCard title={t(`auth.${mode}.title`)} subtitle={t(`auth.${mode}.subtitle`)}>
      {/* A new form per mode: switching clears the fields and the messages. */}
      <AuthForm key={mode} mode={mode} onSwitch={switchTo} allowRegistration={settings.allow_registration} />
    </AuthCard>
  );
}

interface AuthFormProps {
  mode: LoginMode;
  onSwitch: (mode: LoginMode) => void;
  allowRegistration: boolean;
}

function AuthForm({ mode, onSwitch, allowRegistration }: AuthFormProps) {
  const { signIn } = useAuthActions();
  const { from, email: invited, invitation, ssoError } = (useLocation().state as SignInState | null) ?? {};
  const [values, setValues] = useState({ name: '', email: invited ?? '', password: '', confirmPassword: '' });
  // A sign-in with a provider that was refused comes back here with its reason.
  const [error, setError] = useState<string | null>(ssoError ?? null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set once the password is right on an account with two-factor sign-in: its second step shows. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const { t } = useTranslation('shell');

  /** An administrator required to set up two-factor sign-in goes to Account Settings to do it. */
  const signedIn = (response: AuthResponse) =>
    response.mfa_enrollment_required
      ? signIn(response, () => i18n.t('shell:auth.enrollmentRequired'), '/settings')
      : signIn(response, () => i18n.t('shell:auth.loggedIn'), from);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setInfo(null);
    if (mode === 'register' && values.password !== values.confirmPassword) {
      setError(t('auth.passwordsDoNotMatch'));
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        const response = await authApi.login({ email: values.email, password: values.password });
        // A test of the answer's shape here, not the contracts' isMfaChallenge: the sign-in
        // page's first script carries none of the contracts' code (size-budget journey).
        if ('mfa_required' in response) {
          setMfaToken(response.mfa_token);
          setBusy(false);
        } else signedIn(response);
        return;
      }
      if (mode === 'register' && invitation) {
        // Made and joined in one call, open while registration is closed: the invitation
        // is the permission. One works in the workspace joined.
        const joined = await invitationApi.register(invitation, {
          name: values.name,
          password: values.password,
        });
        chooseWorkspace(joined.user.id, joined.workspace.id);
        signIn(joined, () => i18n.t('shell:invite.joined', { workspace: joined.workspace.name }));
        return;
      }
      if (mode === 'register') {
        const body = { name: values.name, email: values.email, password: values.password };
        signIn(await authApi.register(body), () => i18n.t('shell:auth.registered'), from);
        return;
      }
      await authApi.forgotPassword({ email: values.email });
      setInfo(t('auth.resetLinkSent'));
    } catch (e) {
      const fallback = {
        login: t('auth.loginFailed'),
        register: t('auth.registerFailed'),
        forgotPassword: t('auth.resetLinkFailed'),
      };
      setError(errorMessage(e, fallback[mode]));
    }
    setBusy(false);
  };

  if (mfaToken) {
    const restart = () => {
      setMfaToken(null);
      setValues((v) => ({ ...v, password: '' }));
    };
    return <SecondStepForm mfaToken={mfaToken} onSignedIn={signedIn} onRestart={restart} />;
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        {mode === 'register' ? (
          <TextInput label={t('auth.fullName')} name="name" autoComplete="name" required {...field('name')} />
        ) : null}
        <TextInput
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          // An invitation is for one address: the account it makes or signs in uses that one.
          readOnly={mode === 'register' && Boolean(invited)}
          {...field('email')}
        />
        {mode !== 'forgotPassword' ? (
          <PasswordInput
            label={t('auth.password')}
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            {...field('password')}
          />
        ) : null}
        {mode === 'register' ? (
          <PasswordInput
            label={t('auth.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
        ) : null}
        {mode === 'login' ? (
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('forgotPassword')}>
              {t('auth.forgotLink')}
            </Anchor>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {info ? (
          <Alert color="green" variant="light" role="status">
            {info}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t(`auth.${mode}.busy`) : t(`auth.${mode}.submit`)}
        </Button>
        {mode === 'login' ? <PasskeySignInButton onSignedIn={signedIn} onError={setError} /> : null}
        {mode === 'login' ? <SsoButtons /> : null}
        <ModeLinks mode={mode} onSwitch={onSwitch} allowRegistration={allowRegistration} />
      </Stack>
    </form>
  );
}

function ModeLinks({ mode, onSwitch, allowRegistration }: AuthFormProps) {
  const { t } = useTranslation('shell');
  if (mode === 'login') {
    if (!allowRegistration) return null;
    return (
      <Text ta="center" size="sm">
        {t('auth.noAccount')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('register')}>
          {t('auth.signUp')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Text ta="center" size="sm">
      {mode === 'register' ? t('auth.haveAccount') : t('auth.rememberedPassword')}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('login')}>
        {t('auth.signIn')}
      </Anchor>
    </Text>
  );
}
