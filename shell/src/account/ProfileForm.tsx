import {
  Button,
  errorMessage,
  fieldErrors,
  notifyError,
  notifySuccess,
  Paper,
  Stack,
  TextInput,
  Title,
  updateSessionUser,
} from '@qrpanel/web';
import type { UserDto } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { TEXTS } from '../texts';

/** Full name and email of the signed-in user (PUT /api/auth/profile). */
export function ProfileForm({ user }: { user: UserDto }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      const updated = await authApi.updateProfile({ name, email });
      updateSessionUser(updated);
      setName(updated.name);
      setEmail(updated.email);
      notifySuccess(TEXTS.profileUpdated);
    } catch (e) {
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, TEXTS.profileFailed));
    }
    setBusy(false);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-heading">
      <Title order={2} fz="lg" mb="md" id="profile-heading">
        Profile
      </Title>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md" maw={480}>
          <TextInput
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
