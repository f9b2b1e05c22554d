import {
  api,
  ApiError,
  Button,
  dataOf,
  PasswordInput,
  Stack,
  Text,
  Title,
  type ApiSchemas,
} from '@qrpanel/web';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

export const PASSWORD_TEXTS = {
  title: 'Password Required',
  intro: 'This QR code is protected. Enter its password to continue.',
  field: 'Password',
  submit: 'Unlock',
  busy: 'Unlocking...',
  empty: 'Enter the password.',
} as const;

/**
 * The page a protected code's scanner sees first (phone-first: one column, full-width
 * field and button, the keyboard's Go key submits). The right password answers what an
 * open code's page would have read, which the page then shows or follows.
 */
export function PasswordGate({
  uuid,
  label,
  onUnlocked,
}: {
  uuid: string;
  label: string;
  onUnlocked: (result: ApiSchemas['RedirectResultDto']) => void;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unlock = useMutation({
    mutationFn: (given: string) =>
      dataOf(
        api.POST('/api/qrcodes/redirect/{uuid}/unlock', {
          params: { path: { uuid } },
          body: { password: given },
        }),
      ),
    onSuccess: onUnlocked,
    onError: (e) => setProblem(e instanceof ApiError ? e.message : String(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem(PASSWORD_TEXTS.empty);
    setProblem(null);
    unlock.mutate(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4} ta="center">
          <Title order={1} fz={22}>
            {PASSWORD_TEXTS.title}
          </Title>
          {label ? (
            <Text fw={600} data-testid="protected-label">
              {label}
            </Text>
          ) : null}
          <Text c="dimmed">{PASSWORD_TEXTS.intro}</Text>
        </Stack>
        <PasswordInput
          label={PASSWORD_TEXTS.field}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={problem ?? undefined}
          autoComplete="current-password"
          enterKeyHint="go"
          size="lg"
          autoFocus
        />
        <Button type="submit" size="lg" fullWidth loading={unlock.isPending}>
          {unlock.isPending ? PASSWORD_TEXTS.busy : PASSWORD_TEXTS.submit}
        </Button>
      </Stack>
    </form>
  );
}
