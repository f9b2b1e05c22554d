import { Center, errorMessage, i18n, Loader, useTranslation } from '@qrpanel/web';
import type { AuthResponse } from '@qrpanel/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { SecondStepForm } from './SecondStepForm';
import { ssoApi } from './sso-api';
import { useAuthActions } from './use-auth-actions';

/**
 * /login/sso?code=…: where a sign-in with a provider comes back. The one-time code is
 * exchanged by POST for what a password sign-in answers (the token never travels in an
 * address); a refusal goes back to the login screen with its reason.
 */
export function SsoReturnScreen() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuthActions();
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const started = useRef(false);

  const signedIn = (response: AuthResponse) =>
    response.mfa_enrollment_required
      ? signIn(response, () => i18n.t('shell:auth.enrollmentRequired'), '/settings')
      : signIn(response, () => i18n.t('shell:auth.loggedIn'));

  useEffect(() => {
    // Once: the code is single use (a second exchange would be refused).
    if (started.current) return;
    started.current = true;
    const refuse = (message: string) =>
      void navigate('/login', { replace: true, state: { ssoError: message } });
    ssoApi
      .exchange(params.get('code') ?? '')
      .then((answer) => ('mfa_required' in answer ? setMfaToken(answer.mfa_token) : signedIn(answer)))
      .catch((e: unknown) => refuse(errorMessage(e, t('auth.sso.failed'))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on arrival
  }, []);

  if (mfaToken)
    return (
      <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
        <SecondStepForm
          mfaToken={mfaToken}
          onSignedIn={signedIn}
          onRestart={() => void navigate('/login', { replace: true })}
        />
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.sso.signingIn')}>
      <Center>
        <Loader size="sm" aria-label={t('auth.sso.signingIn')} />
      </Center>
    </AuthCard>
  );
}
