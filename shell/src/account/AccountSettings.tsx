import { Stack, useCurrentUser } from '@qrpanel/web';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';

/** Profile, password and two-factor sign-in of the signed-in user. */
export function AccountSettings() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <ProfileForm user={user} />
      <PasswordForm />
      <TwoFactorSection />
    </Stack>
  );
}
