import type { RedirectResult } from '@qrpanel/contracts';
import { IconLock } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Frame } from './Notice';
import { usePageTitle } from './page-title';
import { PublicApiError, unlockCode } from './public-api';
import type { CodeAddress } from './redirect-result';
import { reloadedAfterUnlock } from './UnlockedPage';

/**
 * The page a protected code's scanner sees first (phone-first: one column, full-width field
 * and button, the keyboard's Go key submits). A stranger learns only that the code is
 * protected: its label is for its owner. The right password answers what an open code's
 * page would have read, which the page then shows or follows.
 */
export function PasswordGate({
  code,
  onUnlocked,
}: {
  code: CodeAddress;
  onUnlocked: (result: RedirectResult) => void;
}) {
  const { t } = useTranslation('public');
  const [password, setPassword] = useState('');
  // Back here straight after unlocking a hosted page: the browser did not keep its ticket.
  const [problem, setProblem] = useState<string | null>(() =>
    reloadedAfterUnlock() ? t('page.notKept') : null,
  );
  const [busy, setBusy] = useState(false);
  const id = useId();
  usePageTitle(t('password.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem(t('password.empty'));
    setProblem(null);
    setBusy(true);
    try {
      onUnlocked(await unlockCode(code, password));
    } catch (error) {
      setProblem(error instanceof PublicApiError ? error.message : t('password.failed'));
      setBusy(false);
    }
  };

  return (
    <Frame>
      <form onSubmit={(event) => void submit(event)} noValidate className="gate">
        <div className="gate-head">
          <Badge icon={<IconLock size={28} />} />
          <h1>{t('password.title')}</h1>
          <p className="muted">{t('password.intro')}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('password.field')}</label>
          <input
            id={`${id}-password`}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            autoComplete="current-password"
            enterKeyHint="go"
            autoFocus
          />
          {problem ? (
            <p className="alert" id={`${id}-problem`} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('password.busy') : t('password.submit')}
        </button>
      </form>
    </Frame>
  );
}
