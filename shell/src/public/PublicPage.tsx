import { isPageQrType, type RedirectResult } from '@qrpanel/contracts';
import { IconAlertTriangle, IconCircleOff, IconQrcodeOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailCard, PhoneCard, SmsCard, TextCard, VCardCard, WifiCard } from './ContentCards';
import { Notice, Spinner } from './Notice';
import { PasswordGate } from './PasswordGate';
import { PublicApiError, readCode } from './public-api';
import { UnlockedPage } from './UnlockedPage';
import { addressFromPath, redirectData, safeDestination, text, type CodeAddress } from './redirect-result';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; status: number | null }
  | { kind: 'read'; result: RedirectResult };

const ICON = 28;

/**
 * /qr-redirect/{uuid} or /{key} when the api does not answer a 302 itself: a code's
 * content, its password page, or why it cannot be shown. Reads GET
 * /api/qrcodes/redirect/{uuid} (or /api/qrcodes/short/{key}), which records the scan.
 */
export function PublicPage({ path }: { path: string }) {
  const { t } = useTranslation('public');
  const code = useMemo(() => addressFromPath(path), [path]);
  if (!code) {
    return (
      <Notice title={t('unavailable.title')} icon={<IconQrcodeOff size={ICON} />}>
        <p role="alert">{t('noUuid')}</p>
      </Notice>
    );
  }
  return <CodePage code={code} />;
}

function CodePage({ code }: { code: CodeAddress }) {
  const { t } = useTranslation('public');
  const [state, setState] = useState<State>({ kind: 'loading' });
  // Each try reads the code again (a failed read records no scan).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    readCode(code).then(
      (result) => live && setState({ kind: 'read', result }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message: error instanceof PublicApiError ? error.message : String(error),
          status: error instanceof PublicApiError ? error.status : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [code, attempt]);

  if (state.kind === 'loading') {
    return (
      <Notice title={t('title')}>
        <Spinner />
        <p role="status">{t('loading')}</p>
      </Notice>
    );
  }
  if (state.kind === 'failed') {
    // An unknown code (404) does not appear by trying again; a server or network failure may pass.
    const known = state.status === 404;
    return (
      <Notice title={t('unavailable.title')} icon={<IconQrcodeOff size={ICON} />}>
        <p role="alert">{t('failed', { message: state.message })}</p>
        <p className="muted">{known ? t('unavailable.notFoundHelp') : t('unavailable.help')}</p>
        {known ? null : (
          <button
            type="button"
            className="button"
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('unavailable.retry')}
          </button>
        )}
      </Notice>
    );
  }
  return <ResultView first={state.result} code={code} />;
}

function ResultView({ first, code }: { first: RedirectResult; code: CodeAddress }) {
  const { t } = useTranslation('public');
  // A protected code's answer is replaced by what its password opens.
  const [unlocked, setUnlocked] = useState<RedirectResult | null>(null);
  const result = unlocked ?? first;
  const data = redirectData(result);
  // A hosted page is served by its address itself, once its ticket is there.
  if (isPageQrType(result.type)) return <UnlockedPage />;
  switch (result.type) {
    case 'password':
      // Only that the code is protected: its label is its owner's, not the scanner's.
      return <PasswordGate code={code} onUnlocked={setUnlocked} />;
    case 'url':
      return <UrlRedirect url={text(data, 'url')} />;
    case 'text':
      return <TextCard data={data} />;
    case 'email':
      return <EmailCard data={data} />;
    case 'phone':
      return <PhoneCard data={data} />;
    case 'sms':
      return <SmsCard data={data} />;
    case 'vcard':
      return <VCardCard data={data} />;
    case 'wifi':
      return <WifiCard data={data} />;
    case 'inactive':
      return (
        <Notice title={t('inactiveTitle')} icon={<IconCircleOff size={ICON} />}>
          <p>{text(data, 'message')}</p>
          <p className="muted">{t('contactOwner')}</p>
        </Notice>
      );
    case 'error':
      return (
        <Notice title={t('errorTitle')} icon={<IconAlertTriangle size={ICON} />}>
          <p role="alert">{t('error', { message: text(data, 'message') })}</p>
          <p className="muted">{t('issue')}</p>
        </Notice>
      );
    default:
      return (
        <Notice title={t('title')}>
          <p role="status">{t('processing')}</p>
        </Notice>
      );
  }
}

function UrlRedirect({ url }: { url: string }) {
  const { t } = useTranslation('public');
  const destination = safeDestination(url);
  useEffect(() => {
    if (destination) window.location.replace(destination);
  }, [destination]);
  return (
    <Notice title={t('title')}>
      <p role="status">{destination ? t('redirecting') : t('invalidUrl')}</p>
    </Notice>
  );
}
