import { Stack, useCurrentUser } from '@qrpanel/web';
import { PasskeysSection } from './PasskeysSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';
import { SsoSection } from './SsoSection';
import { TwoFactorSection } from './TwoFactorSection';

/** Profile, password, two-factor sign-in, passkeys, linked sign-in providers and sessions of the signed-in user. */
export function AccountSettings() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <ProfileForm user={user} />
      <PasswordForm />
      <TwoFactorSection />
      <PasskeysSection />
      <SsoSection />
      <SessionsSection />
    </Stack>
  );
}
