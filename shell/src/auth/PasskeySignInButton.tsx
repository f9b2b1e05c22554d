import { Button, Divider, errorMessage, useTranslation } from '@qrpanel/web';
import type { AuthResponse } from '@qrpanel/contracts';
import { useState } from 'react';
import { authApi } from './auth-api';
import { answerWithPasskey, promptCancelled, usePasskeysAvailable } from './passkey-prompt';

interface PasskeySignInButtonProps {
  onSignedIn: (response: AuthResponse) => void;
  onError: (message: string | null) => void;
}

/**
 * "Sign in with a passkey", no password: shown only where the browser has WebAuthn. Known
 * after hydration, so the prerendered page and the first render agree.
 */
export function PasskeySignInButton({ onSignedIn, onError }: PasskeySignInButtonProps) {
  const { t } = useTranslation('shell');
  const available = usePasskeysAvailable();
  const [busy, setBusy] = useState(false);
  if (!available) return null;

  const signIn = async () => {
    onError(null);
    setBusy(true);
    try {
      const response = await answerWithPasskey(await authApi.passkeySignInOptions());
      onSignedIn(await authApi.passkeySignIn(response));
    } catch (e) {
      onError(promptCancelled(e) ? t('auth.passkey.cancelled') : errorMessage(e, t('auth.passkey.failed')));
      setBusy(false);
    }
  };

  return (
    <>
      <Divider label={t('auth.passkey.or')} labelPosition="center" />
      <Button variant="default" fullWidth disabled={busy} onClick={() => void signIn()}>
        {busy ? t('auth.passkey.busy') : t('auth.passkey.signIn')}
      </Button>
    </>
  );
}
