import {
  Alert,
  Anchor,
  Button,
  errorMessage,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@qrpanel/web';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePublicSettings } from '../settings/public-settings';
import { TEXTS } from '../texts';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { useAuthActions } from './use-auth-actions';

export type LoginMode = 'login' | 'register' | 'forgotPassword';

export const MODE_TEXTS: Record<
  LoginMode,
  { title: string; subtitle: string; submit: string; busy: string }
> = {
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to manage your QR codes.',
    submit: 'Sign In',
    busy: 'Processing...',
  },
  register: {
    title: 'Create an Account',
    subtitle: 'Sign up to start creating QR codes.',
    submit: 'Create Account',
    busy: 'Processing...',
  },
  forgotPassword: {
    title: 'Reset Your Password',
    subtitle: 'Enter your email and we will send you a link to reset your password.',
    submit: 'Send Reset Link',
    busy: 'Sending...',
  },
};

/** /login and /register; forgot-password is /login with that mode in the history state. */
function useLoginMode(): [LoginMode, (mode: LoginMode) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { mode?: LoginMode } | null;
  const mode: LoginMode =
    location.pathname === '/register'
      ? 'register'
      : state?.mode === 'forgotPassword'
        ? 'forgotPassword'
        : 'login';
  const switchTo = (next: LoginMode) =>
    void navigate(next === 'register' ? '/register' : '/login', {
      state: next === 'forgotPassword' ? { mode: next } : null,
    });
  return [mode, switchTo];
}

/** The sign-in screen in its three modes. */
export function LoginScreen() {
  const [mode, switchTo] = useLoginMode();
  const settings = usePublicSettings();
  const texts = MODE_TEXTS[mode];
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
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
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = MODE_TEXTS[mode];

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
      setError(TEXTS.passwordsDoNotMatch);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        signIn(await authApi.login({ email: values.email, password: values.password }), TEXTS.loggedIn);
        return;
      }
      if (mode === 'register') {
        const body = { name: values.name, email: values.email, password: values.password };
        signIn(await authApi.register(body), TEXTS.registered);
        return;
      }
      await authApi.forgotPassword({ email: values.email });
      setInfo(TEXTS.resetLinkSent);
    } catch (e) {
      const fallback = {
        login: TEXTS.loginFailed,
        register: TEXTS.registerFailed,
        forgotPassword: TEXTS.resetLinkFailed,
      };
      setError(errorMessage(e, fallback[mode]));
    }
    setBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        {mode === 'register' ? (
          <TextInput label="Full Name" name="name" autoComplete="name" required {...field('name')} />
        ) : null}
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        {mode !== 'forgotPassword' ? (
          <PasswordInput
            label="Password"
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            {...field('password')}
          />
        ) : null}
        {mode === 'register' ? (
          <PasswordInput
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
        ) : null}
        {mode === 'login' ? (
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('forgotPassword')}>
              Forgot password?
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
          {busy ? texts.busy : texts.submit}
        </Button>
        <ModeLinks mode={mode} onSwitch={onSwitch} allowRegistration={allowRegistration} />
      </Stack>
    </form>
  );
}

function ModeLinks({ mode, onSwitch, allowRegistration }: AuthFormProps) {
  if (mode === 'login') {
    if (!allowRegistration) return null;
    return (
      <Text ta="center" size="sm">
        Don&apos;t have an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('register')}>
          Sign up
        </Anchor>
      </Text>
    );
  }
  return (
    <Text ta="center" size="sm">
      {mode === 'register' ? 'Already have an account? ' : 'Remembered your password? '}
      <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('login')}>
        Sign in
      </Anchor>
    </Text>
  );
}
